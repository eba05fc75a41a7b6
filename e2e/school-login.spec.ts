import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectToast, instituteSession, recordToasts, uniqueTag } from './admin-support';
import { expectNoSeriousViolations } from './axe';
import { appLinkIn, hashPath, logInThroughModal, uniqueEmail, waitForMail } from './support';

/**
 * Finding the way in: the public footer's "School login", a counselor's "Forgot
 * password?" on /institute/admin through the real server and SMTP sink, and the hint under a
 * failed main login, at a desktop and a phone width, with axe on each new screen.
 */

const RESET_SENT =
  'If this email address belongs to a school admin or counselor, a link to choose a new password is on its way to it, valid for 1 hour.';
const LOGIN_HINT =
  'Counselors and school admins sign in at School login, below. Students added by their school: use the link in your invitation email, or sign in with an email code (Signup, then High School Enterprise Account).';

/** A counselor of a new institute, with a password, added and invited by the owner's API calls. */
async function counselorWithPassword(request: APIRequestContext) {
  const school = await instituteSession(request, 'reset');
  const email = `counselor-${uniqueTag()}@reset.test`;
  const added = await request.post('/api/v1/institute/sub-users', {
    headers: { authorization: `Bearer ${school.token}` },
    data: { name: 'Carla Counselor', email },
  });
  expect(added.status()).toBe(201);
  const link = /\/#\/confirm-subscription\/([^/\s"'<>]+)\//.exec(
    await waitForMail(email, /Your counselor account/),
  );
  const password = 'counselor-first-1';
  const set = await request.post('/api/v1/set-password-insitute', {
    data: {
      email,
      dummyPassword: decodeURIComponent(link![1]!),
      password,
      password_confirmation: password,
    },
  });
  expect(set.status()).toBe(200);
  return { email, password, token: ((await set.json()) as { token: string }).token };
}

async function expectSchoolLogin(page: Page) {
  await expect.poll(() => hashPath(page)).toBe('/institute/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Institute admin login');
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800, isMobile: false },
  { name: 'phone', width: 390, height: 844, isMobile: true },
]) {
  test.describe(`at ${viewport.width} px (${viewport.name})`, () => {
    test.use({
      viewport: { width: viewport.width, height: viewport.height },
      isMobile: viewport.isMobile,
      hasTouch: viewport.isMobile,
    });

    test('the home page footer leads to the school login', async ({ page }) => {
      await page.goto('/#/home');
      const footer = page.getByRole('contentinfo');
      const link = footer.getByRole('link', { name: 'School login' });
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await expectSchoolLogin(page);
      await expect(page.getByRole('button', { name: 'Forgot password?' })).toBeVisible();
      await expectNoSeriousViolations(page, `${viewport.width} px school login`);
    });

    test('a counselor resets a forgotten password by mail and signs in with it', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const counselor = await counselorWithPassword(request);
      await recordToasts(page);
      await page.goto('/#/institute/admin');
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      const form = page.getByRole('form', { name: 'Forgot password' });
      await form.getByRole('button', { name: 'Send reset link' }).click();
      await expect(form.getByLabel('Email')).toHaveAccessibleDescription(
        'Please enter a valid email.',
      );
      await expectNoSeriousViolations(page, `${viewport.width} px forgot password form`);
      await form.getByLabel('Email').fill(counselor.email);
      await form.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByRole('status').filter({ hasText: RESET_SENT })).toBeVisible();
      await expectNoSeriousViolations(page, `${viewport.width} px reset link sent`);

      const mail = await waitForMail(counselor.email, /Reset your school login password/);
      expect(mail).toMatch(
        /To sign in later, use the school login: https?:\/\/\S+\/#\/institute\/admin/,
      );
      await page.goto(appLinkIn(mail, 'confirm-subscription'));
      const set = page.getByRole('form', { name: 'Set password' });
      await expect(set.getByLabel('Email')).toHaveValue(counselor.email);
      await expectNoSeriousViolations(page, `${viewport.width} px set a new password`);
      await set.getByLabel('Password', { exact: true }).fill('counselor-second-2');
      await set.getByLabel('Confirm password').fill('counselor-second-2');
      await set.getByRole('button', { name: 'Set password' }).click();
      await expectToast(page, 'Password has been created successfully.');
      await expect.poll(() => hashPath(page)).toMatch(/^\/[a-z0-9-]+\/admin\/dashboard$/);

      // The session from before the reset has ended; the new password signs in.
      const old = await request.get('/api/v1/institute/me', {
        headers: { authorization: `Bearer ${counselor.token}` },
      });
      expect(old.status()).toBe(401);
      const signIn = await request.post('/api/v1/login-insitute', {
        data: { email: counselor.email, password: 'counselor-second-2' },
      });
      expect(signIn.status()).toBe(200);
    });

    test('a failed main login keeps its message and adds the hint to the school login', async ({
      page,
    }) => {
      await page.goto('/#/home');
      // On a phone the header's Login sits in its menu.
      if (viewport.isMobile) await page.getByRole('button', { name: 'Menu' }).click();
      const dialog = await logInThroughModal(page, uniqueEmail('nobody'), 'wrong-pass-123');
      await expect(dialog.getByRole('alert')).toHaveText('Invalid email or password.');
      await expect(dialog.getByText(LOGIN_HINT)).toBeVisible();
      await expectNoSeriousViolations(page, `${viewport.width} px failed login with hint`);
      await dialog.getByRole('link', { name: 'School login' }).click();
      await expect(dialog).toBeHidden();
      await expectSchoolLogin(page);
    });
  });
}
