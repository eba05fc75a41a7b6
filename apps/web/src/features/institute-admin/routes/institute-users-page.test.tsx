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
});
const listOf = (items: () => ListedStudent[]) => () => jsonResponse(200, studentsPage(items()));

describe('/{institute}/admin/users (students)', () => {
  it('lists the students with the seats; each name opens the student’s scenarios', async () => {
    const { user, router } = renderInstitute(route, {
      'GET /institute/instituteUsers': listOf(() => [SAM, IVY]),
    });
    const sam = await screen.findByRole('row', { name: /Sam Student/ });
    expect(sam).toHaveTextContent('Sam Studentsam@lincoln.testActive2September 1, 2025');
    expect(screen.getByRole('row', { name: /Ivy Invited/ })).toHaveTextContent('Invited0');
    expect(screen.getByText('Seats: 2 of 50 used')).toBeInTheDocument();
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

  it('adds a student, toasts the server message and reloads the list', async () => {
    let items = [SAM];
    const { user, fetchMock } = renderInstitute(route, {
      'GET /institute/instituteUsers': listOf(() => items),
      'POST /institute/instituteUsers': () => {
        items = [SAM, IVY];
        return jsonResponse(201, { message: INSTITUTE_TEXT.studentAdded, user: IVY });
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
        jsonResponse(201, { message: INSTITUTE_TEXT.studentsImported(3), imported: 3 }),
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
