import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SCENARIO_SHARE_TEXT, type ScenarioInput, type ScenarioShare } from '@degreeworth/core';
import { toast } from '@/lib/toast';
import { apiErrorResponse, callsTo, jsonResponse, stubApi } from '@/testing/fetch-stub';
import { signedIn } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { ALABAMA, collegeInput, savedScenario } from '@/testing/scenario-fixtures';

/*
 * "Share with family" on a saved scenario's results page: a read-only link made with
 * POST /scenario/{id}/share, shown with a Copy button, stopped with DELETE after a confirmation.
 */

const input: ScenarioInput = {
  name: 'Plan A',
  home_state: 'AL',
  colleges: [collegeInput(ALABAMA, { grants: 5000, loans_per_year: 5500 })],
  assumptions: { discount_rate: 3, salary_growth: 0, tax_rate: 0, baseline_earnings: null },
};
const saved = savedScenario('sc-9', input);
const TOKEN = 'q3Zb1n8T0yF5mWc2VdXh7LpR4sA9eGu6jNiYoQxBzEk';
const LINK: ScenarioShare = {
  token: TOKEN,
  url: `http://localhost/#/shared/${TOKEN}`,
  created_at: '2025-03-03T10:00:00.000Z',
};
const EXPLAIN = 'Anyone with this link can see these results, not change them.';

type Handler = () => Response | Promise<Response>;

function openResults(routes: Record<string, Handler>) {
  const fetchMock = stubApi({ 'GET /scenario/sc-9': () => jsonResponse(200, saved), ...routes });
  const view = renderWithProviders({
    route: '/collegeSelection/results/sc-9',
    preloadedState: signedIn(),
  });
  return { fetchMock, ...view };
}

const section = () => screen.getByRole('region', { name: 'Share with family' });

describe('"Share with family" on /collegeSelection/results/{id}', () => {
  it('makes a link, shows it focused with what it allows, and copies it with the keyboard', async () => {
    const success = vi.spyOn(toast, 'success');
    const { fetchMock, user } = openResults({
      'GET /scenario/sc-9/share': () => jsonResponse(200, { share: null }),
      'POST /scenario/sc-9/share': () =>
        jsonResponse(201, { message: SCENARIO_SHARE_TEXT.created, share: LINK }),
    });
    const create = await within(
      await screen.findByRole('region', { name: 'Share with family' }),
    ).findByRole('button', { name: 'Create a share link' });
    expect(section()).toHaveTextContent(EXPLAIN);
    await user.click(create);

    const field = await within(section()).findByLabelText('Share link');
    expect(field).toHaveValue(LINK.url);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(EXPLAIN);
    expect(success).toHaveBeenCalledWith(SCENARIO_SHARE_TEXT.created);
    expect(callsTo(fetchMock, 'POST /scenario/sc-9/share')).toEqual([
      { body: undefined, authorization: 'Bearer user-token' },
    ]);

    await user.tab();
    expect(within(section()).getByRole('button', { name: 'Copy link' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await within(section()).findByText('Copied!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(LINK.url);
  });

  it('shows the link made before, and stops it only once confirmed', async () => {
    const success = vi.spyOn(toast, 'success');
    const { fetchMock, user } = openResults({
      'GET /scenario/sc-9/share': () => jsonResponse(200, { share: LINK }),
      'DELETE /scenario/sc-9/share': () =>
        jsonResponse(200, { message: SCENARIO_SHARE_TEXT.stopped }),
    });
    const field = await screen.findByLabelText('Share link');
    expect(field).toHaveValue(LINK.url);
    expect(field).not.toHaveFocus();

    await user.click(within(section()).getByRole('button', { name: 'Stop sharing' }));
    const dialog = screen.getByRole('dialog', { name: 'Stop sharing these results?' });
    expect(dialog).toHaveAccessibleDescription(
      'The link stops working at once for everyone who has it. You can share again later: that makes a new link.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep sharing' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetchMock, 'DELETE /scenario/sc-9/share')).toEqual([]);
    expect(screen.getByLabelText('Share link')).toHaveValue(LINK.url);

    await user.click(within(section()).getByRole('button', { name: 'Stop sharing' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Stop sharing' }),
    );
    const create = await within(section()).findByRole('button', { name: 'Create a share link' });
    expect(create).toHaveFocus();
    expect(screen.queryByLabelText('Share link')).toBeNull();
    expect(success).toHaveBeenCalledWith(SCENARIO_SHARE_TEXT.stopped);
    expect(callsTo(fetchMock, 'DELETE /scenario/sc-9/share')).toHaveLength(1);
  });

  it('keeps the button busy while the link is made, and says when it could not be', async () => {
    const apiError = vi.spyOn(toast, 'apiError');
    let answer: (response: Response) => void = () => undefined;
    const { user } = openResults({
      'GET /scenario/sc-9/share': () => jsonResponse(200, { share: null }),
      'POST /scenario/sc-9/share': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const create = await screen.findByRole('button', { name: 'Create a share link' });
    await user.click(create);
    expect(create).toBeDisabled();
    expect(create).toHaveAttribute('aria-busy', 'true');
    answer(apiErrorResponse(500, ''));
    await waitFor(() =>
      expect(apiError).toHaveBeenCalledWith(
        expect.anything(),
        'The share link could not be created. Please try again.',
      ),
    );
    expect(create).toBeEnabled();
    expect(screen.queryByLabelText('Share link')).toBeNull();
  });

  it('says while it loads whether the scenario is shared, and offers to try again when that fails', async () => {
    let fail = true;
    let answer: (response: Response) => void = () => undefined;
    const { user } = openResults({
      'GET /scenario/sc-9/share': () =>
        fail
          ? new Promise<Response>((resolve) => (answer = resolve))
          : jsonResponse(200, { share: LINK }),
    });
    expect(await screen.findByText('Loading the share link…')).toHaveAttribute('role', 'status');
    answer(apiErrorResponse(500, ''));
    const alert = await within(section()).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Whether these results are shared could not be loaded. Please try again.',
    );
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Share link')).toHaveValue(LINK.url);
  });
});
