import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ScenarioInput } from '@degreeworth/core';
import { logout, storeUserToken } from '@/lib/session';
import { jsonResponse, stubApi } from '@/testing/fetch-stub';
import { signedIn } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import type { RootState } from '@/lib/store';
import { ALABAMA, savedScenario } from '@/testing/scenario-fixtures';
import { calculatorRoutes, emptyList, userRoutes } from '../testing/calculator-routes';

const ALABAMA_NAME = 'The University of Alabama';
const KEY = 'calculatorDraft';
const RESTORED = 'We kept the scenario you started in this browser. It is not saved yet.';

const open = (preloadedState?: Partial<RootState>) =>
  renderWithProviders({ route: '/collegeSelection', preloadedState });
const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as { form: unknown } | null;

/** The first search of a test file can take over a second on a busy machine. */
const FIRST_SEARCH = { timeout: 10_000 };

/** What a family types: Alabama as home state, The University of Alabama, loans of 5,500. */
async function typeScenario(user: ReturnType<typeof open>['user']) {
  await user.selectOptions(await screen.findByLabelText('Home state'), 'AL');
  await user.type(screen.getByRole('combobox', { name: 'Add a college' }), 'Alab');
  const option = { name: new RegExp(`^${ALABAMA_NAME}`) };
  await user.click(await screen.findByRole('option', option, FIRST_SEARCH));
  const card = await screen.findByRole('group', { name: ALABAMA_NAME });
  await user.type(within(card).getByLabelText('Loans per year'), '5500');
  return card;
}

/** The page opened again in a new app, as after a reload (local storage stays). */
function reopen(preloadedState?: Partial<RootState>) {
  cleanup();
  return open(preloadedState);
}

/** Some tests open the whole app twice (a reload): room for a busy machine. */
const SLOW_MACHINE = { timeout: 20_000 };

describe('/collegeSelection: the scenario kept in the browser', SLOW_MACHINE, () => {
  it('keeps what a visitor types and brings it back, with a note, when the page opens again', async () => {
    stubApi(calculatorRoutes());
    const { user } = open();
    expect(screen.queryByText(RESTORED)).not.toBeInTheDocument();
    await typeScenario(user);
    expect(stored()?.form).toMatchObject({
      homeState: 'AL',
      colleges: [{ university_id: ALABAMA, loans_per_year: '5500' }],
    });

    reopen();
    const card = await screen.findByRole('group', { name: ALABAMA_NAME });
    const note = screen.getByText(RESTORED).parentElement!;
    expect(note).toHaveAttribute('role', 'status');
    expect(within(note).getByRole('button', { name: 'Start over' })).toBeInTheDocument();
    expect(screen.getByLabelText('Home state')).toHaveValue('AL');
    expect(within(card).getByLabelText('Loans per year')).toHaveValue('5,500');
    expect(await screen.findByRole('article', { name: ALABAMA_NAME })).toBeInTheDocument();
  });

  it('"Start over" empties the form, forgets the draft and says so where the focus is', async () => {
    stubApi(calculatorRoutes());
    const { user } = open();
    await typeScenario(user);
    reopen();
    await screen.findByRole('group', { name: ALABAMA_NAME });
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.queryByRole('group', { name: ALABAMA_NAME })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Home state')).toHaveValue('');
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(screen.getByText('You started over with an empty form.')).toHaveFocus();

    reopen();
    await screen.findByLabelText('Home state');
    expect(screen.queryByText(RESTORED)).not.toBeInTheDocument();
  });

  it('keeps no draft of an untouched form, and drops one emptied again', async () => {
    stubApi(calculatorRoutes());
    const { user } = open();
    const state = await screen.findByLabelText('Home state');
    expect(localStorage.getItem(KEY)).toBeNull();
    await user.selectOptions(state, 'AL');
    expect(localStorage.getItem(KEY)).not.toBeNull();
    await user.selectOptions(state, '');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('opens the empty form, without failing, over a draft of an older shape', async () => {
    localStorage.setItem(KEY, JSON.stringify({ version: 0, colleges: [42] }));
    stubApi(calculatorRoutes());
    open();
    expect(await screen.findByLabelText('Home state')).toHaveValue('');
    expect(screen.queryByText(RESTORED)).not.toBeInTheDocument();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('keeps a visitor’s form and draft when they sign in midway, as the account’s', async () => {
    stubApi({ ...calculatorRoutes(), ...userRoutes(emptyList()) });
    const { user, store } = open();
    const card = await typeScenario(user);
    act(() => void store.dispatch(storeUserToken('user-token')));
    expect(await screen.findByRole('heading', { name: 'My scenarios' })).toBeInTheDocument();
    expect(within(card).getByLabelText('Loans per year')).toHaveValue('5,500');
    await user.type(screen.getByLabelText('Scenario name (optional)'), 'Plan A');
    expect(stored()?.form).toMatchObject({ name: 'Plan A', homeState: 'AL' });

    reopen(signedIn());
    expect(await screen.findByText(RESTORED)).toBeInTheDocument();
    expect(screen.getByLabelText('Scenario name (optional)')).toHaveValue('Plan A');
  });

  it('forgets the draft once the scenario is saved', async () => {
    stubApi({
      ...calculatorRoutes(),
      ...userRoutes(emptyList()),
      'POST /scenario': (body) =>
        jsonResponse(201, { ...savedScenario('sc-1', body as ScenarioInput), message: 'Saved.' }),
    });
    const { user, router } = open(signedIn());
    await typeScenario(user);
    expect(localStorage.getItem(KEY)).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save scenario' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/collegeSelection/results/sc-1'),
    );
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('empties the form and forgets the draft when the account signs out (a shared computer)', async () => {
    stubApi({ ...calculatorRoutes(), ...userRoutes(emptyList()) });
    const { user, store } = open(signedIn());
    await typeScenario(user);
    // As when another tab signs out: this page stays open.
    act(() => void store.dispatch(logout()));
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: ALABAMA_NAME })).not.toBeInTheDocument(),
    );
    expect(screen.getByLabelText('Home state')).toHaveValue('');
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
