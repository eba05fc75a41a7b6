import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { accountMenu, closeToasts, logInThroughModal, signUpVerified } from './support';

/*
 * Login CSRF through `?token=` is closed: a token in the address signs the reader in
 * only when it is a sign-in link the API issued (single use, 10 minutes); a session token in an
 * address changes nothing, and a reader signed in as someone else is asked first.
 */
const INVALID = 'This sign-in link is invalid or has expired. Please sign in.';

/** The profile's details form shows the signed-in account's address. */
async function expectProfileOf(page: Page, email: string) {
  await page.goto('/#/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your profile');
  await expect(page.getByRole('form', { name: 'Your details' }).getByText(email)).toBeVisible();
}

/** A link issued by the API for the account of `token` (POST /auth/sign-in-link). */
async function issueLink(request: APIRequestContext, token: string): Promise<string> {
  const res = await request.post('/api/v1/auth/sign-in-link', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).url as string;
}

/**
 * Signs `page` in with a stored token, as a sign-in would leave it. Set once (not with an init
 * script, which would set it again on every load and hide what a link changed).
 */
async function signInWith(page: Page, token: string, initial: string) {
  await page.goto('/#/home');
  await page.evaluate((value) => localStorage.setItem('authToken', value), token);
  await page.reload();
  await expect(accountMenu(page)).toHaveText(initial);
}

/** A phone: another browser, at 375 px, with nobody signed in. */
function phone(browser: Browser) {
  return browser.newContext({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
}

test('a session token of another account in the URL does not change the reader’s session', async ({
  page,
  request,
}) => {
  const reader = await signUpVerified(request, 'reader', 'Rita Reader');
  const attacker = await signUpVerified(request, 'attacker', 'Art Attacker');
  await signInWith(page, reader.token, 'R');

  await page.goto(`/#/profile?token=${encodeURIComponent(attacker.token)}`);
  await expect(page.getByText(INVALID)).toBeVisible();
  expect(page.url()).not.toContain('token=');
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBe(reader.token);
  await expectProfileOf(page, reader.email);

  // Before the hash, the other place an address can carry it: the same refusal.
  await page.goto(`/?token=${encodeURIComponent(attacker.token)}#/about`);
  await expect(page.getByText(INVALID).first()).toBeVisible();
  expect(page.url()).not.toContain('token=');
  await expectProfileOf(page, reader.email);
});

test('a link made on the profile signs a signed-out phone in once; a second use is refused', async ({
  page,
  browser,
  request,
}) => {
  const owner = await signUpVerified(request, 'owner', 'Olga Owner');
  await page.goto('/#/home');
  await logInThroughModal(page, owner.email, owner.password);
  await expect(accountMenu(page)).toHaveText('O');
  await page.goto('/#/profile');
  const section = page.getByRole('region', { name: 'Sign in on another device' });
  await section.getByRole('button', { name: 'Create a sign-in link' }).click();
  const field = section.getByLabel('Sign-in link');
  await expect(field).toBeFocused();
  await expect(field).toHaveAccessibleDescription(/It works once, within 10 minutes\./);
  const link = await field.inputValue();
  expect(link).toMatch(/\/#\/home\?token=[A-Za-z0-9_-]{43}$/);

  const first = await phone(browser);
  const phonePage = await first.newPage();
  await phonePage.goto(link);
  await expect(phonePage.getByText(`Signed in as ${owner.email}.`)).toBeVisible();
  expect(phonePage.url()).not.toContain('token=');
  await expectProfileOf(phonePage, owner.email);
  // The section itself on the phone: usable at 375 px, nothing scrolls sideways.
  const phoneSection = phonePage.getByRole('region', { name: 'Sign in on another device' });
  await phoneSection.getByRole('button', { name: 'Create a sign-in link' }).click();
  await expect(phoneSection.getByRole('button', { name: 'Copy link' })).toBeVisible();
  const overflow = await phonePage.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(phonePage, 'the profile with a sign-in link, 375 px');
  await first.close();

  const second = await phone(browser);
  const again = await second.newPage();
  await again.goto(link);
  await expect(again.getByText(INVALID)).toBeVisible();
  expect(await again.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  await again.goto('/#/profile');
  await expect.poll(() => new URL(again.url()).hash).toBe('#/');
  await second.close();
});

test('signed in as A, a link of B asks first; "Stay" keeps A and ends the link’s session', async ({
  page,
  request,
}) => {
  const a = await signUpVerified(request, 'stay-a', 'Amy Stay');
  const b = await signUpVerified(request, 'stay-b', 'Ben Other');
  await signInWith(page, a.token, 'A');

  const exchanged = page.waitForResponse('**/api/v1/auth/sign-in-link/exchange');
  await page.goto(await issueLink(request, b.token));
  const linkSession = (await (await exchanged).json()).token as string;
  const dialog = page.getByRole('dialog', { name: 'Switch accounts?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(
    `This link signs you in as ${b.email}. You are signed in as ${a.email}.`,
  );
  await expect(dialog.getByRole('button', { name: 'Switch', exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, 'the account switch question');
  await dialog.getByRole('button', { name: `Stay signed in as ${a.email}` }).click();
  await expect(dialog).toBeHidden();

  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBe(a.token);
  await expectProfileOf(page, a.email);
  // The session the link opened was ended on the server.
  await expect
    .poll(async () => {
      const res = await request.get('/api/v1/me', {
        headers: { Authorization: `Bearer ${linkSession}` },
      });
      return res.status();
    })
    .toBe(401);
});

test('signed in as A, "Switch" on a link of B signs in as B', async ({ page, request }) => {
  const a = await signUpVerified(request, 'switch-a', 'Ann Switch');
  const b = await signUpVerified(request, 'switch-b', 'Bea Link');
  await signInWith(page, a.token, 'A');
  await page.goto(await issueLink(request, b.token));
  const dialog = page.getByRole('dialog', { name: 'Switch accounts?' });
  await dialog.getByRole('button', { name: 'Switch', exact: true }).click();
  await expect(page.getByText(`Signed in as ${b.email}.`)).toBeVisible();
  await closeToasts(page);
  await expect(accountMenu(page)).toHaveText('B');
  await expectProfileOf(page, b.email);
});
