import { expect, test } from '@playwright/test';
import {
  adminMenu,
  expectToast,
  openAdminScreen,
  recordToasts,
  signInAtCrm,
  uniqueTag,
} from './admin-support';
import {
  accountMenu,
  appLinkIn,
  hashPath,
  logInThroughModal,
  signUpVerified,
  storeTokens,
  uniqueEmail,
  waitForMail,
} from './support';

const UNAUTHENTICATED = 'Unauthenticated. Please provide a valid token.';
const DISABLED = 'This account has been disabled. Please contact support.';

test('a user disabled in /crm/users loses the open session and cannot sign in until enabled again', async ({
  page,
  browser,
  request,
}) => {
  const tag = uniqueTag();
  const name = `Dora Disabled ${tag}`;
  const user = await signUpVerified(request, 'disabled', name);
  const bearer = { authorization: `Bearer ${user.token}` };
  expect((await request.get('/api/v1/me', { headers: bearer })).status()).toBe(200);

  await recordToasts(page);
  await signInAtCrm(page);
  await openAdminScreen(page, 'Users');
  const search = page.getByRole('search', { name: 'Users' });
  await search.getByLabel('Search by name or email').fill(user.email);
  await search.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(user.email);
  await expect(page.getByRole('table', { name: 'Users' }).getByRole('row')).toHaveCount(2);

  await row.getByRole('button', { name: `Disable ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Disable ${name}?` });
  await confirm.getByRole('button', { name: 'Disable' }).click();
  await expectToast(page, 'The account has been disabled. All its sessions have ended.');
  await expect(confirm).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Enable ${name}` })).toBeVisible();
  await expect(row).toContainText('Since');

  // The session that was open is refused: in the browser (the profile's GET /me) and by the API.
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await storeTokens(userPage, { authToken: user.token });
  const me = userPage.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/me');
  await userPage.goto('/#/profile');
  const refused = await me;
  expect(refused.status()).toBe(401);
  expect((await refused.json()).message).toBe(UNAUTHENTICATED);
  const api = await request.get('/api/v1/me', { headers: bearer });
  expect([api.status(), (await api.json()).message]).toEqual([401, UNAUTHENTICATED]);

  // Signing in again is refused with the disabled message.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/#/home');
  const login = await logInThroughModal(visitor, user.email, user.password);
  await expect(login.getByRole('alert')).toHaveText(DISABLED);
  await expect(accountMenu(visitor)).toHaveCount(0);

  // Enabled again: signing in works.
  await row.getByRole('button', { name: `Enable ${name}` }).click();
  const enable = page.getByRole('dialog', { name: `Enable ${name}?` });
  await enable.getByRole('button', { name: 'Enable' }).click();
  await expectToast(page, 'The account has been enabled.');
  await expect(row.getByRole('button', { name: `Disable ${name}` })).toBeVisible();

  await login.getByRole('button', { name: 'Continue' }).click();
  await expect(login).toBeHidden();
  await expect(accountMenu(visitor)).toHaveText('D');
  await userContext.close();
  await visitorContext.close();
});

test('a subadmin with only "resources", invited from /crm/subadmins, sets a password by mail and sees only its screens', async ({
  page,
  browser,
}) => {
  const tag = uniqueTag();
  const name = `Sam Subadmin ${tag}`;
  const email = uniqueEmail('subadmin');
  const password = `subadmin-pass-${tag}`;
  await recordToasts(page);
  await signInAtCrm(page);
  await openAdminScreen(page, 'Subadmins');
  await page.getByRole('main').getByRole('button', { name: 'Add subadmin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a subadmin' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('checkbox', { name: 'Resources', exact: true }).check();
  await dialog.getByRole('button', { name: 'Add subadmin' }).click();
  await expectToast(page, 'Added successfully.');
  await expect(dialog).toHaveCount(0);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(email);
  await expect(row).toContainText('Invited: no password yet');
  await expect(row.getByRole('cell').nth(2)).toHaveText('Resources');

  // The invite mail's link opens the reset screen: the subadmin chooses a password there.
  const link = appLinkIn(await waitForMail(email, /#\/forgot\//), 'forgot');
  const subContext = await browser.newContext();
  const sub = await subContext.newPage();
  await sub.goto(link);
  await expect(sub.getByRole('heading', { level: 1 })).toHaveText('Reset password');
  await expect(sub.getByText(email)).toBeVisible();
  await sub.getByLabel('New password').fill(password);
  await sub.getByLabel('Confirm password').fill(password);
  await sub.getByRole('button', { name: 'Reset password' }).click();
  await expect.poll(() => hashPath(sub)).toBe('/home');

  // Signed in at /crm, the menu shows Resources but not Users.
  await signInAtCrm(sub, email, password);
  await expect(adminMenu(sub).getByRole('link', { name: 'Resources', exact: true })).toBeVisible();
  await expect(adminMenu(sub).getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(adminMenu(sub).getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);
  await expect(adminMenu(sub).getByRole('link', { name: 'Subadmins', exact: true })).toHaveCount(0);
  await expect(adminMenu(sub).getByRole('link')).toHaveCount(2);
  await openAdminScreen(sub, 'Resources');

  // /crm/users opened directly: the screen says the permission is missing.
  await sub.goto('/#/crm/users');
  await expect(sub.getByRole('heading', { level: 1 })).toHaveText('Users');
  await expect(sub.getByRole('main').getByRole('alert')).toHaveText(
    'Your admin account does not have the "users" permission needed for this action.',
  );
  await expect(sub.getByRole('table', { name: 'Users' })).toHaveCount(0);

  // The admin list shows the password as set now.
  await page.reload();
  await expect(row).toContainText('Active');
  await subContext.close();
});
