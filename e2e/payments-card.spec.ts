import { expect, type Page, test } from '@playwright/test';
import { SCENARIO_MESSAGES } from '../packages/core/src/scenario/schema';
import {
  becomeAClient,
  chooseIndividualPro,
  expectSameWindow,
  markWindow,
  me,
  openMethod,
  openPricing,
  PAID_EXISTING_ACCOUNT,
  PAID_NEW_ACCOUNT,
  PAID_SIGNED_IN,
  pricingDialog,
  signIn,
  toastWith,
} from './payment-support';
import {
  accountMenu,
  closeToasts,
  signUpVerified,
  storeTokens,
  uniqueEmail,
  waitForMail,
} from './support';

/**
 * Card payment in the browser: the Payment Element of the
 * Stripe.js stand-in confirms at the Stripe fake, then the server reads the intent from Stripe
 * and activates the plan. A signed-in buyer who hit the free limits gets every Pro feature
 * (4 colleges, PDF, all rankings sorts) in the same page; a declined card changes nothing;
 * visitors pay with an e-mail, which creates an account or is kept for the existing one.
 */

const VISA = '4242424242424242';
const DECLINED = '4000000000000002';

async function payByCard(page: Page, card: string) {
  const dialog = pricingDialog(page);
  await openMethod(dialog, 'Card', 'Card payment');
  await dialog.getByLabel('Card number').fill(card);
  const pay = dialog.getByRole('button', { name: 'Pay with Card' });
  await expect(pay).toBeEnabled();
  await pay.click();
}

async function addCollege(page: Page, query: string, name: RegExp) {
  await page.getByRole('combobox', { name: 'Add a college' }).fill(query);
  await page
    .getByRole('listbox', { name: 'Colleges' })
    .getByRole('option', { name })
    .first()
    .click();
}

const COLLEGES: [string, RegExp, string][] = [
  [
    'Massachusetts Inst',
    /^Massachusetts Institute of Technology/,
    'Massachusetts Institute of Technology',
  ],
  ['University of Alabama', /^The University of Alabama/, 'The University of Alabama'],
  ['Harvard', /^Harvard University/, 'Harvard University'],
  ['Stanford', /^Stanford University/, 'Stanford University'],
];
const collegeCard = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

