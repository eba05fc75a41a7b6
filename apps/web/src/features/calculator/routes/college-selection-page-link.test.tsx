import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SCENARIO_MESSAGES } from '@degreeworth/core';
import { apiErrorResponse, callsTo, stubApi } from '@/testing/fetch-stub';
import { signedIn } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import type { RootState } from '@/lib/store';
import { scenarioLinkOf } from '@/lib/scenario-link';
import { ALABAMA, BERKELEY, collegeCalculator, MIT } from '@/testing/scenario-fixtures';
import {
  addCollege,
  calculatorRoutes,
  emptyList,
  grouped,
  userRoutes,
} from '../testing/calculator-routes';

/**
 * An "Add to my scenario" link (/collegeSelection?add=…&state=…&income=…)
 * opens the calculator with the college added as the search adds it, the home state and the
 * family income set, and the parameters gone from the address.
 */

const MIT_NAME = 'Massachusetts Institute of Technology';
const ALABAMA_NAME = 'The University of Alabama';
const mit = collegeCalculator(MIT).facts;

const open = (route: string, preloadedState?: Partial<RootState>) =>
  renderWithProviders({ route, preloadedState });
const field = (group: HTMLElement, label: string) => within(group).getByLabelText(label);

describe('/collegeSelection opened from an "Add to my scenario" link', () => {
  it('adds the college with its data, sets the home state and income band, then clears the address', async () => {
    const fetchMock = stubApi({ ...calculatorRoutes(), ...userRoutes(emptyList()) });
    const { router } = open(scenarioLinkOf(MIT, { state: 'MA', income: '0-30k' }), signedIn());
    const card = await screen.findByRole('group', { name: MIT_NAME });
    expect(screen.getByLabelText('Home state')).toHaveValue('MA');
    expect(screen.getByLabelText('Family income')).toHaveValue('0-30k');
    // Prefilled from the data as a college picked in the search: in-state, the band's typical aid.
    expect(field(card, 'Residency')).toHaveValue('in_state');
    expect(field(card, 'Cost of attendance per year')).toHaveValue(
      grouped(mit.cost_of_attendance!),
    );
    const aid = mit.cost_of_attendance! - mit.net_price_by_income['0-30k']!;
    expect(field(card, 'Grants per year')).toHaveValue(grouped(aid));
    expect(await screen.findByRole('article', { name: MIT_NAME })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /^Colleges/ })).toHaveTextContent(
      'Colleges (1 of 2)',
    );

    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/collegeSelection');
    // Replaced, not pushed: Back leaves the calculator instead of reading the link again.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(callsTo(fetchMock, `GET /universities/${MIT}/calculator`)).toHaveLength(1);
  });

  it('works for a signed-out reader, who is asked to log in only to save, the form kept', async () => {
    stubApi(calculatorRoutes());
    const { user, router } = open(scenarioLinkOf(ALABAMA, { state: 'AL' }));
    const card = await screen.findByRole('group', { name: ALABAMA_NAME });
    expect(screen.getByLabelText('Home state')).toHaveValue('AL');
    expect(screen.getByLabelText('Family income')).toHaveValue('all');
    expect(field(card, 'Residency')).toHaveValue('in_state');
    await waitFor(() => expect(router.state.location.search).toBe(''));

    await user.click(screen.getByRole('button', { name: 'Save scenario' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: ALABAMA_NAME })).toBeInTheDocument();
    expect(screen.getByLabelText('Home state')).toHaveValue('AL');
  });

  it('ignores unknown or malformed values without failing, and clears them from the address', async () => {
    const fetchMock = stubApi(calculatorRoutes());
    const { router } = open('/collegeSelection?add=mit&state=ZZ&income=rich&utm_source=mail');
    expect(await screen.findByText('Add up to 2 colleges to compare them.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?utm_source=mail'));
    expect(screen.getByLabelText('Home state')).toHaveValue('');
    expect(screen.getByLabelText('Family income')).toHaveValue('all');
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContainEqual(
      expect.stringMatching(/\/calculator$/),
    );
  });

  it('sets only what is valid: a good state with a malformed college id', async () => {
    stubApi(calculatorRoutes());
    const { router } = open('/collegeSelection?add=12x&state=ma&income=75-110k');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByLabelText('Home state')).toHaveValue('MA');
    expect(screen.getByLabelText('Family income')).toHaveValue('75-110k');
    expect(screen.getByText('Add up to 2 colleges to compare them.')).toBeInTheDocument();
  });

  it('says so when the college cannot be found, with Try again and Remove', async () => {
    stubApi({
      ...calculatorRoutes(),
      'GET /universities/999999/calculator': () => apiErrorResponse(404, 'College not found.'),
    });
    const { user } = open(scenarioLinkOf(999999));
    expect(await screen.findByRole('alert')).toHaveTextContent('College not found.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove the college' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Add up to 2 colleges to compare them.')).toBeInTheDocument();
  });

  it('keeps the plan’s limit and says a college is already added, when the page is open', async () => {
    stubApi(calculatorRoutes());
    const { user, router } = open('/collegeSelection');
    await addCollege(user, ALABAMA_NAME);
    await act(() => router.navigate(scenarioLinkOf(MIT)));
    expect(await screen.findByRole('group', { name: MIT_NAME })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: ALABAMA_NAME })).toBeInTheDocument();
    // The same college again: said, not added twice.
    await act(() => router.navigate(scenarioLinkOf(MIT)));
    expect(await screen.findByText(`Already added: ${MIT_NAME}`)).toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: MIT_NAME })).toHaveLength(1);

    // A third college on the free plan: the upgrade prompt, as from the search.
    await act(() => router.navigate(scenarioLinkOf(BERKELEY, { state: 'CA' })));
    expect(await screen.findByText(SCENARIO_MESSAGES.freeCollegeLimit)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'University of California-Berkeley' })).toBeNull();
    expect(screen.getByLabelText('Home state')).toHaveValue('CA');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
