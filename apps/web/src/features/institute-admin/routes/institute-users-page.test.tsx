import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INSTITUTE_TEXT, type ListedStudent } from '@degreeworth/core';
import { expectAdminToast, expectReadFailure } from '@/testing/admin-toast';
import { captureDownloads } from '@/testing/downloads';
import {
  apiErrorResponse,
  callsOf,
  formFields,
  jsonResponse,
  queriesTo,
} from '@/testing/fetch-stub';
import { TEXT } from '../institute-texts';
import { instituteMe, listedStudent, SLUG, studentsPage } from '../testing/institute-fixtures';
import { renderInstitute } from '../testing/render-institute';

const route = `/${SLUG}/admin/users`;
const SAM = listedStudent();
const IVY = listedStudent({
  id: 'st-2',
  name: 'Ivy Invited',
  email: 'ivy@lincoln.test',
  status: 'invited',
  scenarios: 0,
  last_active_at: null,
  best_npv: null,
  attention: ['no_scenario'],
});
const RAY = listedStudent({
  id: 'st-3',
  name: 'Ray Risk',
  email: 'ray@lincoln.test',
  unread_replies: 2,
  best_npv: -45_000,
  earnings_test_at_risk: true,
  attention: ['no_positive_npv', 'earnings_test_at_risk'],
});
const listOf = (items: () => ListedStudent[]) => () => jsonResponse(200, studentsPage(items()));

