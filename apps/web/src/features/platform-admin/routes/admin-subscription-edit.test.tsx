import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_TEXT, type SubscriptionListItem } from '@degreeworth/core';
import { apiErrorResponse, callsOf, formFields, jsonResponse } from '@/testing/fetch-stub';
import { subadminMe, subscription } from '../testing/admin-fixtures';
import { expectAdminToast } from '@/testing/admin-toast';
import { renderAdmin } from '../testing/render-admin';
import { pngFile } from '../testing/resource-routes';
import {
  fillSubscription,
  openAddSubscription,
  subscriptionList,
} from '../testing/subscription-routes';

const LINCOLN = subscription();
const ID = LINCOLN.id;
const EXPIRED_INVITE = subscription({
  admin: { password_set: false, invite_expires_at: '2020-01-08T10:00:00.000Z' },
});

async function openEdit(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Edit Lincoln High' }));
  return within(screen.getByRole('dialog', { name: 'Edit Lincoln High' })).getByRole('form', {
    name: 'Save changes',
  });
}

describe('/crm/subscriptions edit, delete and invite', () => {
  it('edits without the logo part unless a new logo is chosen, and reloads the list', async () => {
    let items: SubscriptionListItem[] = [LINCOLN];
    const { user, fetchMock } = renderAdmin('/crm/subscriptions', {
      'GET /admin/subscriptions': subscriptionList(() => items),
      [`POST /admin/subscriptions/${ID}`]: () => {
        items = [{ ...LINCOLN, seats: 300 }];
        return jsonResponse(200, { message: SUBSCRIPTION_TEXT.updated, subscription: items[0] });
      },
    });
    let form = await openEdit(user);
    expect(within(form).getByLabelText('Institute name')).toHaveValue('Lincoln High');
    expect(within(form).getByLabelText('Start date')).toHaveValue('2026-01-01');
    expect(within(form).getByLabelText('Admin email')).not.toHaveAttribute('readonly');
    expect(within(form).getByRole('img', { name: 'The current image' })).toHaveAttribute(
      'src',
      LINCOLN.logo,
    );
    await fillSubscription(user, form, { seats: '300' });
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await expectAdminToast(SUBSCRIPTION_TEXT.updated, 'success');
    const calls = () => callsOf(fetchMock, `POST /admin/subscriptions/${ID}`);
    expect(formFields(calls()[0]?.body)).toEqual({
      name: 'Lincoln High',
      admin_email: 'head@lincoln.edu',
      seats: '300',
      start_date: '2026-01-01',
      end_date: '2026-12-31',
    });
    expect(await screen.findByRole('row', { name: /Lincoln High/ })).toHaveTextContent('300');
    expect(callsOf(fetchMock, 'GET /admin/subscriptions')).toHaveLength(2);

    form = await openEdit(user);
    const file = pngFile('lincoln.png');
    await user.upload(within(form).getByLabelText('Logo'), file);
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await expectAdminToast(SUBSCRIPTION_TEXT.updated, 'success');
    const second = formFields(calls()[1]?.body);
    expect(second.logo).toBe(file);
    expect(second).not.toHaveProperty('status');
  });

  it('shows a subadmin the admin email read-only with the reason, and saves without it', async () => {
    const { user, fetchMock } = renderAdmin(
      '/crm/subscriptions',
      {
        'GET /admin/subscriptions': subscriptionList(() => [LINCOLN]),
        [`POST /admin/subscriptions/${ID}`]: () =>
          jsonResponse(200, { message: SUBSCRIPTION_TEXT.updated, subscription: LINCOLN }),
      },
      subadminMe(['subscriptions']),
    );
    const form = await openEdit(user);
    const email = within(form).getByLabelText('Admin email');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(
      'Only a full admin can change the admin email of a subscription.',
    );
    await user.type(email, 'x');
    expect(email).toHaveValue('head@lincoln.edu');
    await fillSubscription(user, form, { seats: '300' });
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await expectAdminToast(SUBSCRIPTION_TEXT.updated, 'success');
    expect(formFields(callsOf(fetchMock, `POST /admin/subscriptions/${ID}`)[0]?.body)).toEqual({
      name: 'Lincoln High',
      seats: '300',
      start_date: '2026-01-01',
      end_date: '2026-12-31',
    });
    // A new subscription's address is the subadmin's to choose.
    const add = await openAddSubscription(user);
    expect(within(add).getByLabelText('Admin email')).not.toHaveAttribute('readonly');
  });

  it('toasts "Failed to update subscription." when the server gives no message', async () => {
    const { user } = renderAdmin('/crm/subscriptions', {
      'GET /admin/subscriptions': subscriptionList(() => [LINCOLN]),
      [`POST /admin/subscriptions/${ID}`]: () => new Response('', { status: 500 }),
    });
    const form = await openEdit(user);
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await expectAdminToast('Failed to update subscription.', 'error');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says the institute admin goes too, deletes after confirming and reloads the list', async () => {
    let items: SubscriptionListItem[] = [LINCOLN];
    const { user, fetchMock } = renderAdmin('/crm/subscriptions', {
      'GET /admin/subscriptions': subscriptionList(() => items),
      [`DELETE /admin/subscriptions/${ID}`]: () => {
        items = [];
        return jsonResponse(200, { message: SUBSCRIPTION_TEXT.deleted, id: ID });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Lincoln High' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete "Lincoln High"?' });
    expect(dialog).toHaveAccessibleDescription(
      'The subscription and its logo are removed for good, and so is its institute admin (head@lincoln.edu): that account can no longer sign in.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectAdminToast(SUBSCRIPTION_TEXT.deleted, 'success');
    expect(await screen.findByText('No subscriptions yet.')).toBeInTheDocument();
    expect(callsOf(fetchMock, `DELETE /admin/subscriptions/${ID}`)).toHaveLength(1);
  });

  it('toasts the server message of a refused delete, or "Failed to delete subscription."', async () => {
    let answer = () => apiErrorResponse(404, SUBSCRIPTION_TEXT.notFound);
    const { user } = renderAdmin('/crm/subscriptions', {
      'GET /admin/subscriptions': subscriptionList(() => [LINCOLN]),
      [`DELETE /admin/subscriptions/${ID}`]: () => answer(),
    });
    const remove = async () => {
      await user.click(await screen.findByRole('button', { name: 'Delete Lincoln High' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    };
    await remove();
    await expectAdminToast(SUBSCRIPTION_TEXT.notFound, 'error');
    answer = () => new Response('', { status: 500 });
    await remove();
    await expectAdminToast('Failed to delete subscription.', 'error');
  });

  it('resends an expired invite and shows the new state', async () => {
    let items: SubscriptionListItem[] = [EXPIRED_INVITE];
    const renewed = subscription({
      admin: { password_set: false, invite_expires_at: '2099-03-09T10:00:00.000Z' },
    });
    const { user, fetchMock } = renderAdmin('/crm/subscriptions', {
      'GET /admin/subscriptions': subscriptionList(() => items),
      [`POST /admin/subscriptions/${ID}/resend-invite`]: () => {
        items = [renewed];
        return jsonResponse(200, { message: SUBSCRIPTION_TEXT.inviteSent, subscription: renewed });
      },
    });
    const row = await screen.findByRole('row', { name: /Lincoln High/ });
    expect(row).toHaveTextContent('Invite expired');
    await user.click(
      within(row).getByRole('button', { name: 'Resend invite to head@lincoln.edu' }),
    );
    await expectAdminToast(SUBSCRIPTION_TEXT.inviteSent, 'success');
    expect(callsOf(fetchMock, `POST /admin/subscriptions/${ID}/resend-invite`)).toHaveLength(1);
    expect(
      await screen.findByText('Invite pending until Mar 9, 2099, 10:00 AM UTC'),
    ).toBeInTheDocument();
  });

  it('toasts a refused resend with the server message, or "Failed to send the invitation."', async () => {
    let answer = () => apiErrorResponse(429, SUBSCRIPTION_TEXT.inviteCooldown);
    const { user } = renderAdmin('/crm/subscriptions', {
      'GET /admin/subscriptions': subscriptionList(() => [EXPIRED_INVITE]),
      [`POST /admin/subscriptions/${ID}/resend-invite`]: () => answer(),
    });
    const resend = async () =>
      user.click(await screen.findByRole('button', { name: /^Resend invite/ }));
    await resend();
    await expectAdminToast(SUBSCRIPTION_TEXT.inviteCooldown, 'error');
    answer = () => new Response('', { status: 500 });
    await resend();
    await expectAdminToast('Failed to send the invitation.', 'error');
  });
});
