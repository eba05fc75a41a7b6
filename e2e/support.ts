import { expect, type Page } from '@playwright/test';

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
