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
 * Google Pay, the web wallet button, in the browser: the pay.js
 * stand-in's sheet returns a fresh Stripe token from the Stripe fake, which the server charges
 * there. `window.__gpayMode` makes the sheet cancel, return Stripe's declining test token, or a
 * token that is not JSON.
 */

async function openGooglePay(page: Page, email?: string) {
  await chooseIndividualPro(await openPricing(page), email);
  const dialog = pricingDialog(page);
  await openMethod(dialog, 'Google Pay');
  return dialog;
}

const buyButton = (page: Page) =>
  pricingDialog(page).getByRole('button', { name: 'Buy with Google Pay' });

test('a signed-in user pays with Google Pay: the sheet asks for 25.00 USD by Visa or Mastercard, the plan is active', async ({
  page,
  request,
}) => {
  const student = await signUpVerified(request, 'pay-gpay');
  await storeTokens(page, { authToken: student.token });
  await page.goto('/#/rankings');
  await openGooglePay(page);
  await buyButton(page).click();
  await expect(toastWith(page, PAID_SIGNED_IN)).toBeVisible();
  await expect(pricingDialog(page)).toHaveCount(0);
  await expect(becomeAClient(page)).toHaveCount(0);
  expect(await me(request, student.token)).toMatchObject({ subscription_id: 1 });

  const [sheet] = await page.evaluate(
    () => (window as unknown as { __gpayRequests: unknown[] }).__gpayRequests,
  );
  expect(sheet).toMatchObject({
    apiVersion: 2,
    transactionInfo: {
      totalPriceStatus: 'FINAL',
      totalPrice: '25.00',
      currencyCode: 'USD',
      countryCode: 'US',
    },
    allowedPaymentMethods: [
      {
        type: 'CARD',
        parameters: { allowedCardNetworks: ['VISA', 'MASTERCARD'] },
        tokenizationSpecification: {
          type: 'PAYMENT_GATEWAY',
          parameters: { gateway: 'stripe', 'stripe:publishableKey': 'pk_test_fake' },
        },
      },
    ],
  });
});

const FAILURES = [
  ['cancel', 'the buyer closes the sheet', 'Payment was cancelled or failed.'],
  [
    'declined',
    'the card is declined',
    'Payment failed: The payment was not completed: Your card was declined. No money was taken.',
  ],
  ['garbage', 'the token is not a Stripe token', 'Payment token parsing failed.'],
] as const;

for (const [mode, what, message] of FAILURES) {
  test(`Google Pay when ${what}: "${message}", and no plan`, async ({ page, request }) => {
    const student = await signUpVerified(request, `pay-gpay-${mode}`);
    await storeTokens(page, { authToken: student.token });
    await page.goto('/#/rankings');
    await openGooglePay(page);
    await page.evaluate((m) => {
      (window as unknown as { __gpayMode: string }).__gpayMode = m;
    }, mode);
    await buyButton(page).click();
    await expect(toastWith(page, message)).toBeVisible();
    // The view stays, ready for another try.
    await expect(buyButton(page)).toBeVisible();
    await expect(becomeAClient(page)).toBeVisible();
    expect(await me(request, student.token)).toMatchObject({ subscription_id: null });
  });
}

test('a visitor pays with Google Pay with a new e-mail: the new account is signed in and mailed a receipt', async ({
  page,
}) => {
  const email = uniqueEmail('pay-gpay-visitor');
  await page.goto('/#/about');
  await openGooglePay(page, email);
  await buyButton(page).click();
  await expect(toastWith(page, PAID_NEW_ACCOUNT)).toBeVisible();
  await expect(pricingDialog(page)).toHaveCount(0);
  await expect(accountMenu(page)).toBeVisible();
  await waitForMail(email, /Your receipt/);
});
