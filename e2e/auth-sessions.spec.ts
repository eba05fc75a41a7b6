import { expect, test } from '@playwright/test';
import { accountMenu, hashPath, logInThroughModal, openAccountMenu, uniqueEmail } from './support';

test('logout in one tab logs out another, and the server refuses the old token', async ({
  context,
  request,
}) => {
  const email = uniqueEmail('tabs');
  const password = 'two-tabs-pass';
  await request.post('/api/v1/auth/signup', {
    data: { name: 'Tess Tabs', email, password, password_confirmation: password },
  });

  const first = await context.newPage();
  await first.goto('/#/home');
  await logInThroughModal(first, email, password);
  await expect(accountMenu(first)).toHaveText('T');
  const token = await first.evaluate(() => localStorage.getItem('authToken'));
  expect(token).toBeTruthy();

  const second = await context.newPage();
  await second.goto('/#/profile');
  await expect(second.getByRole('heading', { level: 1 })).toHaveText('Your profile');
  await expect(second.getByRole('form', { name: 'Your details' }).getByLabel('Name')).toHaveValue(
    'Tess Tabs',
  );

  // Back in the first tab (a background tab runs throttled), log out there.
  await first.bringToFront();
  await openAccountMenu(first);
  await first.getByRole('button', { name: 'Logout' }).click();
  await expect(first.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();

  // The other tab sees the token go: logged out, and sent away from the signed-in page.
  await expect(second.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(accountMenu(second)).toHaveCount(0);
  await expect.poll(() => hashPath(second)).toBe('/');

  // POST /auth/logout revoked the session: the old token now fails with the exact 401 text.
  await expect
    .poll(async () => {
      const res = await request.get('/api/v1/me', {
        headers: { Authorization: `Bearer ${token}` },
      });
      return [res.status(), (await res.json()).message];
    })
    .toEqual([401, 'Unauthenticated. Please provide a valid token.']);
});
