import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_USERS_TEXT, type AdminUserRow } from '@degreeworth/core';
import { apiErrorResponse, callsOf, callsTo, jsonResponse, queriesTo } from '@/testing/fetch-stub';
import { userRow } from '../testing/admin-fixtures';
import { expectAdminToast, expectReadFailure } from '@/testing/admin-toast';
import { renderAdmin } from '../testing/render-admin';

const page = (users: AdminUserRow[], extra: Partial<{ page: number; total: number }> = {}) =>
  jsonResponse(200, { users, page: 1, per_page: 20, total: users.length, ...extra });

const MAYA = userRow();
const disabledMaya = userRow({ disabled: true, disabled_at: '2026-03-05T00:00:00.000Z' });

describe('/crm/users', () => {
  it('lists the accounts with the admin token', async () => {
    const { fetchMock } = renderAdmin('/crm/users', {
      'GET /admin/users': () =>
        page([
          MAYA,
          userRow({
            id: 'u2',
            name: 'Noor',
            plan: 'none',
            verified: false,
            role: null,
            is_admin: 1,
          }),
        ]),
    });
    const table = await screen.findByRole('table', { name: 'Users' });
    const maya = within(table).getByRole('row', { name: /Maya Lopez/ });
    expect(maya).toHaveTextContent(
      'Maya Lopezmaya@example.comStudentYesIndividual ProNoMarch 2, 2026No',
    );
    expect(within(table).getByRole('row', { name: /Noor/ })).toHaveTextContent('AdminNoNone');
    expect(callsOf(fetchMock, 'GET /admin/users')[0]?.authorization).toBe('Bearer admin-token');
  });

  it('searches, filters and pages through the query string', async () => {
    const { user, fetchMock } = renderAdmin('/crm/users', {
      'GET /admin/users': () => page([MAYA], { total: 45 }),
    });
    await screen.findByText('Page 1 of 3 (45 users)');
    await user.type(screen.getByLabelText('Search by name or email'), ' maya ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.selectOptions(screen.getByLabelText('Plan'), 'Individual Pro');
    await user.selectOptions(screen.getByLabelText('Verified'), 'Not verified');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(queriesTo(fetchMock, '/admin/users')).toHaveLength(5));
    const sent = queriesTo(fetchMock, '/admin/users').map((q) => q.toString());
    expect(sent).toEqual([
      'page=1',
      'search=maya&page=1',
      'search=maya&page=1&plan=pro',
      'search=maya&page=1&plan=pro&verified=false',
      'search=maya&page=2&plan=pro&verified=false',
    ]);
  });

  it('says so when no account matches', async () => {
    renderAdmin('/crm/users', { 'GET /admin/users': () => page([]) });
    expect(await screen.findByText('No users match.')).toBeInTheDocument();
  });

  it('shows "Failed to fetch data." with Try again when the list fails without a message', async () => {
    renderAdmin('/crm/users', { 'GET /admin/users': () => new Response('', { status: 500 }) });
    await expectReadFailure('Failed to fetch data.');
  });

  it('disables an account after confirming, toasts the server message and reloads the list', async () => {
    let current = MAYA;
    const { user, fetchMock } = renderAdmin('/crm/users', {
      'GET /admin/users': () => page([current]),
      'POST /admin/users/user-1/disable': () => {
        current = disabledMaya;
        return jsonResponse(200, { message: ADMIN_USERS_TEXT.disabled, user: disabledMaya });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Disable Maya Lopez' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable Maya Lopez?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await expectAdminToast(ADMIN_USERS_TEXT.disabled, 'success');
    expect(await screen.findByRole('button', { name: 'Enable Maya Lopez' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Maya Lopez/ })).toHaveTextContent(
      'Since March 5, 2026',
    );
    expect(callsTo(fetchMock, 'POST /admin/users/user-1/disable')[0]?.authorization).toBe(
      'Bearer admin-token',
    );
    expect(callsOf(fetchMock, 'GET /admin/users')).toHaveLength(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const { user, fetchMock } = renderAdmin('/crm/users', {
      'GET /admin/users': () => page([disabledMaya]),
    });
    await user.click(await screen.findByRole('button', { name: 'Enable Maya Lopez' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('toasts the server message of a refused change', async () => {
    const { user } = renderAdmin('/crm/users', {
      'GET /admin/users': () => page([MAYA]),
      'POST /admin/users/user-1/disable': () =>
        apiErrorResponse(400, ADMIN_USERS_TEXT.disableFullAdmin),
    });
    await user.click(await screen.findByRole('button', { name: 'Disable Maya Lopez' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Disable' }));
    await expectAdminToast(ADMIN_USERS_TEXT.disableFullAdmin, 'error');
  });

  it('toasts "Failed to update." when the server gives no message', async () => {
    const { user } = renderAdmin('/crm/users', {
      'GET /admin/users': () => page([disabledMaya]),
      'POST /admin/users/user-1/enable': () => new Response('', { status: 502 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Enable Maya Lopez' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Enable' }));
    await expectAdminToast('Failed to update.', 'error');
  });
});
