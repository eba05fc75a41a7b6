import { expect, test } from '@playwright/test';
import {
  accountMenu,
  openAccountMenu,
  appLinkIn,
  countMails,
  hashPath,
  logInThroughModal,
  uniqueEmail,
  waitForNextMail,
} from './support';

const VERIFY_MAIL = /#\/emailverify\//;

test('signup → verify with the e-mailed link → sign in', async ({ page }) => {
  const email = uniqueEmail('signup');
  const password = 'counselor-pass-1';
  await page.goto('/#/home');

  // Login → toggle → Role Selection → "I am an Individual User" → the signup form.
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName('Login');
  await dialog.getByRole('button', { name: 'Signup' }).click();
  await expect(dialog).toHaveAccessibleName('Role Selection');
  await expect(dialog).toHaveAccessibleDescription('Select a role to access tailored features');
  await dialog.getByRole('radio', { name: /I am an Individual User/ }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toHaveAccessibleName('Signup');
  await dialog.getByLabel('Name').fill('Cara Counselor');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm password').fill(password);
  await dialog.getByRole('button', { name: 'Continue' }).click();

  // The "Check your email inbox" toast stays open until dismissed.
  const inbox = page.getByRole('alert').filter({ hasText: 'Check your email inbox' });
  await expect(inbox).toBeVisible();
  await expect(dialog).toBeHidden();
  const mail = await waitForNextMail(email, VERIFY_MAIL, 0);
  await expect(inbox).toBeVisible();
  await inbox.getByRole('button', { name: /close/i }).click();

  // Before verifying, sign-in answers status verify: signed in, with the banner and its resend link.
  await logInThroughModal(page, email, password);
  const banner = page.getByRole('region', { name: 'Email verification' });
  await expect(banner).toContainText(email);
  await expect(accountMenu(page)).toBeVisible();
  // A resend within a minute of the first link is held back, and says so;
  // the link already sent stays valid.
  await banner.getByRole('button', { name: 'Resend the link' }).click();
  await expect(
    page.getByText(
      'We sent you a link less than a minute ago. Please check your inbox, or wait a minute and try again.',
    ),
  ).toBeVisible();
  expect(await countMails(email, VERIFY_MAIL)).toBe(1);

  // The e-mailed link verifies, signs in and reloads the profile.
  await page.goto(appLinkIn(mail, 'emailverify'));
  await expect(page.getByText('Your email address has been verified.')).toBeVisible();
  await expect.poll(() => hashPath(page)).toBe('/home');
  await expect(accountMenu(page)).toHaveText('C');
  await expect(page.getByRole('region', { name: 'Email verification' })).toHaveCount(0);

  // Log out, then sign in with the password: status success, no banner.
  await openAccountMenu(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  const login = await logInThroughModal(page, email, password);
  await expect(login).toBeHidden();
  await expect(accountMenu(page)).toHaveText('C');
  await expect(page.getByRole('region', { name: 'Email verification' })).toHaveCount(0);
});

test('a wrong password shows the server message in the login form', async ({ page }) => {
  await page.goto('/#/home');
  const dialog = await logInThroughModal(page, uniqueEmail('nobody'), 'wrong-pass-1');
  await expect(dialog.getByRole('alert')).toHaveText('Invalid email or password.');
  await expect(accountMenu(page)).toHaveCount(0);
});

test('login and signup: an emptied field says "This field is required."; submitting empty toasts "All fields are required"', async ({
  page,
}) => {
  await page.goto('/#/home');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName('Login');
  const continueButton = dialog.getByRole('button', { name: 'Continue' });

  // Submitting the empty form: the toast keeps the form's message, each field the shared one.
  await continueButton.click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'All fields are required' }),
  ).toBeVisible();
  const email = dialog.getByLabel('Email');
  const password = dialog.getByLabel('Password', { exact: true });
  await expect(email).toHaveAccessibleDescription('This field is required.');
  await expect(password).toHaveAccessibleDescription('This field is required.');
  await expect(continueButton).toBeDisabled();
  await email.fill('maya@school.edu');
  await expect(email).not.toHaveAccessibleDescription('This field is required.');
  // Typed in, then cleared.
  await email.fill('');
  await expect(email).toHaveAccessibleDescription('This field is required.');

  // The signup form follows the same rule.
  await dialog.getByRole('button', { name: 'Signup' }).click();
  await dialog.getByRole('radio', { name: /I am an Individual User/ }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toHaveAccessibleName('Signup');
  for (const label of ['Name', 'Email', 'Confirm password']) {
    const input = dialog.getByLabel(label, { exact: true });
    await input.fill('x');
    await input.fill('');
    await expect(input).toHaveAccessibleDescription('This field is required.');
  }
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
});