describe('/{institute}/admin/users (students)', () => {
  it('lists the students with the seats; each name opens the student’s scenarios', async () => {
    const { user, router } = renderInstitute(route, {
      'GET /institute/instituteUsers': listOf(() => [SAM, IVY, RAY]),
    });
    const sam = await screen.findByRole('row', { name: /Sam Student/ });
    expect(sam).toHaveTextContent(
      'Sam Studentsam@lincoln.testActiveOctober 1, 20252$120,000None at riskNothingSeptember 1, 2025',
    );
    // No scenario: the figure is not there, and it never reads as $0.
    expect(screen.getByRole('row', { name: /Ivy Invited/ })).toHaveTextContent(
      'InvitedNever signed in0No scenario yetNone at riskNo scenario yet',
    );
    expect(screen.getByRole('row', { name: /Ray Risk/ })).toHaveTextContent(
      'Ray Risk2 unread replies',
    );
    expect(screen.getByRole('row', { name: /Ray Risk/ })).toHaveTextContent(
      '−$45,000At riskNegative 20-year NPV at every collegeProgram at risk under the earnings test',
    );
    // Only an invited student can be sent the invite again.
    expect(screen.getByRole('button', { name: 'Resend invite to Ivy Invited' })).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Resend invite to Sam Student' }),
    ).not.toBeInTheDocument();
    expect(screen.getByText('Seats: 3 of 50 used')).toBeInTheDocument();
    await user.click(within(sam).getByRole('link', { name: 'Sam Student' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${SLUG}/admin/users/st-1`));
  });

  it('searches and pages through the address', async () => {
    const { user, fetchMock, router } = renderInstitute(route, {
      'GET /institute/instituteUsers': () => jsonResponse(200, studentsPage([SAM], { total: 120 })),
    });
    const search = await screen.findByRole('search', { name: 'Students' });
    await user.type(within(search).getByLabelText('Search by name or email'), ' sam ');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=sam&page=2'));
    await waitFor(() =>
      expect(queriesTo(fetchMock, '/institute/instituteUsers').map(String)).toEqual([
        'page=1',
        'page=1&search=sam',
        'page=2&search=sam',
      ]),
    );
    expect(screen.getByText('Page 1 of 3 (120 students)')).toBeInTheDocument();
  });

  it('sorts by a column header, keeps the order in the address and turns it around on a second click', async () => {
    const { user, fetchMock, router } = renderInstitute(route, {
      'GET /institute/instituteUsers': listOf(() => [SAM]),
    });
    const table = await screen.findByRole('table', { name: 'Students' });
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(within(table).getByRole('button', { name: 'Best net gain (20 years)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=best_npv'));
    expect(
      await within(table).findByRole('columnheader', { name: /Best net gain/ }),
    ).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(table).getByRole('button', { name: 'Best net gain (20 years)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=best_npv&direction=asc'));
    await user.click(within(table).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() =>
      expect(queriesTo(fetchMock, '/institute/instituteUsers').map(String)).toEqual([
        'page=1',
        'page=1&sort=best_npv',
        'page=1&sort=best_npv&direction=asc',
      ]),
    );
  });

  it('filters from the Show select, and says so when nobody matches', async () => {
    const { user, fetchMock, router } = renderInstitute(`${route}?page=3`, {
      'GET /institute/instituteUsers': (_body, _init, query) =>
        jsonResponse(200, studentsPage(query?.has('filter') ? [] : [SAM])),
    });
    await screen.findByRole('row', { name: /Sam Student/ });
    await user.selectOptions(screen.getByLabelText('Show'), 'Needs attention (any reason)');
    await waitFor(() => expect(router.state.location.search).toBe('?filter=needs_attention'));
    expect(
      await screen.findByText(
        'No students match. Choose "All students" or clear the search to see everyone.',
      ),
    ).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Show'), 'No scenario yet');
    await waitFor(() =>
      expect(queriesTo(fetchMock, '/institute/instituteUsers').map(String)).toContain(
        'page=1&filter=no_scenario',
      ),
    );
  });

  it('opens narrowed to a dashboard bar, names the bar, and shows everyone again', async () => {
    const { user, fetchMock, router } = renderInstitute(`${route}?npv_bar=1`, {
      'GET /institute/instituteUsers': listOf(() => [SAM]),
    });
    expect(
      await screen.findByText(
        'Students with a college in the bar “$0–$100k” of Net gain at 20 years.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show all students' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(queriesTo(fetchMock, '/institute/instituteUsers').map(String)).toEqual([
      'page=1&npv_bar=1',
      'page=1',
    ]);
  });

  it('ignores a bar the dashboard does not have', async () => {
    const { fetchMock } = renderInstitute(`${route}?npv_bar=9`, {
      'GET /institute/instituteUsers': listOf(() => [SAM]),
    });
    await screen.findByRole('row', { name: /Sam Student/ });
    expect(screen.queryByText(/Students with a college in the bar/)).not.toBeInTheDocument();
    expect(queriesTo(fetchMock, '/institute/instituteUsers').map(String)).toEqual(['page=1']);
  });

  it('names the never-breaks-even bar', async () => {
    renderInstitute(`${route}?break_even_bar=never`, {
      'GET /institute/instituteUsers': listOf(() => [SAM]),
    });
    expect(
      await screen.findByText(
        'Students with a college in the bar “Does not break even within 40 years” of Break-even year.',
      ),
    ).toBeVisible();
  });

  it('sends an invited student their invite again, and a held-back one says why', async () => {
    let answer = () => jsonResponse(200, { message: INSTITUTE_TEXT.inviteResent });
    const { user, fetchMock } = renderInstitute(
      route,
      {
        'GET /institute/instituteUsers': listOf(() => [SAM, IVY]),
        'POST /institute/instituteUsers/st-2/resend-invite': () => answer(),
      },
      instituteMe('counselor'),
    );
    await user.click(await screen.findByRole('button', { name: 'Resend invite to Ivy Invited' }));
    await expectAdminToast(INSTITUTE_TEXT.inviteResent, 'success');
    answer = () => apiErrorResponse(429, INSTITUTE_TEXT.inviteCooldown);
    await user.click(screen.getByRole('button', { name: 'Resend invite to Ivy Invited' }));
    await expectAdminToast(INSTITUTE_TEXT.inviteCooldown, 'error');
    expect(callsOf(fetchMock, 'POST /institute/instituteUsers/st-2/resend-invite')).toHaveLength(2);
  });

  it('reminds everyone who has not started after a confirm, and keeps what was sent on the page', async () => {
    const message = INSTITUTE_TEXT.remindersSent(30, 6);
    const { user, fetchMock } = renderInstitute(route, {
      'GET /institute/instituteUsers': listOf(() => [SAM, IVY]),
      'POST /institute/instituteUsers/remind': () =>
        jsonResponse(200, { message, sent: 30, held_back: 6 }),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Remind all who have not started' }),
    );
    const dialog = screen.getByRole('dialog', {
      name: 'Remind every student who has not signed in?',
    });
    expect(dialog).toHaveAccessibleDescription(
      /Students invited or reminded in the last 24 hours are left out\./,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send reminders' }));
    await expectAdminToast(message, 'success');
    expect(screen.getByRole('status')).toHaveTextContent(
      '30 reminders sent. 6 held back: those students were invited in the last 24 hours or had too many emails today.',
    );
    expect(callsOf(fetchMock, 'POST /institute/instituteUsers/remind')).toHaveLength(1);
  });

  it('adds a student, toasts the server message and reloads the list', async () => {
    let items = [SAM];
    const { user, fetchMock } = renderInstitute(route, {
      'GET /institute/instituteUsers': listOf(() => items),
      'POST /institute/instituteUsers': () => {
        items = [SAM, IVY];
        return jsonResponse(201, {
          message: INSTITUTE_TEXT.studentAdded,
          user: IVY,
          invitation: null,
        });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add student' }));
    const form = within(screen.getByRole('dialog', { name: 'Add a student' })).getByRole('form');
    await user.type(within(form).getByLabelText('Name'), 'Ivy Invited');
    await user.type(within(form).getByLabelText('Email'), 'Ivy@Lincoln.test');
    await user.click(within(form).getByRole('button', { name: 'Add student' }));
    await expectAdminToast(INSTITUTE_TEXT.studentAdded, 'success');
    expect(callsOf(fetchMock, 'POST /institute/instituteUsers')[0]).toEqual({
      body: { name: 'Ivy Invited', email: 'ivy@lincoln.test' },
      authorization: 'Bearer institute-token',
    });
    expect(await screen.findByRole('row', { name: /Ivy Invited/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('checks the fields with the shared rules and shows a refused add in a toast', async () => {
    const { user } = renderInstitute(route, {
      'GET /institute/instituteUsers': listOf(() => [SAM]),
      'POST /institute/instituteUsers': () => apiErrorResponse(409, INSTITUTE_TEXT.seatsFull(50)),
    });
    await user.click(await screen.findByRole('button', { name: 'Add student' }));
    const form = within(screen.getByRole('dialog')).getByRole('form');
    await user.type(within(form).getByLabelText('Email'), 'not-an-email');
    await user.tab();
    expect(within(form).getByLabelText('Email')).toHaveAccessibleDescription(
      'Invalid email address.',
    );
    await user.clear(within(form).getByLabelText('Email'));
    await user.type(within(form).getByLabelText('Name'), 'Ivy');
    await user.type(within(form).getByLabelText('Email'), 'ivy@lincoln.test');
    await user.click(within(form).getByRole('button', { name: 'Add student' }));
    await expectAdminToast(INSTITUTE_TEXT.seatsFull(50), 'error');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('imports a CSV and toasts how many students were added', async () => {
    const { user, fetchMock } = renderInstitute(route, {
      'GET /institute/instituteUsers': listOf(() => [SAM]),
      'POST /institute/instituteUsers/import': () =>
        jsonResponse(201, {
          message: INSTITUTE_TEXT.studentsImported(3),
          imported: 3,
          invited: 0,
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = screen.getByRole('dialog', { name: 'Import students from a CSV file' });
    const file = new File(['name,email\nA,a@x.test\n'], 'class.csv', { type: 'text/csv' });
    await user.upload(within(dialog).getByLabelText('CSV file'), file);
    await user.click(within(dialog).getByRole('button', { name: 'Import students' }));
    await expectAdminToast(INSTITUTE_TEXT.studentsImported(3), 'success');
    const sent = formFields(callsOf(fetchMock, 'POST /institute/instituteUsers/import')[0]?.body);
    expect((sent.file as File).name).toBe('class.csv');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists every refused row of an import, and nothing is imported', async () => {
    const { user, fetchMock } = renderInstitute(route, {
      'GET /institute/instituteUsers': listOf(() => [SAM]),
      'POST /institute/instituteUsers/import': () =>
        jsonResponse(400, {
          statusCode: 400,
          error: 'Bad Request',
          code: 'VALIDATION_FAILED',
          message: INSTITUTE_TEXT.importFailed,
          errors: [
            { row: 3, field: 'email', message: 'Invalid email address.' },
            { row: 5, field: 'row', message: INSTITUTE_TEXT.csvColumns },
            { row: 7, field: 'email', message: INSTITUTE_TEXT.duplicateInFile(4) },
          ],
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Import students' }));
    expect(within(dialog).getByLabelText('CSV file')).toHaveAccessibleDescription(
      expect.stringContaining(INSTITUTE_TEXT.csvNoFile),
    );
    expect(callsOf(fetchMock, 'POST /institute/instituteUsers/import')).toHaveLength(0);
    const file = new File(['name,email\n'], 'class.csv', { type: 'text/csv' });
    await user.upload(within(dialog).getByLabelText('CSV file'), file);
    await user.click(within(dialog).getByRole('button', { name: 'Import students' }));
    await expectAdminToast(INSTITUTE_TEXT.importFailed, 'error');
    const rows = within(dialog).getByRole('list', { name: 'Rows to correct (3)' });
    expect(
      within(rows)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Row 3 · email: Invalid email address.',
      `Row 5: ${INSTITUTE_TEXT.csvColumns}`,
      'Row 7 · email: This email address is also on row 4.',
    ]);
    expect(callsOf(fetchMock, 'GET /institute/instituteUsers')).toHaveLength(1);
  });

  it('removes a student after a confirm that says they keep their account', async () => {
    let items = [SAM, IVY];
    const { user, fetchMock } = renderInstitute(route, {
      'GET /institute/instituteUsers': listOf(() => items),
      'DELETE /institute/instituteUsers/st-2': () => {
        items = [SAM];
        return jsonResponse(200, { message: INSTITUTE_TEXT.studentRemoved });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Ivy Invited' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Ivy Invited?' });
    expect(dialog).toHaveAccessibleDescription(
      /They keep their DegreeWorth account and saved scenarios as a free individual account\./,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expectAdminToast(INSTITUTE_TEXT.studentRemoved, 'success');
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /Ivy Invited/ })).not.toBeInTheDocument(),
    );
    expect(callsOf(fetchMock, 'DELETE /institute/instituteUsers/st-2')).toHaveLength(1);
  });

  it('adding an address with its own account lists the invitation under the students', async () => {
    const OLIVIA = {
      id: 'user-9',
      name: 'Olivia Own',
      email: 'olivia@example.com',
      invited_at: '2026-11-30T09:00:00.000Z',
    };
    let invitations: (typeof OLIVIA)[] = [];
    const message = INSTITUTE_TEXT.invitationSent(OLIVIA.email);
    const { user, fetchMock } = renderInstitute(route, {
      'GET /institute/instituteUsers': listOf(() => [SAM]),
      'GET /institute/invitations': () => jsonResponse(200, { invitations }),
      'POST /institute/instituteUsers': () => {
        invitations = [OLIVIA];
        return jsonResponse(201, { message, user: null, invitation: OLIVIA });
      },
      'DELETE /institute/invitations/user-9': () => {
        invitations = [];
        return jsonResponse(200, { message: INSTITUTE_TEXT.invitationWithdrawn });
      },
    });
    await screen.findByRole('row', { name: /Sam Student/ });
    expect(
      screen.queryByRole('heading', { name: TEXT.invitationsHeading }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add student' }));
    const form = within(screen.getByRole('dialog', { name: 'Add a student' })).getByRole('form');
    expect(form).toHaveTextContent(TEXT.addStudentNote);
    await user.type(within(form).getByLabelText('Name'), 'Olivia Own');
    await user.type(within(form).getByLabelText('Email'), 'olivia@example.com');
    await user.click(within(form).getByRole('button', { name: 'Add student' }));
    await expectAdminToast(message, 'success');

    const table = await screen.findByRole('region', { name: 'Invitations' });
    expect(within(table).getByRole('row', { name: /Olivia Own/ })).toHaveTextContent(
      'Olivia Ownolivia@example.comNovember 30, 2026',
    );
    expect(screen.getByText(TEXT.invitationsIntro)).toBeVisible();
    // Not a student: the students' table does not list the address.
    expect(
      within(screen.getByRole('region', { name: 'Students' })).queryByText(/olivia@example.com/),
    ).not.toBeInTheDocument();

    await user.click(
      within(table).getByRole('button', { name: 'Withdraw the invitation to Olivia Own' }),
    );
    const dialog = screen.getByRole('dialog', { name: TEXT.withdrawTitle('Olivia Own') });
    expect(dialog).toHaveAccessibleDescription(TEXT.withdrawNote);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await expectAdminToast(INSTITUTE_TEXT.invitationWithdrawn, 'success');
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { name: TEXT.invitationsHeading }),
      ).not.toBeInTheDocument(),
    );
    expect(callsOf(fetchMock, 'DELETE /institute/invitations/user-9')[0]?.authorization).toBe(
      'Bearer institute-token',
    );
  });

  it('shows a counselor the invitations without Withdraw unless they may add students', async () => {
    const invitation = {
      id: 'user-9',
      name: 'Olivia Own',
      email: 'olivia@example.com',
      invited_at: '2026-11-30T09:00:00.000Z',
    };
    for (const allowed of [false, true]) {
      const view = renderInstitute(
        route,
        {
          'GET /institute/instituteUsers': listOf(() => [SAM]),
          'GET /institute/invitations': () => jsonResponse(200, { invitations: [invitation] }),
        },
        instituteMe('counselor', { counselors_add_students: allowed }),
      );
      const table = await screen.findByRole('region', { name: 'Invitations' });
      expect(within(table).getByRole('row', { name: /Olivia Own/ })).toBeInTheDocument();
      await waitFor(() =>
        expect(within(table).queryAllByRole('button', { name: /^Withdraw/ }).length).toBe(
          allowed ? 1 : 0,
        ),
      );
      view.unmount();
    }
  });

  it('says when the invitations cannot be loaded, and tries again', async () => {
    let fail = true;
    const { user } = renderInstitute(route, {
      'GET /institute/instituteUsers': listOf(() => [SAM]),
      'GET /institute/invitations': () =>
        fail ? apiErrorResponse(500, '') : jsonResponse(200, { invitations: [] }),
    });
    const alert = await screen.findByText(TEXT.invitationsFailed);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText(TEXT.invitationsFailed)).not.toBeInTheDocument());
  });

  it('shows a counselor the list read-only', async () => {
    renderInstitute(
      route,
      { 'GET /institute/instituteUsers': listOf(() => [SAM]) },
      instituteMe('counselor'),
    );
    await screen.findByRole('row', { name: /Sam Student/ });
    expect(
      await screen.findByText(/The institute admin adds and removes students\./),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add student' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download class report (CSV)' })).toBeVisible();
  });

  it('lets a counselor add and import when the institute admin allows it, never remove', async () => {
    renderInstitute(
      route,
      { 'GET /institute/instituteUsers': listOf(() => [SAM]) },
      instituteMe('counselor', { counselors_add_students: true }),
    );
    await screen.findByRole('row', { name: /Sam Student/ });
    expect(await screen.findByRole('button', { name: 'Add student' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Import CSV' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'You can add and import students, read them and their scenarios. The institute admin removes students.',
      ),
    ).toBeVisible();
  });

  it('downloads the class report with the institute token', async () => {
    const { saved } = captureDownloads('blob:class-report');
    const { user, fetchMock } = renderInstitute(route, {
      'GET /institute/instituteUsers': listOf(() => [SAM]),
      'GET /institute/report.csv': () =>
        new Response('name,email\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }),
    });
    await screen.findByText('Olivia Owner');
    await user.click(screen.getByRole('button', { name: 'Download class report (CSV)' }));
    await waitFor(() =>
      expect(saved).toEqual(['degreeworth-lincoln-high-report.csv blob:class-report']),
    );
    expect(callsOf(fetchMock, 'GET /institute/report.csv')[0]?.authorization).toBe(
      'Bearer institute-token',
    );
  });

  it('shows "Failed to fetch data." when the list fails without a message', async () => {
    renderInstitute(route, {
      'GET /institute/instituteUsers': () => new Response('', { status: 500 }),
    });
    await expectReadFailure('Failed to fetch data.');
  });
});