test('a signed-in user at the free limit pays by card; 4 colleges, the PDF and every sort unlock without a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const student = await signUpVerified(request, 'pay-card', 'Carla Card');
  await storeTokens(page, { authToken: student.token });
  await page.goto('/#/collegeSelection');
  await markWindow(page);
  await expect(becomeAClient(page)).toBeVisible();

  // The free plan compares two colleges: the third is refused with the upgrade prompt.
  await page.getByLabel('Home state').selectOption({ label: 'Massachusetts' });
  for (const [query, option, name] of COLLEGES.slice(0, 2)) {
    await addCollege(page, query, option);
    await expect(collegeCard(page, name)).toBeVisible();
  }
  await addCollege(page, COLLEGES[2]![0], COLLEGES[2]![1]);
  const limit = page.getByRole('status').filter({ hasText: SCENARIO_MESSAGES.freeCollegeLimit });
  await expect(limit).toBeVisible();

  // "See plans" opens the pricing modal; a signed-in user goes straight to the methods.
  await limit.getByRole('button', { name: 'See plans' }).click();
  await chooseIndividualPro(pricingDialog(page));
  await payByCard(page, VISA);
  await expect(toastWith(page, PAID_SIGNED_IN)).toBeVisible();
  await expect(pricingDialog(page)).toHaveCount(0);
  await expect(becomeAClient(page)).toHaveCount(0);
  expect(await me(request, student.token)).toMatchObject({ subscription_id: 1 });

  // Same form, same page: now up to 4 colleges.
  for (const [query, option, name] of COLLEGES.slice(2)) {
    await addCollege(page, query, option);
    await expect(collegeCard(page, name)).toBeVisible();
  }
  await expect(page.getByText(SCENARIO_MESSAGES.freeCollegeLimit)).toHaveCount(0);

  // Saved, the results page offers the PDF (a free account gets the upgrade prompt there).
  await page.getByLabel('Scenario name (optional)').fill('Four colleges');
  await page.getByRole('button', { name: 'Save scenario' }).click();
  await expect(page.getByRole('heading', { name: 'Four colleges' })).toBeVisible();
  await expect(page.getByText(SCENARIO_MESSAGES.pdfNeedsPro)).toHaveCount(0);
  await closeToasts(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toBe('degreeworth-four-colleges.pdf');

  // Rankings, reached through the navbar: every column sorts (free accounts: 3 of them).
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Rankings' })
    .click();
  await expect(page.getByLabel('NPV horizon')).toBeVisible();
  await page.getByRole('button', { name: 'Completion', exact: true }).click();
  await expect(page.getByRole('columnheader', { name: /Completion/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(page.getByText(/^Ordered by completion rate, highest first/)).toBeVisible();
  await expectSameWindow(page);
});

test('a declined card says "Payment failed: Your card was declined." and activates nothing; another card then pays', async ({
  page,
  request,
}) => {
  const student = await signUpVerified(request, 'pay-card-declined');
  await storeTokens(page, { authToken: student.token });
  await page.goto('/#/rankings');
  await chooseIndividualPro(await openPricing(page));
  await payByCard(page, DECLINED);
  await expect(toastWith(page, 'Payment failed: Your card was declined.')).toBeVisible();
  const dialog = pricingDialog(page);
  await expect(dialog.getByRole('button', { name: 'Pay with Card' })).toBeEnabled();
  expect(await me(request, student.token)).toMatchObject({ subscription_id: null });
  await expect(becomeAClient(page)).toBeVisible();

  // The intent waits for another card, as on Stripe.
  await dialog.getByLabel('Card number').fill(VISA);
  await dialog.getByRole('button', { name: 'Pay with Card' }).click();
  await expect(toastWith(page, PAID_SIGNED_IN)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect(await me(request, student.token)).toMatchObject({ subscription_id: 1 });
});

test('a visitor pays by card with a new e-mail: an account is made and signed in, with a verification link and a receipt', async ({
  page,
}) => {
  const email = uniqueEmail('pay-card-visitor');
  await page.goto('/#/about');
  await chooseIndividualPro(await openPricing(page), email);
  await payByCard(page, VISA);
  await expect(toastWith(page, PAID_NEW_ACCOUNT)).toBeVisible();
  await expect(pricingDialog(page)).toHaveCount(0);
  await expect(accountMenu(page)).toBeVisible();
  await expect(becomeAClient(page)).toHaveCount(0);
  const token = await page.evaluate(() => window.localStorage.getItem('authToken'));
  expect(token).toBeTruthy();
  await waitForMail(email, /emailverify/);
  await waitForMail(email, /Your receipt/);
});

test('a visitor pays by card with the e-mail of an existing account: it gets the plan, the page stays signed out', async ({
  page,
  request,
}) => {
  const owner = await signUpVerified(request, 'pay-card-owner');
  await page.goto('/#/about');
  await chooseIndividualPro(await openPricing(page), owner.email);

  // "Processing..." while the server confirms (the call is held until the label was seen).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/stripe/confirm-payment', async (route) => {
    await held;
    await route.fallback();
  });
  await payByCard(page, VISA);
  await expect(pricingDialog(page).getByRole('button', { name: 'Processing...' })).toBeDisabled();
  release();

  await expect(toastWith(page, PAID_EXISTING_ACCOUNT)).toBeVisible();
  await expect(pricingDialog(page)).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(accountMenu(page)).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
  const token = await signIn(request, owner.email, owner.password);
  expect(await me(request, token)).toMatchObject({ subscription_id: 1 });
  await waitForMail(owner.email, /Your receipt/);
});
