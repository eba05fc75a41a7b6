import { expect, test } from '@playwright/test';
import { hashPath } from './support';

test('admin login at /crm stores adminAuthToken and opens /crm/dashboard', async ({ page }) => {
  await page.goto('/#/crm');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin login');
  await page.getByLabel('Email').fill('admin@degreeworth.test');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');

  await page.getByLabel('Password').fill('e2e-admin-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect.poll(() => hashPath(page)).toBe('/crm/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  const stored = await page.evaluate(() => ({
    admin: localStorage.getItem('adminAuthToken'),
    user: localStorage.getItem('authToken'),
    adminUser: JSON.parse(localStorage.getItem('adminUser') ?? 'null'),
  }));
  expect(stored.admin).toBeTruthy();
  expect(stored.user).toBeNull();
  expect(stored.adminUser).toMatchObject({ email: 'admin@degreeworth.test', is_admin: 1 });

  // /crm now skips to the dashboard.
  await page.goto('/#/crm');
  await expect.poll(() => hashPath(page)).toBe('/crm/dashboard');
});
