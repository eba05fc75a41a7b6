import { expect, test } from '@playwright/test';
import { accountMenu, logInThroughModal, openAccountMenu, uniqueEmail } from './support';

// A real 1×1 PNG: the server reads the content, not the name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('profile: edit name and image (the navbar shows it), change the password', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('profile');
  await request.post('/api/v1/auth/signup', {
    data: {
      name: 'Pia Profile',
      email,
      password: 'profile-pass-1',
      password_confirmation: 'profile-pass-1',
    },
  });
  await page.goto('/#/home');
  await logInThroughModal(page, email, 'profile-pass-1');
  await expect(accountMenu(page)).toHaveText('P');
  await openAccountMenu(page);
  await page.getByRole('link', { name: 'Profile' }).click();

  const details = page.getByRole('form', { name: 'Your details' });
  await details.getByLabel('Name').fill('Nia Newname');
  await details
    .getByLabel('Profile image')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(details.getByAltText('Preview of your new profile image')).toBeVisible();
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully.')).toBeVisible();
  const avatar = accountMenu(page).locator('img');
  await expect(avatar).toHaveAttribute('src', /\/api\/v1\/media\/avatars\/.+\.webp$/);
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  const password = page.getByRole('form', { name: 'Change password' });
  await password.getByLabel('Current password').fill('wrong-pass-0');
  await password.getByLabel('New password', { exact: true }).fill('profile-pass-2');
  await password.getByLabel('Confirm new password').fill('profile-pass-2');
  await password.getByRole('button', { name: 'Update password' }).click();
  await expect(password.getByLabel('Current password')).toHaveAccessibleDescription(
    'Your current password is not correct.',
  );
  await password.getByLabel('Current password').fill('profile-pass-1');
  await password.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText(/Your password has been changed/)).toBeVisible();

  await openAccountMenu(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await logInThroughModal(page, email, 'profile-pass-2');
  await expect(accountMenu(page).locator('img')).toBeVisible();
});
