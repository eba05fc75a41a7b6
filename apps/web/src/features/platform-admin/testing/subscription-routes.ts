import type { SubscriptionListItem } from '@degreeworth/core';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { jsonResponse } from '@/testing/fetch-stub';

/** GET /admin/subscriptions answering the current `items` (a list the test may change). */
export function subscriptionList(items: () => SubscriptionListItem[]) {
  return () =>
    jsonResponse(200, { subscriptions: items(), page: 1, per_page: 20, total: items().length });
}

/** Opens the add dialog and answers its form. */
export async function openAddSubscription(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Add subscription' }));
  return within(screen.getByRole('dialog', { name: 'Add a subscription' })).getByRole('form', {
    name: 'Add subscription',
  });
}

/** Fills in every field of the subscription form (each left empty or cleared first). */
export async function fillSubscription(
  user: UserEvent,
  form: HTMLElement,
  values: { name?: string; email?: string; seats?: string; start?: string; end?: string },
) {
  const fields: [label: string, value: string | undefined][] = [
    ['Institute name', values.name],
    ['Admin email', values.email],
    ['Seats', values.seats],
    ['Start date', values.start],
    ['End date', values.end],
  ];
  for (const [label, value] of fields) {
    if (value === undefined) continue;
    const input = within(form).getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}
