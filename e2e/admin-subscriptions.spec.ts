import { expect, test } from '@playwright/test';
import { waitForMail } from './support';
import {
  expectToast,
  openAdminScreen,
  recordToasts,
  signInAtCrm,
  uniqueTag,
} from './admin-support';

/**
 * An institute subscription created in /crm mails the confirm link through the real SMTP sink.
 * The page editors: an edited home text reaches the home page.
 */
test('an institute subscription created in /crm mails its admin the confirm-subscription link', async ({
  page,
}) => {
  const tag = uniqueTag();
  const name = `Lincoln High ${tag}`;
  const adminEmail = `counsel-${tag}@lincoln.test`;
  await recordToasts(page);
  await signInAtCrm(page);
  await openAdminScreen(page, 'Subscriptions');

  await page.getByRole('button', { name: 'Add subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a subscription' });
  await dialog.getByLabel('Institute name').fill(name);
  await dialog.getByLabel('Admin email', { exact: true }).fill(adminEmail);
  await dialog.getByLabel('Seats').fill('40');
  await dialog.getByLabel('Start date').fill('2026-09-01');
  await dialog.getByLabel('End date').fill('2027-06-30');
  await dialog.getByRole('button', { name: 'Add subscription' }).click();
  await expectToast(page, 'Subscription added successfully.');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(adminEmail);
  await expect(row).toContainText(/Invite pending until/);

  const mail = await waitForMail(adminEmail, /confirm-subscription/);
  const link = mail.match(
    /https?:\/\/[^\s"'<>]+\/#\/confirm-subscription\/([^/\s"'<>]+)\/([^\s"'<>]+)/,
  );
  expect(link).not.toBeNull();
  expect(link![1]).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  expect(decodeURIComponent(link![2]!)).toBe(adminEmail);
});

// The eyebrow line above the hero title: no other spec reads it, so parallel workers never see
// the edit.
test('an edited home hero line shows on the home page; reset brings today’s text back', async ({
  page,
  browser,
}) => {
  const eyebrow = `Real numbers ${uniqueTag()}`;
  await recordToasts(page);
  await signInAtCrm(page);
  await openAdminScreen(page, 'Home page');
  const texts = page.getByRole('form', { name: 'Page texts' });
  const field = texts.getByRole('textbox', { name: 'Hero eyebrow' });
  await expect(field).toHaveValue('College return on investment');
  await field.fill(eyebrow);
  await expect(page.getByRole('region', { name: 'Preview' })).toContainText(eyebrow);
  await texts.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Updated successfully.');

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/#/');
  await expect(visitor.getByText(eyebrow, { exact: true })).toBeVisible();

  // Back to today's texts, so the other home-page tests see the defaults.
  await page.getByRole('button', { name: 'Reset page to defaults' }).click();
  await page.getByRole('button', { name: 'Reset to defaults' }).click();
  await expectToast(page, 'Updated successfully.');
  await visitor.reload();
  await expect(visitor.getByText('College return on investment', { exact: true })).toBeVisible();
  await expect(visitor.getByText(eyebrow, { exact: true })).toHaveCount(0);
  await visitor.context().close();
});
