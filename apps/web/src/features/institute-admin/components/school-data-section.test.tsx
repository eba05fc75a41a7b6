import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SCHOOL_DATA_TEXT as TEXT } from '@degreeworth/core';
import { expectAdminToast } from '@/testing/admin-toast';
import { captureDownloads } from '@/testing/downloads';
import { apiErrorResponse, callsOf, jsonResponse } from '@/testing/fetch-stub';
import { instituteMe, SLUG } from '../testing/institute-fixtures';
import { renderInstitute } from '../testing/render-institute';

/*
 * The Counselors page's "Your school's data" (the institute admin only): download the school's
 * student data as JSON, and delete it after a question that needs the school's name typed again.
 */
const route = `/${SLUG}/admin/subadmins`;
const counselors = { 'GET /institute/sub-users': () => jsonResponse(200, { sub_users: [] }) };
const section = () => screen.findByRole('region', { name: TEXT.sectionTitle });
const DELETED = {
  message: TEXT.deleted(12, 3, 40),
  removed_students: 12,
  deleted_accounts: 3,
  deleted_comments: 40,
};

describe("/{institute}/admin/subadmins: your school's data", () => {
  it('downloads the student data with the institute token as a dated JSON file', async () => {
    const { saved } = captureDownloads('blob:school-data');
    const { user, fetchMock } = renderInstitute(route, {
      ...counselors,
      'GET /institute/export': () => jsonResponse(200, { exported_at: '2026-11-30T10:00:00.000Z' }),
    });
    const region = await section();
    expect(region).toHaveTextContent(TEXT.exportIntro);
    await user.click(within(region).getByRole('button', { name: TEXT.exportButton }));
    await waitFor(() =>
      expect(saved).toEqual([
        expect.stringMatching(
          /^degreeworth-lincoln-high-students-\d{4}-\d{2}-\d{2}\.json blob:school-data$/,
        ),
      ]),
    );
    expect(callsOf(fetchMock, 'GET /institute/export')[0]?.authorization).toBe(
      'Bearer institute-token',
    );
  });

  it('is not shown to a counselor', async () => {
    const { fetchMock } = renderInstitute(route, counselors, instituteMe('counselor'));
    expect(
      await screen.findByText(
        'Only the institute admin can add, change or remove counselors. Ask them to make this change.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: TEXT.sectionTitle })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TEXT.exportButton })).not.toBeInTheDocument();
    expect(callsOf(fetchMock, 'GET /institute/export')).toHaveLength(0);
  });

  it('says what happens, deletes only once the exact name is typed, and shows the answer', async () => {
    const { user, fetchMock } = renderInstitute(route, {
      ...counselors,
      'POST /institute/delete-student-data': () => jsonResponse(200, DELETED),
    });
    await user.click(within(await section()).getByRole('button', { name: TEXT.deleteButton }));
    const dialog = screen.getByRole('dialog', { name: TEXT.deleteTitle });
    for (const line of TEXT.deleteConsequences) expect(dialog).toHaveTextContent(line);
    const confirm = within(dialog).getByRole('button', { name: TEXT.deleteConfirm });
    const typed = within(dialog).getByLabelText(TEXT.confirmLabel('Lincoln High'));
    expect(confirm).toBeDisabled();

    await user.type(typed, 'lincoln high');
    expect(confirm).toBeDisabled();
    expect(
      within(dialog).getByText(TEXT.confirmMismatch('Lincoln High'), {
        selector: '[id$="-error"]',
      }),
    ).toBeInTheDocument();

    await user.clear(typed);
    await user.type(typed, 'Lincoln High');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    await expectAdminToast(DELETED.message, 'success');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(await section()).getByRole('status')).toHaveTextContent(DELETED.message);
    expect(callsOf(fetchMock, 'POST /institute/delete-student-data')).toEqual([
      expect.objectContaining({
        body: { confirm: 'Lincoln High' },
        authorization: 'Bearer institute-token',
      }),
    ]);
  });

  it("keeps the question open with the server's refusal on the field; Keep the data sends nothing", async () => {
    const refusal = TEXT.confirmMismatch('Lincoln High');
    const { user, fetchMock } = renderInstitute(route, {
      ...counselors,
      'POST /institute/delete-student-data': () =>
        apiErrorResponse(400, refusal, { confirm: [refusal] }),
    });
    await user.click(within(await section()).getByRole('button', { name: TEXT.deleteButton }));
    let dialog = screen.getByRole('dialog', { name: TEXT.deleteTitle });
    await user.click(within(dialog).getByRole('button', { name: TEXT.deleteCancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsOf(fetchMock, 'POST /institute/delete-student-data')).toHaveLength(0);

    await user.click(within(await section()).getByRole('button', { name: TEXT.deleteButton }));
    dialog = screen.getByRole('dialog', { name: TEXT.deleteTitle });
    await user.type(within(dialog).getByLabelText(/Type your school's name/), 'Lincoln High');
    await user.click(within(dialog).getByRole('button', { name: TEXT.deleteConfirm }));
    expect(
      await within(dialog).findByText(refusal, { selector: '[id$="-error"]' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: TEXT.deleteTitle })).toBeVisible();
  });
});
