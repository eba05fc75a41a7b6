import { expect, type Page, test } from '@playwright/test';
import {
  becomeAClient,
  chooseIndividualPro,
  me,
  openMethod,
  openPricing,
  PAID_NEW_ACCOUNT,
  PAID_SIGNED_IN,
  pricingDialog,
  toastWith,
} from './payment-support';
import { accountMenu, signUpVerified, storeTokens, uniqueEmail, waitForMail } from './support';

/**
 * PayPal, the redirect-style wallet, in the browser: the PayPal SDK
 * stand-in's buttons create the order through the server, approve it at the PayPal fake (the
 * buyer in PayPal's window), and the server captures it there. Success and failure are alerts
 * (window.alert) that close the modal; closing PayPal's window keeps the view.
 */

/** Accepts every alert, keeping its text. */
function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return alerts;
}

async function openPayPal(page: Page, email?: string) {
  await chooseIndividualPro(await openPricing(page), email);
  const dialog = pricingDialog(page);
  await openMethod(dialog, 'PayPal');
  return dialog;
}

test('a signed-in user pays with PayPal: "Payment Successful", the modal closes, the plan is active', async ({
  page,
  request,
}) => {
  const alerts = collectAlerts(page);
  const student = await signUpVerified(request, 'pay-paypal');
  await storeTokens(page, { authToken: student.token });
  await page.goto('/#/rankings');
  const dialog = await openPayPal(page);
  await dialog.getByRole('button', { name: 'PayPal', exact: true }).click();
  await expect.poll(() => alerts).toEqual(['Payment Successful']);
  await expect(dialog).toHaveCount(0);
  await expect(toastWith(page, PAID_SIGNED_IN)).toBeVisible();
  // The user was fetched again: the new plan hides "Become a Client".
  await expect(becomeAClient(page)).toHaveCount(0);
  expect(await me(request, student.token)).toMatchObject({ subscription_id: 1 });
});

test('a payment PayPal declines at capture alerts "Something went wrong with PayPal", closes the modal, activates nothing', async ({
  page,
  request,
}) => {
  const alerts = collectAlerts(page);
  const student = await signUpVerified(request, 'pay-paypal-declined');
  await storeTokens(page, { authToken: student.token });
  await page.goto('/#/rankings');
  const dialog = await openPayPal(page);
  await dialog.getByRole('button', { name: 'PayPal (declined card)' }).click();
  await expect
    .poll(() => alerts)
    .toEqual([
      'Something went wrong with PayPal: The payment was not completed: The payment method was declined by PayPal. No money was taken.',
    ]);
  await expect(dialog).toHaveCount(0);
  await expect(becomeAClient(page)).toBeVisible();
  expect(await me(request, student.token)).toMatchObject({ subscription_id: null });
});

test("closing PayPal's window keeps the view with a note, and the buyer can pay after all", async ({
  page,
  request,
}) => {
  const alerts = collectAlerts(page);
  const student = await signUpVerified(request, 'pay-paypal-cancel');
  await storeTokens(page, { authToken: student.token });
  await page.goto('/#/rankings');
  const dialog = await openPayPal(page);
  await dialog.getByRole('button', { name: 'Close PayPal window' }).click();
  await expect(
    dialog.getByText('The PayPal payment was cancelled. You can try again.'),
  ).toBeVisible();
  expect(alerts).toEqual([]);
  expect(await me(request, student.token)).toMatchObject({ subscription_id: null });

  await dialog.getByRole('button', { name: 'PayPal', exact: true }).click();
  await expect.poll(() => alerts).toEqual(['Payment Successful']);
  await expect(dialog).toHaveCount(0);
  expect(await me(request, student.token)).toMatchObject({ subscription_id: 1 });
});

test('a visitor pays with PayPal with a new e-mail: the new account is signed in and mailed a receipt', async ({
  page,
}) => {
  const alerts = collectAlerts(page);
  const email = uniqueEmail('pay-paypal-visitor');
  await page.goto('/#/about');
  const dialog = await openPayPal(page, email);
  await dialog.getByRole('button', { name: 'PayPal', exact: true }).click();
  await expect.poll(() => alerts).toEqual(['Payment Successful']);
  await expect(dialog).toHaveCount(0);
  await expect(toastWith(page, PAID_NEW_ACCOUNT)).toBeVisible();
  await expect(accountMenu(page)).toBeVisible();
  await expect(becomeAClient(page)).toHaveCount(0);
  await waitForMail(email, /emailverify/);
  await waitForMail(email, /Your receipt/);
});
