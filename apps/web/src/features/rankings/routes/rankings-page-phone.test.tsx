import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  formatMoney,
  RANKINGS_TEXTS,
  type RankingRow,
  type RankingsResponse,
} from '@degreeworth/core';
import { callsTo, jsonResponse, stubApi, type stubFetch } from '@/testing/fetch-stub';
import { makeUser, signedIn } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { collegeIds, hasEarnings, rankingPage } from '../testing/scorecard-fixtures';

const MIT = 166683;
const ALABAMA = 100751;
const MIT_NAME = 'Massachusetts Institute of Technology';

let page: RankingsResponse;
let mitRow: RankingRow;
let unrankedNames: string[];

beforeAll(() => {
  // Two real bachelor's colleges without 10-year earnings: their NPV is null with a reason.
  page = rankingPage([MIT, ALABAMA, ...collegeIds((r) => !hasEarnings(r), 2)]);
  mitRow = page.data.find((r) => r.university_id === MIT)!;
  unrankedNames = page.data.filter((r) => r.rank === null).map((r) => r.name);
});

/** A 375 px screen: the phone media query of use-phone-layout.ts matches. */
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});

const cardOf = (name: string) => screen.getByRole('article', { name });
const urls = (mock: ReturnType<typeof stubFetch>) => mock.mock.calls.map(([url]) => url);
const meRoute = () => ({ 'GET /me': () => jsonResponse(200, makeUser()) });

