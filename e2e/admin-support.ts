import { deflateSync } from 'node:zlib';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { E2E_ADMIN, hashPath, waitForMail } from './support';

/** A short tag unique to one test run: names and titles never collide between workers. */
export function uniqueTag(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A real PNG of `width` × `height` pixels in one RGB colour (8-bit truecolour, no filter): the
 * server checks images by their content, so the bytes must decode.
 */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A file for setInputFiles or a multipart part. */
export function pngFile(name: string, width = 64, height = 40) {
  return { name, mimeType: 'image/png', buffer: solidPng(width, height, [16, 122, 87]) };
}

/**
 * Records every toast the page shows (react-toastify), with its type. Admin toasts close after
 * 1000 ms: the record lets a test check one without racing its closing.
 * Call before the page's first navigation.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = new Map<Element, { text: string; type: string }>();
    const w = window as unknown as { __dwToasts: () => { text: string; type: string }[] };
    w.__dwToasts = () => [...seen.values()];
    const read = () => {
      for (const el of Array.from(document.querySelectorAll('.Toastify__toast'))) {
        const type = /Toastify__toast--(\w+)/.exec(el.className)?.[1] ?? 'default';
        const text = (el.querySelector('[role="alert"]') ?? el).textContent?.trim() ?? '';
        if (text) seen.set(el, { text, type });
      }
    };
    new MutationObserver(read).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
}

/** The toasts shown so far: "type: text". */
export async function shownToasts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window as unknown as { __dwToasts?: () => { text: string; type: string }[] })
      .__dwToasts!().map((t) => `${t.type}: ${t.text}`),
  );
}

/** Waits until a toast of `type` saying exactly `text` has been shown (recordToasts). */
export async function expectToast(page: Page, text: string, type: 'success' | 'error' = 'success') {
  await expect.poll(() => shownToasts(page)).toContain(`${type}: ${text}`);
}

/** Signs in at /#/crm through the admin login screen and waits for the dashboard. */
export async function signInAtCrm(
  page: Page,
  email = E2E_ADMIN.email,
  password = E2E_ADMIN.password,
) {
  await page.goto('/#/crm');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect.poll(() => hashPath(page)).toBe('/crm/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
}

/** The admin side bar's navigation. */
export function adminMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Admin' });
}

/** Opens an admin screen from the side bar and waits for its heading. */
export async function openAdminScreen(page: Page, label: string) {
  await adminMenu(page).getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
}

/** A platform admin token from POST /auth/adminLogin, for API calls of a test. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/v1/auth/adminLogin', { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  return (await login.json()).token as string;
}

/** Waits until an <img> has loaded and decoded a picture; returns its natural width. */
export async function expectImageLoaded(image: ReturnType<Page['getByRole']>) {
  await expect(image).toBeVisible();
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
}

/**
 * A real institute owner session made through the API, as a platform admin and the mailed link
 * would make it: POST /admin/subscriptions (multipart, active from 2025-08-01 to 2099-06-30),
 * the confirm-subscription mail from the SMTP sink, POST /set-password-insitute. Returns the
 * institute token, the institute's slug and name, and the owner's e-mail and password.
 */
export async function instituteSession(
  request: APIRequestContext,
  label = 'institute',
): Promise<{ token: string; slug: string; name: string; email: string; password: string }> {
  const tag = uniqueTag();
  const name = `E2E ${label} ${tag}`;
  const email = `owner-${tag}@${label}.test`;
  const password = `owner-pass-${tag}`;
  const created = await request.post('/api/v1/admin/subscriptions', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    multipart: {
      name,
      admin_email: email,
      seats: '10',
      start_date: '2025-08-01',
      end_date: '2099-06-30',
    },
  });
  expect(created.status()).toBe(201);
  const mail = await waitForMail(email, /confirm-subscription/);
  const link = /\/#\/confirm-subscription\/([^/\s"'<>]+)\/([^\s"'<>]+)/.exec(mail);
  expect(link).not.toBeNull();
  const set = await request.post('/api/v1/set-password-insitute', {
    data: {
      email: decodeURIComponent(link![2]!),
      dummyPassword: decodeURIComponent(link![1]!),
      password,
      password_confirmation: password,
    },
  });
  expect(set.status()).toBe(200);
  const body = (await set.json()) as { token: string; institute: { slug: string } };
  return { token: body.token, slug: body.institute.slug, name, email, password };
}
