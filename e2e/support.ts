import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** Tokens stored before the app loads, as the sign-in flows would leave them. */
export async function storeTokens(
  page: Page,
  tokens: Partial<
    Record<'authToken' | 'adminAuthToken' | 'instituteAdminAuthToken' | 'instituteName', string>
  >,
): Promise<void> {
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, tokens);
}

/** The path after the hash (`/#/crm` → `/crm`). */
export function hashPath(page: Page): string {
  const hash = new URL(page.url()).hash.replace(/^#/, '');
  return hash.split('?')[0]!.split('#')[0] || '/';
}

export interface SunkMail {
  to: string[];
  raw: string;
}

/** Every message the test SMTP server received (e2e/test-services.mjs), decoded from quoted-printable. */
export async function sentMails(): Promise<SunkMail[]> {
  const res = await fetch(`http://127.0.0.1:${process.env.DW_E2E_SMTP_HTTP_PORT}/messages`);
  const mails = (await res.json()) as SunkMail[];
  return mails.map((m) => ({
    to: m.to,
    raw: m.raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
  }));
}

/** Waits for the newest mail to `to` whose text matches `pattern`, and returns it. */
export async function waitForMail(to: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await sentMails()).filter((m) => m.to.includes(to) && pattern.test(m.raw));
      found = mails.at(-1)?.raw;
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** A fresh address per test: the server's abuse limits count per account and per address. */
export function uniqueEmail(label: string): string {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return `${label}-${suffix}@degreeworth.test`;
}

/** The app link `http…/#/{route}/…` in a mail (e.g. route 'emailverify'). */
export function appLinkIn(mail: string, route: string): string {
  const link = mail.match(new RegExp(`https?://[^\\s"'<>]+/#/${route}/[^\\s"'<>]+`))?.[0];
  if (!link) throw new Error(`No /#/${route}/ link in the mail.`);
  return link;
}

/** The 6-digit code of an account mail ("Your code: 123456"). */
export function codeIn(mail: string): string {
  const code = mail.match(/Your code: (\d{6})/)?.[1];
  if (!code) throw new Error('No 6-digit code in the mail.');
  return code;
}

/** How many mails to `to` match `pattern` so far. */
export async function countMails(to: string, pattern: RegExp): Promise<number> {
  return (await sentMails()).filter((m) => m.to.includes(to) && pattern.test(m.raw)).length;
}

/** Waits until more than `seen` mails to `to` match `pattern`, and returns the newest. */
export async function waitForNextMail(to: string, pattern: RegExp, seen: number): Promise<string> {
  await expect.poll(() => countMails(to, pattern)).toBeGreaterThan(seen);
  return waitForMail(to, pattern);
}

/** Opens the login modal from the navbar and signs in with e-mail and password. */
export async function logInThroughModal(page: Page, email: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  return dialog;
}

/** The navbar's account button, present only while signed in. */
export function accountMenu(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: 'Account menu' });
}

/** Types a code into the six code boxes. */
export async function typeCode(page: Page, code: string) {
  await page.getByRole('group', { name: 'Verification code' }).getByRole('textbox').first().click();
  await page.keyboard.type(code);
}

/** Closes the toasts on screen, as a person would before reaching a menu they cover. */
export async function closeToasts(page: Page) {
  const close = page.getByRole('alert').getByRole('button', { name: 'close' });
  for (let i = 0; i < 10 && (await close.count()) > 0; i++) {
    // A toast may close by itself meanwhile.
    await close
      .first()
      .click({ timeout: 1000 })
      .catch(() => undefined);
  }
}

/** Opens the navbar's account menu (Profile, Logout). */
export async function openAccountMenu(page: Page) {
  await closeToasts(page);
  await accountMenu(page).click();
}

/** Signs up and verifies a fresh account through the API; returns its e-mail and user token. */
export async function signUpVerified(
  request: APIRequestContext,
  label: string,
  name = 'Test Student',
): Promise<{ email: string; password: string; token: string }> {
  const email = uniqueEmail(label);
  const password = `${label}-pass-1`;
  const signup = await request.post('/api/v1/auth/signup', {
    data: { name, email, password, password_confirmation: password },
  });
  expect(signup.status()).toBe(200);
  const link = appLinkIn(await waitForMail(email, /emailverify/), 'emailverify');
  const [, , mail, token] = new URL(link).hash.split('/');
  const verify = await request.post('/api/v1/auth/verify-email', {
    data: { email: decodeURIComponent(mail!), token: decodeURIComponent(token!) },
  });
  expect(verify.status()).toBe(200);
  return { email, password, token: (await verify.json()).token as string };
}

/** The e2e server's platform admin (ADMIN_EMAIL / ADMIN_PASSWORD in playwright.config.ts). */
export const E2E_ADMIN = { email: 'admin@degreeworth.test', password: 'e2e-admin-password' };

/**
 * Gives an account full access the way a platform admin does
 * (POST /admin/freeSubscriptionsUser: transaction_id "free_subscription").
 */
export async function grantFreeSubscription(request: APIRequestContext, email: string) {
  const login = await request.post('/api/v1/auth/adminLogin', { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  const added = await request.post('/api/v1/admin/freeSubscriptionsUser', {
    data: { email },
    headers: { authorization: `Bearer ${(await login.json()).token as string}` },
  });
  expect(added.status()).toBe(201);
}
