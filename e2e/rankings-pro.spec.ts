import { expect, test } from '@playwright/test';
import { RANKINGS_TEXTS } from '../packages/core/src/schemas/rankings';
import { grantFreeSubscription, signUpVerified, storeTokens } from './support';

/**
 * A Pro user sorts by any column. Full access is granted the way a platform
 * admin grants it (POST /admin/freeSubscriptionsUser, transaction_id "free_subscription"); the
 * other way, `npm run plan:grant` (subscription_id 1), is covered by the API tests.
 */
test('an Individual Pro user sorts by any column and uses the Pro filters', async ({
  page,
  request,
}) => {
  const { email, token } = await signUpVerified(request, 'rk-pro', 'Pia Pro');
  await grantFreeSubscription(request, email);
  const me = await request.get('/api/v1/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(((await me.json()) as { transaction_id: string }).transaction_id).toBe(
    'free_subscription',
  );

  await storeTokens(page, { authToken: token });
  await page.goto('/#/rankings');
  const rows = page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('link') });
  await expect(rows.first()).toBeVisible();
  await expect(page.getByLabel('NPV horizon')).toBeVisible();

  await page.getByRole('button', { name: 'Completion', exact: true }).click();
  const completion = page.getByRole('columnheader', { name: /Completion/ });
  await expect(completion).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByText(/^Ordered by completion rate, highest first/)).toBeVisible();
  await expect(page.getByText(RANKINGS_TEXTS.proRequired)).toHaveCount(0);
  const rates = await rows.evaluateAll((trs) =>
    trs.map((tr) => Number.parseFloat(tr.querySelectorAll('td')[5]!.textContent!)),
  );
  expect(rates).toHaveLength(20);
  expect(rates).toEqual([...rates].sort((a, b) => b - a));

  // Pressing the same header again reverses the order.
  await page.getByRole('button', { name: 'Completion', exact: true }).click();
  await expect(completion).toHaveAttribute('aria-sort', 'ascending');

  await page.getByRole('button', { name: 'Break-even', exact: true }).click();
  await expect(page.getByRole('columnheader', { name: /Break-even/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await page.getByLabel('NPV horizon').selectOption('40');
  await expect(page.getByRole('columnheader', { name: /NPV at 40 years/ })).toBeVisible();
  await page.getByLabel('Family income').selectOption('0-30k');
  await expect(page.getByText(/· \$0–30,000/)).toBeVisible();
});