describe('/rankings on a phone', () => {
  it('shows a card per college with its rank and facts, never a missing figure as 0', async () => {
    stubApi({ 'GET /rankings': () => jsonResponse(200, page) });
    renderWithProviders({ route: '/rankings' });
    const link = await screen.findByRole('link', { name: MIT_NAME });
    expect(link).toHaveAttribute('href', '/rankings/college/166683?year=2022');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    const list = screen.getByRole('region', { name: 'Rankings' });
    const mit = cardOf(MIT_NAME);
    expect(within(list).getAllByRole('article')[0]).toBe(mit);
    expect(mit).toHaveTextContent('Rank #1');
    expect(mit).toHaveTextContent('Cambridge, MA · Private nonprofit');
    const fact = (label: string) => within(mit).getByText(label).nextElementSibling;
    expect(fact('NPV at 20 years')).toHaveTextContent(formatMoney(mitRow.npv['20']!));
    expect(fact('Net price')).toHaveTextContent('$6,040');
    expect(fact('10-year earnings')).toHaveTextContent('$157,720');
    expect(fact('Completion')).toHaveTextContent('96.2%');

    const unranked = screen.getByRole('list', { name: /^Not ranked: a figure this order needs/ });
    expect(within(unranked).getAllByRole('article')).toHaveLength(unrankedNames.length);
    for (const name of unrankedNames) {
      const card = within(unranked).getByRole('article', { name });
      expect(card).toHaveTextContent('Not ranked');
      expect(card).toHaveTextContent('no earnings reported');
      expect(card).not.toHaveTextContent('$0');
    }
    // A visitor sees no favorite stars.
    expect(screen.queryByRole('button', { name: /^Favorite / })).not.toBeInTheDocument();
  });

  it('opens the filters in a dialog for a visitor: state and type, the year with the sign-up prompt; Escape closes it', async () => {
    stubApi({ 'GET /rankings': () => jsonResponse(200, page) });
    const { user } = renderWithProviders({ route: '/rankings' });
    await screen.findByRole('link', { name: MIT_NAME });
    expect(screen.queryByLabelText('State')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Filters' });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(dialog).toHaveFocus();
    expect(within(dialog).getByLabelText('State')).toBeEnabled();
    expect(within(dialog).getByLabelText('Type')).toBeEnabled();
    expect(within(dialog).getByLabelText('Year')).toBeDisabled();
    expect(within(dialog).getByText(RANKINGS_TEXTS.signUpForFilters)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('filters by state from the dialog, keeps Tab inside it, and gives focus back', async () => {
    const fetchMock = stubApi({ ...meRoute(), 'GET /rankings': () => jsonResponse(200, page) });
    const { user, router } = renderWithProviders({
      route: '/rankings',
      preloadedState: signedIn(),
    });
    await screen.findByRole('link', { name: MIT_NAME });
    expect(screen.getByRole('button', { name: `Favorite ${MIT_NAME}` })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Filters' });
    // Keyboard only: Enter opens the dialog.
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    await user.selectOptions(within(dialog).getByLabelText('State'), 'Massachusetts');
    await waitFor(() =>
      expect(urls(fetchMock)).toContain('/api/v1/rankings?page=1&state=MA&type=bachelors'),
    );
    expect(router.state.location.search).toBe('?state=MA');
    // The dialog stays open over the new results; Tab goes round inside it.
    for (let i = 0; i < 8; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Show results' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('orders with the "Sort by" select, and prompts for an Individual Pro order without asking', async () => {
    const byPrice = {
      ...page,
      order: { ...page.order, sort: 'net_price', direction: 'desc' },
    } as RankingsResponse;
    const fetchMock = stubApi({
      ...meRoute(),
      'GET /rankings': () => jsonResponse(200, page),
      'POST /rankings/universities': () => jsonResponse(200, byPrice),
    });
    const { user, router } = renderWithProviders({
      route: '/rankings',
      preloadedState: signedIn(),
    });
    await screen.findByRole('link', { name: MIT_NAME });
    const sortBy = screen.getByLabelText('Sort by');
    expect(sortBy).toHaveDisplayValue('NPV at 20 years, highest first');
    await user.selectOptions(sortBy, 'Net price, highest first');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /rankings/universities')[0]?.body).toEqual({
        page: 1,
        type: 'bachelors',
        sort: 'net_price',
        direction: 'desc',
      }),
    );
    expect(router.state.location.search).toBe('?sort=net_price&dir=desc');
    expect(await screen.findByText(/^Ordered by net price, highest first/)).toBeInTheDocument();

    await user.selectOptions(
      screen.getByLabelText('Sort by'),
      'Completion, highest first (Individual Pro)',
    );
    expect(screen.getByText(RANKINGS_TEXTS.proRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /rankings/universities')).toHaveLength(1);
    expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Net price, highest first');
  });

  it('pages with Previous and Next under the cards', async () => {
    const fetchMock = stubApi({
      ...meRoute(),
      'GET /rankings': () => {
        const last = fetchMock.mock.calls.at(-1)![0];
        return jsonResponse(
          200,
          rankingPage([MIT, ALABAMA], { page: last.includes('page=2') ? 2 : 1, total: 45 }),
        );
      },
    });
    const { user } = renderWithProviders({ route: '/rankings', preloadedState: signedIn() });
    await screen.findByRole('link', { name: MIT_NAME });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(urls(fetchMock)).toContain('/api/v1/rankings?page=2&type=bachelors');
    expect(cardOf(MIT_NAME)).toHaveTextContent('Rank #21');
  });

  it('shows My favorites as cards with the level of each', async () => {
    const mine = rankingPage([MIT], { isFavorite: true }).data.map((r) => ({
      ...r,
      favorited_at: '2025-01-16T00:00:00.000Z',
    }));
    stubApi({
      ...meRoute(),
      'GET /rankings': () => jsonResponse(200, page),
      'GET /rankings/favorites': () => jsonResponse(200, { data: mine }),
    });
    const { user } = renderWithProviders({ route: '/rankings', preloadedState: signedIn() });
    await screen.findByRole('link', { name: MIT_NAME });
    await user.click(screen.getByRole('button', { name: 'My favorites' }));
    const list = await screen.findByRole('region', { name: 'Your favorites' });
    expect(within(list).getByRole('article', { name: MIT_NAME })).toHaveTextContent(
      "Cambridge, MA · Private nonprofit · Bachelor's",
    );
    expect(within(list).getByRole('button', { name: `Favorite ${MIT_NAME}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
