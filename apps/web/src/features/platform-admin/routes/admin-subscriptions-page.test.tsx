import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, SUBSCRIPTION_TEXT, type SubscriptionListItem } from '@degreeworth/core';
import {
  apiErrorResponse,
  callsOf,
  formFields,
  jsonResponse,
  queriesTo,
} from '@/testing/fetch-stub';
import { subscription } from '../testing/admin-fixtures';
import { expectAdminToast, expectReadFailure } from '@/testing/admin-toast';
import { renderAdmin } from '../testing/render-admin';
import { pngFile } from '../testing/resource-routes';
import {
  fillSubscription,
  openAddSubscription,
  subscriptionList,
} from '../testing/subscription-routes';

const LINCOLN = subscription();
const PENDING = subscription({
  id: 'sub-2',
  name: 'Oak District',
  logo: null,
  admin_email: 'it@oak.k12.us',
  seats: 12000,
  seats_used: 0,
  start_date: '2027-09-01',
  end_date: '2028-06-30',
  status: 'scheduled',
  admin: { password_set: false, invite_expires_at: '2099-01-08T10:00:00.000Z' },
});
const EXPIRED = subscription({
  id: 'sub-3',
  name: 'Elm Prep',
  admin_email: 'office@elm.org',
  status: 'expired',
  admin: { password_set: false, invite_expires_at: '2020-01-08T10:00:00.000Z' },
});
const NEW = subscription({ id: 'sub-4', name: 'Maple Academy', admin_email: 'dean@maple.edu' });
const FILLED = {
  name: ' Maple Academy ',
  email: 'Dean@Maple.edu',
  seats: '40',
  start: '2026-09-01',
  end: '2027-08-31',
};

