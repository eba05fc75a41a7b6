import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/** Tokens stored before the app loads, as the sign-in flows would leave them. */
export async function storeTokens(
  page: Page,
  tokens: Partial<Record<'authToken' | 'adminAuthToken' | 'instituteAdminAuthToken' | 'instituteName', string>>,
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

/** The raw .eml files the server's outbox mailer wrote, oldest first. */
export function outboxMails(): string[] {
  const dir = join(process.env.DW_E2E_DATA_DIR!, 'outbox');
  try {
    return readdirSync(dir)
      .sort()
      .map((f) => readFileSync(join(dir, f), 'utf8'));
  } catch {
    return [];
  }
}
