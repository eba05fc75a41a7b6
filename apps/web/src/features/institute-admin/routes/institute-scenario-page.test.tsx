import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type CoachedScenarioResponse,
  formatMoney,
  INSTITUTE_TEXT,
  type ScenarioComment,
  type ScenarioInput,
} from '@degreeworth/core';
import { expectAdminToast } from '@/testing/admin-toast';
import { captureDownloads } from '@/testing/downloads';
import { callsOf, jsonResponse } from '@/testing/fetch-stub';
import {
  ALABAMA,
  calculatorReference,
  collegeInput,
  savedScenario,
} from '@/testing/scenario-fixtures';
import { comment, instituteMe, SLUG, student } from '../testing/institute-fixtures';
import { renderInstitute } from '../testing/render-institute';

const input: ScenarioInput = {
  name: 'Plan A',
  home_state: 'AL',
  colleges: [collegeInput(ALABAMA, { grants: 5000, loans_per_year: 5500 })],
  assumptions: { discount_rate: 3, salary_growth: 0, tax_rate: 0, baseline_earnings: null },
};
const { scenario } = savedScenario('sc-9', input);
const SAM = student();
const ALABAMA_NAME = 'The University of Alabama';
const OWN = comment();
const OTHER = comment({
  id: 'cm-2',
  author: { id: 'adm-3', name: 'Dana Other', role: 'counselor' },
  body: 'Consider a community college first.',
});

const coached = (comments: ScenarioComment[]): CoachedScenarioResponse => ({
  student: { id: SAM.id, name: SAM.name, email: SAM.email },
  scenario,
  comments,
});
const route = `/${SLUG}/admin/scenarios/sc-9`;
const routesWith = (comments: () => ScenarioComment[]) => ({
  'GET /institute/scenarios/sc-9': () => jsonResponse(200, coached(comments())),
  'GET /calculator/reference': () => jsonResponse(200, calculatorReference()),
});

