import { expect, test } from '@playwright/test';
import { accountMenu, openAccountMenu, uniqueEmail } from './support';

test('Google sign-in against the local key set creates the account and signs in', async ({
  page,
}) => {
  const email = uniqueEmail('google');
  const identity = { sub: `sub-${email}`, email, name: 'Gia Google' };
  await page.addInitScript((who) => {
    localStorage.setItem('e2e-google-identity', JSON.stringify(who));
  }, identity);
  await page.goto('/#/home');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  const google = dialog.getByRole('button', { name: 'Sign in with Google' });
  await expect(google).toBeVisible();
  // The large social button is 40 px high.
  expect((await google.boundingBox())?.height).toBe(40);
  await google.click();

  await expect(dialog).toBeHidden();
  await expect(accountMenu(page)).toHaveText('G');
  await openAccountMenu(page);
  await page.getByRole('link', { name: 'Profile' }).click();
  const details = page.getByRole('form', { name: 'Your details' });
  await expect(details.getByLabel('Name')).toHaveValue('Gia Google');
  await expect(details.getByText(email)).toBeVisible();
});
