import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INSTITUTE_TEXT, type SubUser } from '@degreeworth/core';
import { expectAdminToast } from '@/testing/admin-toast';
import { apiErrorResponse, callsOf, jsonResponse } from '@/testing/fetch-stub';
import { instituteMe, SLUG, subUser } from '../testing/institute-fixtures';
import { renderInstitute } from '../testing/render-institute';

const route = `/${SLUG}/admin/subadmins`;
const OWNER = subUser({
  id: 'adm-1',
  name: 'Olivia Owner',
  email: 'olivia@lincoln.test',
  role: 'owner',
});
const CARL = subUser();
const listOf = (items: () => SubUser[]) => () => jsonResponse(200, { sub_users: items() });

describe('/{institute}/admin/subadmins (counselors)', () => {
  it('lists the counselors with their invite state; the institute admin is not editable', async () => {
    const PAT = subUser({
      id: 'adm-3',
      name: 'Pat Pending',
      email: 'pat@lincoln.test',
      password_set: false,
      invite_expires_at: '2025-10-09T10:00:00.000Z',
    });
    renderInstitute(route, { 'GET /institute/sub-users': listOf(() => [OWNER, CARL, PAT]) });
    const owner = await screen.findByRole('row', { name: /Olivia Owner/ });
    expect(owner).toHaveTextContent('Institute adminPassword setNot editable');
    expect(within(owner).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Carl Counselor/ })).toHaveTextContent(
      'carl@lincoln.testCounselorPassword set',
    );
    expect(screen.getByRole('row', { name: /Pat Pending/ })).toHaveTextContent(
      'Invite pending (link valid until October 9, 2025)',
    );
  });

  it('sends a pending counselor a new invite and shows the new expiry; none for a set password', async () => {
    let pat = subUser({
      id: 'adm-3',
      name: 'Pat Pending',
      email: 'pat@lincoln.test',
      password_set: false,
      invite_expires_at: '2025-10-09T10:00:00.000Z',
    });
    const { user, fetchMock } = renderInstitute(route, {
      'GET /institute/sub-users': listOf(() => [CARL, pat]),
      'POST /institute/sub-users/adm-3/resend-invite': () => {
        pat = { ...pat, invite_expires_at: '2025-10-20T10:00:00.000Z' };
        return jsonResponse(200, { message: INSTITUTE_TEXT.inviteResent, sub_user: pat });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Resend invite to Pat Pending' }));
    await expectAdminToast(INSTITUTE_TEXT.inviteResent, 'success');
    expect(
      await screen.findByText('Invite pending (link valid until October 20, 2025)'),
    ).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Resend invite to Carl Counselor' }),
    ).not.toBeInTheDocument();
    expect(callsOf(fetchMock, 'POST /institute/sub-users/adm-3/resend-invite')).toHaveLength(1);
  });

  it('lets the institute admin allow counselors to add students, saved at once', async () => {
    let allowed = false;
    const { user, fetchMock } = renderInstitute(route, {
      'GET /institute/me': () =>
        jsonResponse(200, instituteMe('owner', { counselors_add_students: allowed })),
      'GET /institute/sub-users': listOf(() => [CARL]),
      'POST /institute/settings': (body) => {
        allowed = (body as { counselors_add_students: boolean }).counselors_add_students;
        return jsonResponse(200, {
          message: INSTITUTE_TEXT.settingsSaved,
          institute: instituteMe('owner', { counselors_add_students: allowed }).institute,
        });
      },
    });
    const setting = await screen.findByRole('checkbox', {
      name: 'Counselors may add and import students',
    });
    expect(setting).not.toBeChecked();
    expect(setting).toHaveAccessibleDescription(
      'They can add a student or import a CSV file, as you can. Only you remove students.',
    );
    await user.click(setting);
    await expectAdminToast(INSTITUTE_TEXT.settingsSaved, 'success');
    await waitFor(() => expect(setting).toBeChecked());
    expect(callsOf(fetchMock, 'POST /institute/settings')[0]!.body).toEqual({
      counselors_add_students: true,
    });
  });

  it('adds a counselor, toasts "Added successfully." and reloads the list', async () => {
    let items = [OWNER];
    const { user, fetchMock } = renderInstitute(route, {
      'GET /institute/sub-users': listOf(() => items),
      'POST /institute/sub-users': () => {
        items = [OWNER, CARL];
        return jsonResponse(201, { message: INSTITUTE_TEXT.subUserAdded, sub_user: CARL });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add counselor' }));
    const form = within(screen.getByRole('dialog', { name: 'Add a counselor' })).getByRole('form');
    await user.type(within(form).getByLabelText('Name'), 'Carl Counselor');
    await user.type(within(form).getByLabelText('Email'), 'CARL@lincoln.test');
    await user.click(within(form).getByRole('button', { name: 'Add counselor' }));
    await expectAdminToast('Added successfully.', 'success');
    expect(callsOf(fetchMock, 'POST /institute/sub-users')[0]?.body).toEqual({
      name: 'Carl Counselor',
      email: 'carl@lincoln.test',
    });
    expect(await screen.findByRole('row', { name: /Carl Counselor/ })).toBeInTheDocument();
  });

  it('changes a counselor and toasts "Updated successfully."', async () => {
    let items = [CARL];
    const { user, fetchMock } = renderInstitute(route, {
      'GET /institute/sub-users': listOf(() => items),
      'POST /institute/sub-users/adm-2': () => {
        items = [{ ...CARL, name: 'Carl C. Counselor' }];
        return jsonResponse(200, { message: INSTITUTE_TEXT.subUserUpdated, sub_user: items[0] });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Carl Counselor' }));
    const form = within(screen.getByRole('dialog', { name: 'Edit Carl Counselor' })).getByRole(
      'form',
    );
    const name = within(form).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Carl C. Counselor');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await expectAdminToast('Updated successfully.', 'success');
    expect(callsOf(fetchMock, 'POST /institute/sub-users/adm-2')[0]?.body).toEqual({
      name: 'Carl C. Counselor',
      email: 'carl@lincoln.test',
    });
    expect(await screen.findByRole('row', { name: /Carl C\. Counselor/ })).toBeInTheDocument();
  });

  it('deletes after confirming; "Failed to delete." when the server gives no message', async () => {
    let items = [OWNER, CARL];
    let fail = true;
    const { user } = renderInstitute(route, {
      'GET /institute/sub-users': listOf(() => items),
      'DELETE /institute/sub-users/adm-2': () => {
        if (fail) return new Response('', { status: 500 });
        items = [OWNER];
        return jsonResponse(200, { message: INSTITUTE_TEXT.subUserDeleted });
      },
    });
    const remove = async () => {
      await user.click(await screen.findByRole('button', { name: 'Delete Carl Counselor' }));
      const dialog = screen.getByRole('dialog', { name: 'Delete Carl Counselor?' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    };
    await remove();
    await expectAdminToast('Failed to delete.', 'error');
    fail = false;
    await remove();
    await expectAdminToast('Deleted successfully.', 'success');
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /Carl Counselor/ })).not.toBeInTheDocument(),
    );
  });

  it('shows the server message of a refused add', async () => {
    const { user } = renderInstitute(route, {
      'GET /institute/sub-users': listOf(() => [OWNER]),
      'POST /institute/sub-users': () => apiErrorResponse(409, INSTITUTE_TEXT.emailTaken),
    });
    await user.click(await screen.findByRole('button', { name: 'Add counselor' }));
    const form = within(screen.getByRole('dialog')).getByRole('form');
    await user.type(within(form).getByLabelText('Name'), 'Carl');
    await user.type(within(form).getByLabelText('Email'), 'olivia@lincoln.test');
    await user.click(within(form).getByRole('button', { name: 'Add counselor' }));
    await expectAdminToast(INSTITUTE_TEXT.emailTaken, 'error');
  });

  it('tells a counselor only the institute admin manages counselors, without calling the API', async () => {
    const { fetchMock } = renderInstitute(route, {}, instituteMe('counselor'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Only the institute admin can add, change or remove counselors\./,
    );
    expect(screen.queryByRole('button', { name: 'Add counselor' })).not.toBeInTheDocument();
    expect(callsOf(fetchMock, 'GET /institute/sub-users')).toHaveLength(0);
  });
});