describe('/{institute}/admin/users/{id}: a student’s scenarios', () => {
  it('lists the scenarios with their comment counts, each opening read-only', async () => {
    const { user, router } = renderInstitute(`/${SLUG}/admin/users/st-1`, {
      'GET /institute/instituteUsers/st-1/scenarios': () =>
        jsonResponse(200, {
          student: SAM,
          scenarios: [{ ...scenario, results: undefined, comments: 2, unread_replies: 1 }],
        }),
      ...routesWith(() => []),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sam Student' })).toBeVisible();
    const row = screen.getByRole('row', { name: /Plan A/ });
    expect(row).toHaveTextContent(`Plan A${ALABAMA_NAME}2(1 unread reply)March 2, 2025`);
    await user.click(within(row).getByRole('link', { name: 'Plan A' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(route));
  });

  it('says when the student has not saved a scenario yet', async () => {
    renderInstitute(`/${SLUG}/admin/users/st-1`, {
      'GET /institute/instituteUsers/st-1/scenarios': () =>
        jsonResponse(200, { student: SAM, scenarios: [] }),
    });
    expect(await screen.findByText('Sam Student has not saved a scenario yet.')).toBeVisible();
  });
});

describe('/{institute}/admin/scenarios/{id}: coaching', () => {
  it('shows the scenario’s results read-only, without the student’s edit and save controls', async () => {
    renderInstitute(
      route,
      routesWith(() => [OWN]),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Plan A' })).toBeVisible();
    expect(
      screen.getByText(/Sam Student \(sam@lincoln\.test\) · saved March 2, 2025 · Alabama/),
    ).toBeVisible();
    const card = screen.getByRole('article', { name: ALABAMA_NAME });
    const npv = scenario.results.colleges[0]!.roi.outcome.npv[20].value!;
    expect(card).toHaveTextContent(formatMoney(npv));
    expect(screen.getByRole('region', { name: 'Assumptions' })).toHaveTextContent(
      'Discount rate (%)3%',
    );
    expect(screen.queryByRole('button', { name: 'Save assumptions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit scenario' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Email me the PDF' })).not.toBeInTheDocument();
  });

  it('lists the comments with author, role, date and line breaks', async () => {
    renderInstitute(
      route,
      routesWith(() => [OWN, OTHER]),
    );
    const thread = await screen.findByRole('region', { name: 'Comments (2)' });
    const first = within(thread).getByRole('article', { name: 'Carl Counselor' });
    expect(first).toHaveTextContent('Carl Counselor · Counselor · October 2, 2025');
    expect(within(first).getByText(/Look at the loan payments\./)).toHaveClass(
      'whitespace-pre-line',
    );
  });

  it('shows the student’s reply as the student’s, and marks it read', async () => {
    const reply = comment({
      id: 'cm-9',
      author: { id: 'st-1', name: 'Sam Student', role: 'student' },
      body: 'Thanks! I will ask about the grant.',
    });
    const { fetchMock } = renderInstitute(route, {
      ...routesWith(() => [OWN, reply]),
      'POST /institute/scenarios/sc-9/comments/read': () =>
        jsonResponse(200, { message: 'Marked as read.' }),
    });
    const thread = await screen.findByRole('region', { name: 'Comments (2)' });
    expect(within(thread).getByRole('article', { name: 'Sam Student' })).toHaveTextContent(
      'Sam Student · Student · October 2, 2025',
    );
    await waitFor(() =>
      expect(callsOf(fetchMock, 'POST /institute/scenarios/sc-9/comments/read')).toHaveLength(1),
    );
  });

  it('marks nothing read when the student has not replied', async () => {
    const { fetchMock } = renderInstitute(
      route,
      routesWith(() => [OWN]),
    );
    await screen.findByRole('region', { name: 'Comments (1)' });
    expect(callsOf(fetchMock, 'POST /institute/scenarios/sc-9/comments/read')).toHaveLength(0);
  });

  it('adds a comment with a character count, toasts and reloads the thread', async () => {
    let comments = [OTHER];
    const added = comment({
      id: 'cm-3',
      body: 'Great plan.',
      author: { id: 'adm-1', name: 'Olivia Owner', role: 'owner' },
    });
    const { user, fetchMock } = renderInstitute(route, {
      ...routesWith(() => comments),
      'POST /institute/scenarios/sc-9/comments': () => {
        comments = [OTHER, added];
        return jsonResponse(201, { message: INSTITUTE_TEXT.commentAdded, comment: added });
      },
    });
    const box = await screen.findByLabelText('Your comment');
    expect(box).toHaveAccessibleDescription(/^0 \/ 2,000 characters\./);
    await user.type(box, 'Great plan.');
    expect(box).toHaveAccessibleDescription(/^11 \/ 2,000 characters\./);
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    await expectAdminToast(INSTITUTE_TEXT.commentAdded, 'success');
    expect(callsOf(fetchMock, 'POST /institute/scenarios/sc-9/comments')[0]).toEqual({
      body: { body: 'Great plan.' },
      authorization: 'Bearer institute-token',
    });
    expect(await screen.findByRole('region', { name: 'Comments (2)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your comment')).toHaveValue('');
  });

  it('says "This field is required." for an empty comment', async () => {
    const { user, fetchMock } = renderInstitute(
      route,
      routesWith(() => []),
    );
    await user.click(await screen.findByRole('button', { name: 'Post comment' }));
    expect(screen.getByLabelText('Your comment')).toHaveAccessibleDescription(
      /This field is required\./,
    );
    expect(callsOf(fetchMock, 'POST /institute/scenarios/sc-9/comments')).toHaveLength(0);
  });

  it('lets a counselor delete their own comment only, after confirming', async () => {
    let comments = [OWN, OTHER];
    const { user, fetchMock } = renderInstitute(
      route,
      {
        ...routesWith(() => comments),
        'DELETE /institute/comments/cm-1': () => {
          comments = [OTHER];
          return jsonResponse(200, { message: INSTITUTE_TEXT.commentDeleted });
        },
      },
      instituteMe('counselor'),
    );
    await screen.findByRole('region', { name: 'Comments (2)' });
    expect(screen.queryByRole('button', { name: 'Delete the comment of Dana Other' })).toBeNull();
    await user.click(
      await screen.findByRole('button', { name: 'Delete the comment of Carl Counselor' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete this comment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectAdminToast(INSTITUTE_TEXT.commentDeleted, 'success');
    expect(await screen.findByRole('region', { name: 'Comments (1)' })).toBeInTheDocument();
    expect(callsOf(fetchMock, 'DELETE /institute/comments/cm-1')).toHaveLength(1);
  });

  it('lets the institute admin delete any comment', async () => {
    renderInstitute(
      route,
      routesWith(() => [OWN, OTHER]),
    );
    expect(
      await screen.findByRole('button', { name: 'Delete the comment of Dana Other' }),
    ).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Delete the comment of Carl Counselor' }),
    ).toBeVisible();
  });

  it('downloads the PDF with the institute token', async () => {
    const { saved } = captureDownloads('blob:coached-pdf');
    const { user, fetchMock } = renderInstitute(route, {
      ...routesWith(() => []),
      'GET /institute/scenarios/sc-9/pdf': () =>
        new Response(new Uint8Array([37, 80, 68, 70]), {
          status: 200,
          headers: { 'Content-Type': 'application/pdf' },
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual(['degreeworth-plan-a.pdf blob:coached-pdf']));
    expect(callsOf(fetchMock, 'GET /institute/scenarios/sc-9/pdf')[0]?.authorization).toBe(
      'Bearer institute-token',
    );
  });
});
