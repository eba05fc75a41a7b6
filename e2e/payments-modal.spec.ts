import { expect, test } from '@playwright/test';
import {
  chooseIndividualPro,
  openMethod,
  openPricing,
  pricingDialog,
  toastWith,
} from './payment-support';
import { uniqueEmail } from './support';

/**
 * The pricing modal in the browser, as a visitor: the plans, the offer's days left, "Choose
 * plan" and its e-mail rules, the four methods with their Cancel, "Not Now"; and a provider
 * script that fails to load (its loading state) recovering on Retry.
 */

const METHODS = [
  ['PayPal', 'PayPal'],
  ['Google Pay', 'Google Pay'],
  ['Card', 'Card payment'],
  ['Apple Pay', 'Apple Pay'],
] as const;

test('a visitor walks the plans, the e-mail rules and the method list; Cancel and "Not Now"', async ({
  page,
}) => {
  await page.goto('/#/about');
  const dialog = await openPricing(page);
  await expect(dialog.getByText('Choose the best plan')).toBeVisible();

  // Individual Pro: 50 struck through, 25 lifetime, the offer's days left (today counted).
  const plan = dialog.getByRole('article', { name: 'Individual Pro' });
  await expect(plan.locator('s')).toHaveText('$50');
  await expect(plan.getByText('$25', { exact: true })).toBeVisible();
  await expect(plan.getByText('lifetime', { exact: true })).toBeVisible();
  const daysLeft = await page.evaluate(() => {
    const today = new Date();
    const last = new Date(today.getFullYear(), today.getMonth() + 1, 0).getDate();
    return last - today.getDate() + 1;
  });
  const label = daysLeft === 1 ? '1 day left' : `${daysLeft} days left`;
  await expect(plan.getByText(`Limited time offer · ${label}`, { exact: true })).toBeVisible();
  for (const benefit of [
    'Unlimited calculator access for personal scenarios',
    'Full sortable ROI-based college rankings',
    'PDF generation and download, delivered to email',
  ])
    await expect(plan.getByText(benefit)).toBeVisible();

  // "Choose plan" asks a visitor for an e-mail; choosing with none says so.
  const choose = dialog.getByRole('button', { name: 'Choose plan' });
  await expect(dialog.getByLabel('Email')).toHaveCount(0);
  await choose.click();
  const email = dialog.getByLabel('Email');
  await expect(email).toBeFocused();
  await choose.click();
  await expect(toastWith(page, 'Please enter your email address to proceed.')).toBeVisible();
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  await expect(choose).toBeDisabled();

  // A bad address is a field error that disables the button; a good one enables it.
  await email.fill('buyer@');
  await expect(dialog.getByText('Invalid email address.')).toBeVisible();
  await expect(choose).toBeDisabled();
  const address = uniqueEmail('pay-modal');
  await email.fill(address);
  await expect(dialog.getByText('Invalid email address.')).toHaveCount(0);
  await expect(choose).toBeEnabled();
  await choose.click();

  // The method list: four methods, in the product's order, all configured.
  const list = dialog.getByRole('list', { name: 'Choose a payment method' });
  await expect(list.getByRole('button')).toHaveText(
    METHODS.map(([name]) => new RegExp(`^${name}`)),
  );
  for (const [name] of METHODS)
    await expect(list.getByRole('button', { name, exact: true })).toBeEnabled();
  await expect(
    dialog.getByText('Individual Pro · $25.00 USD, one-time lifetime purchase'),
  ).toBeVisible();

  // Each payment view has a Cancel that returns to the list.
  for (const [name, title] of METHODS) {
    await openMethod(dialog, name, title);
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(dialog.getByRole('heading', { name: 'Choose a payment method' })).toBeVisible();
  }

  // Back to the plans keeps the e-mail; "Not Now" closes the modal.
  await dialog.getByRole('button', { name: 'Back to plans' }).click();
  await expect(dialog.getByLabel('Email')).toHaveValue(address);
  await dialog.getByRole('button', { name: 'Not Now' }).click();
  await expect(pricingDialog(page)).toHaveCount(0);
});

test('/pricing opens the modal; the district plan\'s "Contact us" goes to /contact and closes it', async ({
  page,
}) => {
  await page.goto('/#/pricing');
  const dialog = pricingDialog(page);
  const district = dialog.getByRole('article', { name: 'High School and District-Wide Access' });
  await expect(district.getByText('Access for all students')).toBeVisible();
  await district.getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/#\/contact$/);
  await expect(dialog).toHaveCount(0);
});

test('a provider script that fails to load shows the failure, and Retry loads it', async ({
  page,
}) => {
  // The first request for the PayPal SDK fails as a network error; the next one is held until
  // the test has seen the loading state, then goes through.
  let requests = 0;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/paypal/sdk/js?**', async (route) => {
    if (++requests === 1) return route.abort('connectionrefused');
    await held;
    await route.fallback();
  });
  await page.goto('/#/about');
  const dialog = await openPricing(page);
  await chooseIndividualPro(dialog, uniqueEmail('pay-retry'));
  await openMethod(dialog, 'PayPal');
  const failure = dialog.getByRole('alert').filter({
    hasText: 'Could not load PayPal. Check your connection and try again.',
  });
  await expect(failure).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'PayPal', exact: true })).toHaveCount(0);

  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Loading PayPal…' })).toBeVisible();
  await expect(failure).toHaveCount(0);
  release();
  await expect(dialog.getByRole('button', { name: 'PayPal', exact: true })).toBeVisible();
  expect(requests).toBe(2);
});
