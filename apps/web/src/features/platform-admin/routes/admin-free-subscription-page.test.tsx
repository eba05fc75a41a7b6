import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FreeSubscriptionUser } from '@degreeworth/core';
import { apiErrorResponse, callsOf, jsonResponse } from '@/testing/fetch-stub';
import { freeUser } from '../testing/admin-fixtures';
import { expectAdminToast, expectReadFailure } from '@/testing/admin-toast';
import { renderAdmin } from '../testing/render-admin';

const RILEY = freeUser();
const NO_ACCOUNT =
  'No account uses this email address. Ask the person to sign up first, then add them.';
const listOf = (items: () => FreeSubscriptionUser[]) => () => jsonResponse(200, { users: items() });

describe('/crm/free-subscription', () => {
  it('lists the accounts with a free subscription', async () => {
    renderAdmin('/crm/free-subscription', {
      'GET /admin/freeSubscriptionsUser': listOf(() => [RILEY]),
    });
    expect(await screen.findByRole('row', { name: /riley@example.com/ })).toHaveTextContent(
      'riley@example.comRiley FreeMarch 2, 2026',
    );
  });

  it('says so when there are none', async () => {
    renderAdmin('/crm/free-subscription', { 'GET /admin/freeSubscriptionsUser': listOf(() => []) });
    expect(await screen.findByText('No accounts have a free subscription.')).toBeInTheDocument();
  });

  it('shows "Failed to fetch data." when the list fails without a message', async () => {
    renderAdmin('/crm/free-subscription', {
      'GET /admin/freeSubscriptionsUser': () => new Response('', { status: 500 }),
    });
    await expectReadFailure('Failed to fetch data.');
  });

  it('adds by e-mail, toasts "Added successfully." and reloads the list', async () => {
    let items: FreeSubscriptionUser[] = [];
    const { user, fetchMock } = renderAdmin('/crm/free-subscription', {
      'GET /admin/freeSubscriptionsUser': listOf(() => items),
      'POST /admin/freeSubscriptionsUser': () => {
        items = [RILEY];
        return jsonResponse(201, { message: 'Added successfully.', user: RILEY });
      },
    });
    const form = await screen.findByRole('form', { name: 'Add a free subscription' });
    await user.type(within(form).getByLabelText('Email of the account'), 'riley@example.com');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    await expectAdminToast('Added successfully.', 'success');
    expect(callsOf(fetchMock, 'POST /admin/freeSubscriptionsUser')[0]).toEqual({
      body: { email: 'riley@example.com' },
      authorization: 'Bearer admin-token',
    });
    expect(await screen.findByRole('row', { name: /riley@example.com/ })).toBeInTheDocument();
    expect(within(form).getByLabelText('Email of the account')).toHaveValue('');
  });

  it('toasts the server message when no account has the address, or "Failed to add."', async () => {
    let answer = () => apiErrorResponse(404, NO_ACCOUNT);
    const { user } = renderAdmin('/crm/free-subscription', {
      'GET /admin/freeSubscriptionsUser': listOf(() => []),
      'POST /admin/freeSubscriptionsUser': () => answer(),
    });
    const form = await screen.findByRole('form', { name: 'Add a free subscription' });
    await user.type(within(form).getByLabelText('Email of the account'), 'nobody@example.com');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    await expectAdminToast(NO_ACCOUNT, 'error');
    answer = () => new Response('', { status: 500 });
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    await expectAdminToast('Failed to add.', 'error');
  });

  it('removes after confirming and reloads the list', async () => {
    let items = [RILEY];
    const { user, fetchMock } = renderAdmin('/crm/free-subscription', {
      'GET /admin/freeSubscriptionsUser': listOf(() => items),
      [`DELETE /admin/freeSubscriptionsUser/${RILEY.id}`]: () => {
        items = [];
        return jsonResponse(200, { message: 'Deleted successfully.' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove riley@example.com' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Remove the free subscription of riley@example.com?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expectAdminToast('Deleted successfully.', 'success');
    expect(await screen.findByText('No accounts have a free subscription.')).toBeInTheDocument();
    expect(callsOf(fetchMock, `DELETE /admin/freeSubscriptionsUser/${RILEY.id}`)).toHaveLength(1);
  });

  it('toasts "Failed to delete." when a removal fails without a message', async () => {
    const { user } = renderAdmin('/crm/free-subscription', {
      'GET /admin/freeSubscriptionsUser': listOf(() => [RILEY]),
      [`DELETE /admin/freeSubscriptionsUser/${RILEY.id}`]: () => new Response('', { status: 500 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove riley@example.com' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await expectAdminToast('Failed to delete.', 'error');
  });

  it('moves a free plan to another account (POST …/{id}), toasts and reloads the list', async () => {
    const moved = { ...RILEY, email: 'riley.new@example.com' };
    let items = [RILEY];
    const { user, fetchMock } = renderAdmin('/crm/free-subscription', {
      'GET /admin/freeSubscriptionsUser': listOf(() => items),
      [`POST /admin/freeSubscriptionsUser/${RILEY.id}`]: () => {
        items = [moved];
        return jsonResponse(200, { message: 'Updated successfully.', user: moved });
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Change the account of riley@example.com' }),
    );
    const form = within(screen.getByRole('dialog')).getByRole('form', {
      name: 'Change the account of riley@example.com',
    });
    const field = within(form).getByLabelText('Email of the account');
    expect(field).toHaveValue('riley@example.com');
    await user.clear(field);
    await user.type(field, 'riley.new@example.com');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await expectAdminToast('Updated successfully.', 'success');
    expect(callsOf(fetchMock, `POST /admin/freeSubscriptionsUser/${RILEY.id}`)[0]?.body).toEqual({
      email: 'riley.new@example.com',
    });
    expect(await screen.findByRole('row', { name: /riley.new@example.com/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
