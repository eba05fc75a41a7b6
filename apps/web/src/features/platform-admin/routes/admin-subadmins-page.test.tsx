import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, SUBADMIN_TEXT, type AdminAccount } from '@degreeworth/core';
import { apiErrorResponse, callsOf, jsonResponse } from '@/testing/fetch-stub';
import { account, subadminMe } from '../testing/admin-fixtures';
import { expectAdminToast } from '@/testing/admin-toast';
import { renderAdmin } from '../testing/render-admin';

const FULL = account({
  id: 'admin-1',
  name: 'Ada Admin',
  email: 'ada@degreeworth.test',
  full_admin: true,
  permissions: [],
});
const SAM = account();
const listOf = (items: () => AdminAccount[]) => () => jsonResponse(200, { admins: items() });

describe('/crm/subadmins', () => {
  it('lists admin accounts; full admins are shown but not editable', async () => {
    renderAdmin('/crm/subadmins', { 'GET /admin/subadmins': listOf(() => [FULL, SAM]) });
    const full = await screen.findByRole('row', { name: /Ada Admin/ });
    expect(full).toHaveTextContent('Full adminAllActiveNot editable');
    expect(within(full).queryByRole('button')).not.toBeInTheDocument();
    const sam = screen.getByRole('row', { name: /Sam Sub/ });
    expect(sam).toHaveTextContent('SubadminResourcesActive');
    expect(within(sam).getByRole('button', { name: 'Edit Sam Sub' })).toBeInTheDocument();
  });

  it('adds a subadmin with its permissions, toasts the server message and reloads the list', async () => {
    let items = [FULL];
    const NEW = account({
      id: 'sub-2',
      name: 'Kim',
      email: 'kim@degreeworth.test',
      permissions: ['users', 'resources'],
      password_set: false,
    });
    const { user, fetchMock } = renderAdmin('/crm/subadmins', {
      'GET /admin/subadmins': listOf(() => items),
      'POST /admin/subadmins': () => {
        items = [...items, NEW];
        return jsonResponse(201, { message: SUBADMIN_TEXT.added, admin: NEW });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add subadmin' }));
    const form = within(screen.getByRole('dialog', { name: 'Add a subadmin' })).getByRole('form');
    await user.type(within(form).getByLabelText('Name'), 'Kim');
    await user.type(within(form).getByLabelText('Email'), 'Kim@DegreeWorth.test');
    await user.click(within(form).getByRole('checkbox', { name: 'Users' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Resources' }));
    await user.click(within(form).getByRole('button', { name: 'Add subadmin' }));
    await expectAdminToast(SUBADMIN_TEXT.added, 'success');
    expect(callsOf(fetchMock, 'POST /admin/subadmins')[0]?.body).toEqual({
      name: 'Kim',
      email: 'kim@degreeworth.test',
      permissions: ['users', 'resources'],
    });
    expect(await screen.findByRole('row', { name: /Kim/ })).toHaveTextContent(
      'Invited: no password yet',
    );
  });

  it('asks for at least one permission and sends nothing without one', async () => {
    const { user, fetchMock } = renderAdmin('/crm/subadmins', {
      'GET /admin/subadmins': listOf(() => []),
    });
    await user.click(await screen.findByRole('button', { name: 'Add subadmin' }));
    const form = within(screen.getByRole('dialog')).getByRole('form');
    await user.type(within(form).getByLabelText('Name'), 'Kim');
    await user.type(within(form).getByLabelText('Email'), 'kim@degreeworth.test');
    await user.click(within(form).getByRole('button', { name: 'Add subadmin' }));
    expect(within(form).getByRole('group', { name: 'Permissions' })).toHaveAccessibleDescription(
      SUBADMIN_TEXT.permissionsRequired,
    );
    expect(callsOf(fetchMock, 'POST /admin/subadmins')).toHaveLength(0);
  });

  it('checks the e-mail before sending', async () => {
    const { user } = renderAdmin('/crm/subadmins', { 'GET /admin/subadmins': listOf(() => []) });
    await user.click(await screen.findByRole('button', { name: 'Add subadmin' }));
    const form = within(screen.getByRole('dialog')).getByRole('form');
    await user.type(within(form).getByLabelText('Email'), 'not-an-email');
    await user.tab();
    expect(within(form).getByLabelText('Email')).toHaveAccessibleDescription(MESSAGES.invalidEmail);
  });

  it('changes permissions of a subadmin; a subadmin cannot grant what it does not hold', async () => {
    const { user, fetchMock } = renderAdmin(
      '/crm/subadmins',
      {
        'GET /admin/subadmins': listOf(() => [SAM]),
        'POST /admin/subadmins/sub-1': () =>
          jsonResponse(200, {
            message: SUBADMIN_TEXT.updated,
            admin: { ...SAM, permissions: ['resources', 'subadmins'] },
          }),
      },
      subadminMe(['resources', 'subadmins']),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Sam Sub' }));
    const form = within(screen.getByRole('dialog', { name: 'Edit Sam Sub' })).getByRole('form');
    expect(within(form).getByLabelText('Email')).toHaveAttribute('readonly');
    expect(within(form).getByRole('checkbox', { name: 'Resources' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: /Users/ })).toBeDisabled();
    await user.click(within(form).getByRole('checkbox', { name: 'Subadmins' }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await expectAdminToast(SUBADMIN_TEXT.updated, 'success');
    expect(callsOf(fetchMock, 'POST /admin/subadmins/sub-1')[0]?.body).toEqual({
      name: 'Sam Sub',
      permissions: ['resources', 'subadmins'],
    });
    expect(callsOf(fetchMock, 'GET /admin/subadmins')).toHaveLength(2);
  });

  it('toasts the server message of a refused change, or "Failed to update."', async () => {
    let answer = () => apiErrorResponse(403, SUBADMIN_TEXT.outranked);
    const { user } = renderAdmin('/crm/subadmins', {
      'GET /admin/subadmins': listOf(() => [SAM]),
      'POST /admin/subadmins/sub-1': () => answer(),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Sam Sub' }));
    const save = within(screen.getByRole('dialog')).getByRole('button', { name: 'Save changes' });
    await user.click(save);
    await expectAdminToast(SUBADMIN_TEXT.outranked, 'error');
    answer = () => new Response('', { status: 500 });
    const again = within(screen.getByRole('dialog')).getByRole('button', { name: 'Save changes' });
    await waitFor(() => expect(again).toBeEnabled());
    await user.click(again);
    await expectAdminToast('Failed to update.', 'error');
  });

  it('deletes after confirming and reloads; "Failed to delete." without a message', async () => {
    let items = [FULL, SAM];
    let fail = true;
    const { user } = renderAdmin('/crm/subadmins', {
      'GET /admin/subadmins': listOf(() => items),
      'DELETE /admin/subadmins/sub-1': () => {
        if (fail) return new Response('', { status: 500 });
        items = [FULL];
        return jsonResponse(200, { message: SUBADMIN_TEXT.deleted, id: 'sub-1' });
      },
    });
    const remove = async () => {
      await user.click(await screen.findByRole('button', { name: 'Delete Sam Sub' }));
      const dialog = screen.getByRole('dialog', { name: 'Delete Sam Sub?' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    };
    await remove();
    await expectAdminToast('Failed to delete.', 'error');
    fail = false;
    await remove();
    await expectAdminToast(SUBADMIN_TEXT.deleted, 'success');
    await screen.findByRole('row', { name: /Ada Admin/ });
    expect(screen.queryByRole('row', { name: /Sam Sub/ })).not.toBeInTheDocument();
  });
});
