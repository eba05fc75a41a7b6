import { expect, test } from '@playwright/test';
import { accountMenu, codeIn, hashPath, typeCode, uniqueEmail, waitForMail } from './support';

test('forgot → reset with the e-mailed code → sign in with the new password', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('forgot');
  const signup = await request.post('/api/v1/auth/signup', {
    data: {
      name: 'Rita Reset',
      email,
      password: 'old-pass-123',
      password_confirmation: 'old-pass-123',
    },
  });
  expect(signup.status()).toBe(200);

  await page.goto('/#/home');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Forget Password?' }).click();
  await expect.poll(() => hashPath(page)).toBe('/forgot');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot password');

  // Empty e-mail: the form asks for a valid one.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email.');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset password');

  const code = codeIn(await waitForMail(email, /Your code: \d{6}/));
  await typeCode(page, code);
  await page.getByLabel('New password').fill('new-pass-456');
  await page.getByLabel('Confirm password').fill('new-pass-999');
  await expect(page.getByLabel('Confirm password')).toHaveAccessibleDescription(
    'Passwords do not match.',
  );
  await page.getByLabel('Confirm password').fill('new-pass-456');
  await page.getByRole('button', { name: 'Reset password' }).click();

  // Reset ends every session and opens the login.
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toBeVisible();
  await expect(page.getByText(/Your password has been reset/)).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('old-pass-123');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Invalid email or password.');
  await dialog.getByLabel('Password').fill('new-pass-456');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
  await expect(accountMenu(page)).toHaveText('R');
});

test('the reset link /forgot/{email}/{token} resets without typing the code', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('resetlink');
  await request.post('/api/v1/auth/signup', {
    data: {
      name: 'Lina Link',
      email,
      password: 'old-pass-123',
      password_confirmation: 'old-pass-123',
    },
  });
  await request.post('/api/v1/auth/forgot-password', { data: { email } });
  const mail = await waitForMail(email, /#\/forgot\//);
  const code = codeIn(mail);
  const link = mail.match(/https?:\/\/[^\s"'<>]+\/#\/forgot\/[^\s"'<>]+/)?.[0];
  expect(link).toBeTruthy();
  // The link carries a long random token, not the guessable code.
  expect(link).not.toContain(code);
  await page.goto(link!);
  await expect(
    page.getByText('Your reset link is confirmed: choose a new password below.'),
  ).toBeVisible();
  await expect(page.getByRole('group', { name: 'Verification code' })).toHaveCount(0);
  await page.getByLabel('New password').fill('link-pass-789');
  await page.getByLabel('Confirm password').fill('link-pass-789');
  await page.getByRole('button', { name: 'Reset password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('link-pass-789');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(accountMenu(page)).toHaveText('L');
});