describe('/crm/subscriptions list', () => {
  it('shows each subscription with its logo, dates, status and invite state', async () => {
    renderAdmin('/crm/subscriptions', {
      'GET /admin/subscriptions': subscriptionList(() => [LINCOLN, PENDING, EXPIRED]),
    });
    const lincoln = await screen.findByRole('row', { name: /Lincoln High/ });
    expect(lincoln).toHaveTextContent(
      'Lincoln Highhead@lincoln.edu180 of 250 seats usedJanuary 1, 2026December 31, 2026ActivePassword set',
    );
    expect(within(lincoln).getByRole('img', { name: 'Logo of Lincoln High' })).toHaveAttribute(
      'src',
      LINCOLN.logo,
    );
    expect(within(lincoln).queryByRole('button', { name: /Resend invite/ })).toBeNull();
    const oak = screen.getByRole('row', { name: /Oak District/ });
    expect(oak).toHaveTextContent('No logo');
    expect(oak).toHaveTextContent('0 of 12,000 seats usedSeptember 1, 2027June 30, 2028Scheduled');
    expect(oak).toHaveTextContent('Invite pending until Jan 8, 2099, 10:00 AM UTC');
    const elm = screen.getByRole('row', { name: /Elm Prep/ });
    expect(elm).toHaveTextContent('ExpiredInvite expired');
    expect(
      within(elm).getByRole('button', { name: 'Resend invite to office@elm.org' }),
    ).toBeInTheDocument();
  });

  it('says the seats used of one seat in the singular, and a full subscription in the plural', async () => {
    const ONE = subscription({ id: 'sub-5', name: 'Tiny School', seats: 1, seats_used: 1 });
    const FULL = subscription({ id: 'sub-6', name: 'Full School', seats: 40, seats_used: 40 });
    renderAdmin('/crm/subscriptions', {
      'GET /admin/subscriptions': subscriptionList(() => [ONE, FULL]),
    });
    const tiny = await screen.findByRole('row', { name: /Tiny School/ });
    expect(within(tiny).getByText('1 of 1 seat used')).toBeInTheDocument();
    const full = screen.getByRole('row', { name: /Full School/ });
    expect(within(full).getByText('40 of 40 seats used')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1 (2 subscriptions)')).toBeInTheDocument();
  });

  it('searches by name or email and filters by status', async () => {
    const { user, fetchMock } = renderAdmin('/crm/subscriptions', {
      'GET /admin/subscriptions': subscriptionList(() => [LINCOLN]),
    });
    const search = await screen.findByRole('search', { name: 'Subscriptions' });
    await user.type(within(search).getByLabelText('Search by name or admin email'), 'lincoln');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    // The filters start over from the address after a search: found again.
    const filters = await screen.findByRole('search', { name: 'Subscriptions' });
    await user.selectOptions(within(filters).getByLabelText('Status'), 'Expired');
    await waitFor(() =>
      expect(queriesTo(fetchMock, '/admin/subscriptions').at(-1)?.toString()).toBe(
        'search=lincoln&status=expired&page=1',
      ),
    );
  });

  it('says "No subscriptions yet." when there are none', async () => {
    renderAdmin('/crm/subscriptions', { 'GET /admin/subscriptions': subscriptionList(() => []) });
    expect(await screen.findByText('No subscriptions yet.')).toBeInTheDocument();
  });

  it('shows "Failed to fetch subscriptions." when the list fails without a message', async () => {
    renderAdmin('/crm/subscriptions', {
      'GET /admin/subscriptions': () => new Response('', { status: 500 }),
    });
    await expectReadFailure('Failed to fetch subscriptions.');
  });
});

describe('/crm/subscriptions add', () => {
  it('sends multipart form data without a status or an empty logo, toasts and reloads', async () => {
    let items: SubscriptionListItem[] = [LINCOLN];
    const { user, fetchMock } = renderAdmin('/crm/subscriptions', {
      'GET /admin/subscriptions': subscriptionList(() => items),
      'POST /admin/subscriptions': () => {
        items = [NEW, ...items];
        return jsonResponse(201, { message: SUBSCRIPTION_TEXT.added, subscription: NEW });
      },
    });
    const form = await openAddSubscription(user);
    await fillSubscription(user, form, FILLED);
    await user.click(within(form).getByRole('button', { name: 'Add subscription' }));
    await expectAdminToast(SUBSCRIPTION_TEXT.added, 'success');
    const [sent] = callsOf(fetchMock, 'POST /admin/subscriptions');
    expect(sent?.authorization).toBe('Bearer admin-token');
    // Trimmed and lower-cased as the API stores them; no logo part, never a status.
    expect(formFields(sent?.body)).toEqual({
      name: 'Maple Academy',
      admin_email: 'dean@maple.edu',
      seats: '40',
      start_date: '2026-09-01',
      end_date: '2027-08-31',
    });
    expect(await screen.findByRole('row', { name: /Maple Academy/ })).toBeInTheDocument();
    expect(callsOf(fetchMock, 'GET /admin/subscriptions')).toHaveLength(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends the chosen logo as the part "logo"', async () => {
    const { user, fetchMock } = renderAdmin('/crm/subscriptions', {
      'GET /admin/subscriptions': subscriptionList(() => []),
      'POST /admin/subscriptions': () =>
        jsonResponse(201, { message: SUBSCRIPTION_TEXT.added, subscription: NEW }),
    });
    const form = await openAddSubscription(user);
    await fillSubscription(user, form, FILLED);
    const file = pngFile('maple.png');
    await user.upload(within(form).getByLabelText('Logo'), file);
    await user.click(within(form).getByRole('button', { name: 'Add subscription' }));
    await expectAdminToast(SUBSCRIPTION_TEXT.added, 'success');
    const body = formFields(callsOf(fetchMock, 'POST /admin/subscriptions')[0]?.body);
    expect(body.logo).toBe(file);
    expect(body).not.toHaveProperty('status');
  });

  it('checks the fields with the API rules and words before sending anything', async () => {
    const { user, fetchMock } = renderAdmin('/crm/subscriptions', {
      'GET /admin/subscriptions': subscriptionList(() => []),
    });
    const form = await openAddSubscription(user);
    await user.click(within(form).getByRole('button', { name: 'Add subscription' }));
    expect(within(form).getByLabelText('Institute name')).toHaveAccessibleDescription(
      MESSAGES.required,
    );
    await fillSubscription(user, form, { ...FILLED, seats: '0' });
    expect(within(form).getByLabelText('Seats')).toHaveAccessibleDescription(
      SUBSCRIPTION_TEXT.seats,
    );
    await fillSubscription(user, form, { seats: '40', end: '2026-08-31' });
    expect(within(form).getByLabelText('End date')).toHaveAccessibleDescription(
      SUBSCRIPTION_TEXT.endBeforeStart,
    );
    expect(within(form).getByRole('button', { name: 'Add subscription' })).toBeDisabled();
    expect(callsOf(fetchMock, 'POST /admin/subscriptions')).toHaveLength(0);
  });

  it('puts the server field messages on their fields and toasts its message', async () => {
    const { user } = renderAdmin('/crm/subscriptions', {
      'GET /admin/subscriptions': subscriptionList(() => []),
      'POST /admin/subscriptions': () =>
        apiErrorResponse(400, SUBSCRIPTION_TEXT.dateRange, {
          start_date: [SUBSCRIPTION_TEXT.dateRange],
        }),
    });
    const form = await openAddSubscription(user);
    await fillSubscription(user, form, FILLED);
    await user.click(within(form).getByRole('button', { name: 'Add subscription' }));
    await expectAdminToast(SUBSCRIPTION_TEXT.dateRange, 'error');
    expect(within(form).getByLabelText('Start date')).toHaveAccessibleDescription(
      SUBSCRIPTION_TEXT.dateRange,
    );
  });

  it('toasts the server message of a refused add, or "Failed to add subscription."', async () => {
    let answer = () => apiErrorResponse(409, SUBSCRIPTION_TEXT.emailTaken);
    const { user } = renderAdmin('/crm/subscriptions', {
      'GET /admin/subscriptions': subscriptionList(() => []),
      'POST /admin/subscriptions': () => answer(),
    });
    const form = await openAddSubscription(user);
    await fillSubscription(user, form, FILLED);
    await user.click(within(form).getByRole('button', { name: 'Add subscription' }));
    await expectAdminToast(SUBSCRIPTION_TEXT.emailTaken, 'error');
    answer = () => new Response('', { status: 500 });
    await user.click(within(form).getByRole('button', { name: 'Add subscription' }));
    await expectAdminToast('Failed to add subscription.', 'error');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
