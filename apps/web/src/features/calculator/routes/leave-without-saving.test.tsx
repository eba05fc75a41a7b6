import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ScenarioInput } from '@degreeworth/core';
import { logout } from '@/lib/session';
import { jsonResponse, stubApi } from '@/testing/fetch-stub';
import { signedIn } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import type { RootState } from '@/lib/store';
import { ALABAMA, collegeInput, savedScenario } from '@/testing/scenario-fixtures';
import { calculatorRoutes, emptyList, userRoutes } from '../testing/calculator-routes';

const ALABAMA_NAME = 'The University of Alabama';
const QUESTION = 'Leave without saving?';
const saved = savedScenario('sc-1', {
  name: 'Close to home',
  home_state: 'AL',
  colleges: [collegeInput(ALABAMA)],
  assumptions: { discount_rate: 3, salary_growth: 0, tax_rate: 0, baseline_earnings: null },
});

const open = (route: string, preloadedState?: Partial<RootState>) =>
  renderWithProviders({ route, preloadedState });
/** An in-app navigation, as a link or the navbar makes it. */
const go = (router: ReturnType<typeof open>['router'], to: string) =>
  act(() => router.navigate(to));
const path = (router: ReturnType<typeof open>['router']) => router.state.location.pathname;

/** A reload or closing the tab: true when the page asks the browser to confirm. */
function unloadAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

function editRoutes(extra = {}) {
  return {
    ...calculatorRoutes(),
    ...userRoutes(emptyList()),
    'GET /scenario/sc-1': () => jsonResponse(200, saved),
    ...extra,
  };
}

/** Room for the whole app's first render on a busy machine. */
const SLOW_MACHINE = { timeout: 20_000 };
/** The first search of a test file can take over a second on a busy machine. */
const FIRST_SEARCH = { timeout: 10_000 };

describe('leaving the edit page with unsaved changes', SLOW_MACHINE, () => {
  it('leaves without asking while nothing changed', async () => {
    stubApi(editRoutes());
    const { router } = open('/editscenario/sc-1', signedIn());
    await screen.findByRole('group', { name: ALABAMA_NAME });
    expect(unloadAsks()).toBe(false);
    await go(router, '/about');
    expect(path(router)).toBe('/about');
  });

  it('asks "Leave without saving?": Stay keeps the changes, Leave goes on', async () => {
    stubApi(editRoutes());
    const { user, router } = open('/editscenario/sc-1', signedIn());
    const card = await screen.findByRole('group', { name: ALABAMA_NAME });
    await user.type(within(card).getByLabelText('Loans per year'), '12000');
    await go(router, '/about');
    const dialog = screen.getByRole('dialog', { name: QUESTION });
    expect(dialog).toHaveAccessibleDescription(
      'Your changes to this scenario are not saved. If you leave now, they are lost.',
    );
    expect(path(router)).toBe('/editscenario/sc-1');

    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(screen.queryByRole('dialog', { name: QUESTION })).not.toBeInTheDocument();
    expect(path(router)).toBe('/editscenario/sc-1');
    expect(within(card).getByLabelText('Loans per year')).toHaveValue('12,000');

    await go(router, '/about');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: QUESTION })).not.toBeInTheDocument();
    expect(path(router)).toBe('/editscenario/sc-1');

    await go(router, '/about');
    await user.click(screen.getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(path(router)).toBe('/about'));
  });

  it('asks the browser to confirm a reload or closing the tab once something changed', async () => {
    stubApi(editRoutes());
    const { user } = open('/editscenario/sc-1', signedIn());
    const card = await screen.findByRole('group', { name: ALABAMA_NAME });
    expect(unloadAsks()).toBe(false);
    await user.selectOptions(within(card).getByLabelText('Housing'), 'off_campus');
    expect(unloadAsks()).toBe(true);
    await user.selectOptions(within(card).getByLabelText('Housing'), 'on_campus');
    expect(unloadAsks()).toBe(false);
  });

  it('never asks when saving takes the person to the results', async () => {
    stubApi(
      editRoutes({
        'PUT /scenario/sc-1': (body: unknown) =>
          jsonResponse(200, { ...savedScenario('sc-1', body as ScenarioInput), message: 'Saved.' }),
      }),
    );
    const { user, router } = open('/editscenario/sc-1', signedIn());
    const card = await screen.findByRole('group', { name: ALABAMA_NAME });
    await user.type(within(card).getByLabelText('Loans per year'), '9');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(path(router)).toBe('/collegeSelection/results/sc-1'));
    expect(screen.queryByRole('dialog', { name: QUESTION })).not.toBeInTheDocument();
    expect(unloadAsks()).toBe(false);
  });
});

describe('leaving the new-scenario form with what was typed', SLOW_MACHINE, () => {
  it('leaves an untouched form without asking', async () => {
    stubApi(calculatorRoutes());
    const { router } = open('/collegeSelection');
    await screen.findByLabelText('Home state');
    await go(router, '/about');
    expect(path(router)).toBe('/about');
  });

  it('asks first, saying the draft stays in this browser; a reload does not ask', async () => {
    stubApi(calculatorRoutes());
    const { user, router } = open('/collegeSelection');
    await user.selectOptions(await screen.findByLabelText('Home state'), 'AL');
    await user.type(screen.getByRole('combobox', { name: 'Add a college' }), 'Alab');
    const option = { name: new RegExp(`^${ALABAMA_NAME}`) };
    await user.click(await screen.findByRole('option', option, FIRST_SEARCH));
    await screen.findByRole('group', { name: ALABAMA_NAME });
    expect(unloadAsks()).toBe(false);
    await go(router, '/about');
    const dialog = screen.getByRole('dialog', { name: QUESTION });
    expect(dialog).toHaveAccessibleDescription(
      'This scenario is not saved yet. This browser keeps it for 3 days, so you can come back ' +
        'and save it.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(path(router)).toBe('/about'));
    expect(localStorage.getItem('calculatorDraft')).not.toBeNull();
  });

  it('does not ask on the way to the student’s code screen, nor when the address only loses its link', async () => {
    stubApi(calculatorRoutes());
    const { user, router } = open('/collegeSelection');
    await user.selectOptions(await screen.findByLabelText('Home state'), 'AL');
    await go(router, '/collegeSelection?utm=mail');
    expect(router.state.location.search).toBe('?utm=mail');
    await go(router, '/verification/maya%40example.com');
    expect(path(router)).toBe('/verification/maya%40example.com');
    expect(screen.queryByRole('dialog', { name: QUESTION })).not.toBeInTheDocument();
  });

  it('does not ask when signing out leaves for the home page', async () => {
    stubApi({ ...calculatorRoutes(), ...userRoutes(emptyList()) });
    const { user, router, store } = open('/collegeSelection', signedIn());
    await user.selectOptions(await screen.findByLabelText('Home state'), 'AL');
    // As the navbar's Logout does: the session ends, then the home page opens.
    act(() => {
      store.dispatch(logout());
      void router.navigate('/');
    });
    await waitFor(() => expect(path(router)).toBe('/'));
    expect(screen.queryByRole('dialog', { name: QUESTION })).not.toBeInTheDocument();
  });
});
