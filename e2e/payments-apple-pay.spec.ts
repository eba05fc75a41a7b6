import { expect, type Page, test } from '@playwright/test';
import {
  addApplePaySession,
  APPLE_VALIDATION_URL,
  applePayLog,
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
 * Apple Pay, the device wallet, in Chromium: Safari's
 * ApplePaySession is an init script (e2e/payment-support.ts), braintree-web is the stand-in
 * served with the other scripts. The server validates the merchant at the Apple fake over https
 * with the merchant identity certificate, and charges the Braintree fake's nonce there.
 */

const NOT_AVAILABLE =
  'Apple Pay is not available. Please add a card to your Wallet or contact support.';
const STATUS = {
  validating: 'Validating the merchant…',
  authorized: 'Payment authorised. Completing your payment…',
  failed: 'The payment was not completed.',
};

async function openApplePay(page: Page, email?: string) {
  await chooseIndividualPro(await openPricing(page), email);
  const dialog = pricingDialog(page);
  await openMethod(dialog, 'Apple Pay');
  return dialog;
}

async function signedIn(page: Page, request: Parameters<typeof signUpVerified>[0], label: string) {
  const student = await signUpVerified(request, label);
  await storeTokens(page, { authToken: student.token });
  await page.goto('/#/rankings');
  return student;
}

/** Holds every call to `path` until the returned function is called. */
async function hold(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/v1${path}`, async (route) => {
    await held;
    await route.fallback();
  });
  return release;
}

test('without an Apple Pay session (Chromium) the view says Apple Pay is not available', async ({
  page,
  request,
}) => {
  await signedIn(page, request, 'pay-apple-none');
  const dialog = await openApplePay(page);
  await expect(dialog.getByText(NOT_AVAILABLE, { exact: true })).toBeVisible();
  await expect(
    dialog.getByText('Apple Pay is not supported on this device or browser.', { exact: true }),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Pay with Apple Pay' })).toHaveCount(0);
});

test('a signed-in user pays with Apple Pay: version 3 session for 25.00 on four networks, completed with success', async ({
  page,
  request,
}) => {
  await addApplePaySession(page);
  const student = await signedIn(page, request, 'pay-apple');
  const dialog = await openApplePay(page);

  // The session's stages show in the status line (the calls are held to see each one).
  const releaseValidation = await hold(page, '/applepay/validate');
  const releasePayment = await hold(page, '/applepay/payment');
  await dialog.getByRole('button', { name: 'Pay with Apple Pay' }).click();
  await expect(dialog.getByText(STATUS.validating, { exact: true })).toBeVisible();
  releaseValidation();
  await expect(dialog.getByText(STATUS.authorized, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Pay with Apple Pay' })).toBeDisabled();
  releasePayment();

  await expect(toastWith(page, PAID_SIGNED_IN)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(becomeAClient(page)).toHaveCount(0);
  expect(await me(request, student.token)).toMatchObject({ subscription_id: 1 });

  const log = await applePayLog(page);
  expect(log.activeCardAsked).toEqual(['merchant.test']);
  expect(log.sessions).toHaveLength(1);
  expect(log.sessions[0]).toMatchObject({
    version: 3,
    request: {
      total: { label: 'DegreeWorth', amount: '25.00' },
      currencyCode: 'USD',
      countryCode: 'US',
      supportedNetworks: ['visa', 'mastercard', 'amex', 'discover'],
    },
    events: ['begin', 'completeMerchantValidation', 'completePayment'],
    status: 0, // STATUS_SUCCESS
  });
});

test('without a card in the Wallet: "Please add a card to your Wallet to use Apple Pay."', async ({
  page,
  request,
}) => {
  await addApplePaySession(page, { activeCard: false });
  await signedIn(page, request, 'pay-apple-nocard');
  const dialog = await openApplePay(page);
  await expect(
    dialog.getByText('Please add a card to your Wallet to use Apple Pay.', { exact: true }),
  ).toBeVisible();
  await expect(dialog.getByText(NOT_AVAILABLE, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Pay with Apple Pay' })).toHaveCount(0);
});

test('a declined Apple Pay card: "Payment failed. Please try again or contact support.", completed with failure, no plan', async ({
  page,
  request,
}) => {
  await addApplePaySession(page);
  const student = await signedIn(page, request, 'pay-apple-declined');
  const dialog = await openApplePay(page);
  await page.evaluate(() => {
    (window as unknown as { __braintreeDecline: boolean }).__braintreeDecline = true;
  });
  await dialog.getByRole('button', { name: 'Pay with Apple Pay' }).click();
  await expect(
    toastWith(page, 'Payment failed. Please try again or contact support.'),
  ).toBeVisible();
  await expect(dialog.getByText(STATUS.failed, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Pay with Apple Pay' })).toBeEnabled();
  const [session] = (await applePayLog(page)).sessions;
  expect(session).toMatchObject({
    events: ['begin', 'completeMerchantValidation', 'completePayment'],
    status: 1,
  });
  expect(await me(request, student.token)).toMatchObject({ subscription_id: null });
});

test('a merchant session without an identifier: "Invalid merchant session", the session is aborted', async ({
  page,
  request,
}) => {
  await addApplePaySession(page, { validationURL: `${APPLE_VALIDATION_URL}?omitIdentifier=1` });
  const student = await signedIn(page, request, 'pay-apple-session');
  const dialog = await openApplePay(page);
  await dialog.getByRole('button', { name: 'Pay with Apple Pay' }).click();
  await expect(toastWith(page, 'Invalid merchant session')).toBeVisible();
  await expect(dialog.getByText(STATUS.failed, { exact: true })).toBeVisible();
  const [session] = (await applePayLog(page)).sessions;
  expect(session!.events).toEqual(['begin', 'abort']);
  expect(await me(request, student.token)).toMatchObject({ subscription_id: null });
});

test('a visitor pays with Apple Pay with a new e-mail: the new account is signed in and mailed a receipt', async ({
  page,
}) => {
  await addApplePaySession(page);
  const email = uniqueEmail('pay-apple-visitor');
  await page.goto('/#/about');
  const dialog = await openApplePay(page, email);
  await dialog.getByRole('button', { name: 'Pay with Apple Pay' }).click();
  await expect(toastWith(page, PAID_NEW_ACCOUNT)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(accountMenu(page)).toBeVisible();
  await waitForMail(email, /Your receipt/);
});
