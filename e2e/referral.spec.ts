import { expect, test, type Page } from '@playwright/test';
import {
  accountMenu,
  appLinkIn,
  closeToasts,
  hashPath,
  signUpVerified,
  storeTokens,
  uniqueEmail,
  waitForNextMail,
} from './support';

/** The figure under a label on the Refer and Earn page ("People who signed up" → "1"). */
const figure = (page: Page, label: string) =>
  page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });

test('Refer and Earn: link → sign-up of a friend → the referrer sees 1 signed up', async ({
  page,
  browser,
  baseURL,
}) => {
  // A: an individual account; Refer and Earn is in the navbar (institute_status "false").
  const ada = await signUpVerified(page.request, 'referrer', 'Ada Referrer');
  await storeTokens(page, { authToken: ada.token });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: baseURL!,
  });
  await page.goto('/#/home');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Refer and Earn' })
    .click();
  await expect.poll(() => hashPath(page)).toBe('/referral');
  await expect(page.getByRole('heading', { level: 1, name: 'Refer and Earn' })).toBeVisible();

  const field = page.getByRole('textbox', { name: 'Your referral link' });
  await expect(field).toHaveValue(new RegExp(`^${baseURL}/#/\\?ref=[a-z0-9]{10}$`));
  const link = await field.inputValue();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(figure(page, 'People who signed up')).toContainText('0');
  await expect(page.getByText('No rewards yet.', { exact: false })).toBeVisible();
  const rules = page.getByRole('region', { name: 'How rewards work' });
  await expect(rules).toContainText('20% of the price they actually paid');
  await expect(rules.getByRole('link', { name: 'contact us' })).toHaveAttribute(
    'href',
    '#/contact',
  );

  // B, in a browser of their own, opens the link and signs up through the modal.
  const friend = await browser.newContext();
  const bea = await friend.newPage();
  const beaEmail = uniqueEmail('referred');
  const password = 'referred-pass-1';
  await bea.goto(link);
  await expect.poll(() => bea.url()).not.toContain('ref=');
  await bea.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = bea.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Signup' }).click();
  await dialog.getByRole('radio', { name: /I am an Individual User/ }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toHaveAccessibleName('Signup');
  await dialog.getByLabel('Name').fill('Bea Referred');
  await dialog.getByLabel('Email').fill(beaEmail);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm password').fill(password);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(bea.getByRole('alert').filter({ hasText: 'Check your email inbox' })).toBeVisible();
  expect(await bea.evaluate(() => localStorage.getItem('referralCode'))).toBeNull();

  // B verifies through the mailed link and is signed in.
  const mail = await waitForNextMail(beaEmail, /#\/emailverify\//, 0);
  await bea.goto(appLinkIn(mail, 'emailverify'));
  await expect(bea.getByText('Your email address has been verified.')).toBeVisible();
  await closeToasts(bea);
  await expect(accountMenu(bea)).toHaveText('B');
  await friend.close();

  // A reloads the page: one person signed up through the link, nobody bought yet.
  await page.reload();
  await expect(figure(page, 'People who signed up')).toContainText('1');
  await expect(figure(page, 'People who bought Individual Pro')).toContainText('0');
  await expect(figure(page, 'Rewards earned')).toContainText('$0.00');
});
