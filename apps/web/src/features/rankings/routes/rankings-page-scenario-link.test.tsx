import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RankingsResponse } from '@degreeworth/core';
import { jsonResponse, stubApi } from '@/testing/fetch-stub';
import { makeUser, signedIn } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { rankingPage } from '../testing/scorecard-fixtures';

/**
 * "Add to my scenario" in the rankings table's rows and on the phone's cards: a link to the
 * calculator with the college's id and the reader's state and income band (the filters), named "Add
 * to my scenario: <college>". The college's own link carries them too.
 */

const MIT = 166683;
const ALABAMA = 100751;
const MIT_NAME = 'Massachusetts Institute of Technology';
const ALABAMA_NAME = 'The University of Alabama';
const PRO = { subscription_id: 1 } as const;

let page: RankingsResponse;
beforeAll(() => {
  page = rankingPage([MIT, ALABAMA]);
});

const addLink = (name: string) => screen.getByRole('link', { name: `Add to my scenario: ${name}` });
/** The rankings' calls (GET for the default order, POST with a Pro filter such as the band). */
const rankingsRoutes = () => ({
  'GET /me': () => jsonResponse(200, makeUser(PRO)),
  'GET /rankings': () => jsonResponse(200, page),
  'POST /rankings/universities': () => jsonResponse(200, page),
});

/** A 375 px screen: the phone media query of use-phone-layout.ts matches. */
const onAPhone = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));

describe('"Add to my scenario" in the rankings table', () => {
  it('gives each row a link with its college, for a visitor too', async () => {
    stubApi({ 'GET /rankings': () => jsonResponse(200, page) });
    renderWithProviders({ route: '/rankings' });
    await screen.findByRole('link', { name: MIT_NAME });
    const row = screen.getByRole('rowheader', { name: new RegExp(`^${MIT_NAME}`) });
    const link = within(row).getByRole('link', { name: `Add to my scenario: ${MIT_NAME}` });
    expect(link).toHaveTextContent(/^Add to my scenario$/);
    expect(link).toHaveAttribute('href', `/collegeSelection?add=${MIT}`);
    expect(addLink(ALABAMA_NAME)).toHaveAttribute('href', `/collegeSelection?add=${ALABAMA}`);
  });

  it('carries the state and income filters into the link and the college page link', async () => {
    stubApi(rankingsRoutes());
    renderWithProviders({
      route: '/rankings?state=MA&income=30-48k',
      preloadedState: signedIn(PRO),
    });
    await screen.findByRole('link', { name: MIT_NAME });
    expect(addLink(MIT_NAME)).toHaveAttribute(
      'href',
      `/collegeSelection?add=${MIT}&state=MA&income=30-48k`,
    );
    expect(screen.getByRole('link', { name: MIT_NAME })).toHaveAttribute(
      'href',
      `/rankings/college/${MIT}?year=2022&state=MA&income=30-48k`,
    );
  });

  it('follows a filter changed on the page', async () => {
    stubApi(rankingsRoutes());
    const { user } = renderWithProviders({ route: '/rankings', preloadedState: signedIn(PRO) });
    await screen.findByRole('link', { name: MIT_NAME });
    expect(addLink(MIT_NAME)).toHaveAttribute('href', `/collegeSelection?add=${MIT}`);
    await user.selectOptions(screen.getByLabelText('State'), 'Alabama');
    await waitFor(() =>
      expect(addLink(MIT_NAME)).toHaveAttribute('href', `/collegeSelection?add=${MIT}&state=AL`),
    );
    await user.selectOptions(screen.getByLabelText('Family income'), '110k+');
    await waitFor(() =>
      expect(addLink(MIT_NAME)).toHaveAttribute(
        'href',
        `/collegeSelection?add=${MIT}&state=AL&income=110k%2B`,
      ),
    );
  });
});

describe('"Add to my scenario" on the phone’s cards', () => {
  it('gives each card a link with its college and the filters', async () => {
    onAPhone();
    stubApi(rankingsRoutes());
    renderWithProviders({
      route: '/rankings?state=AL&income=0-30k',
      preloadedState: signedIn(PRO),
    });
    const card = await screen.findByRole('article', { name: ALABAMA_NAME });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const link = within(card).getByRole('link', { name: `Add to my scenario: ${ALABAMA_NAME}` });
    expect(link).toHaveTextContent(/^Add to my scenario$/);
    expect(link).toHaveAttribute('href', `/collegeSelection?add=${ALABAMA}&state=AL&income=0-30k`);
    expect(within(card).getByRole('link', { name: ALABAMA_NAME })).toHaveAttribute(
      'href',
      `/rankings/college/${ALABAMA}?year=2022&state=AL&income=0-30k`,
    );
  });

  it('is there for a visitor, with the college alone', async () => {
    onAPhone();
    stubApi({ 'GET /rankings': () => jsonResponse(200, page) });
    renderWithProviders({ route: '/rankings' });
    const card = await screen.findByRole('article', { name: MIT_NAME });
    expect(
      within(card).getByRole('link', { name: `Add to my scenario: ${MIT_NAME}` }),
    ).toHaveAttribute('href', `/collegeSelection?add=${MIT}`);
  });
});
