import { expect, type Page, test } from '@playwright/test';
import {
  expectToast,
  openAdminScreen,
  recordToasts,
  signInAtCrm,
  uniqueTag,
} from './admin-support';
import { expectNoSeriousViolations } from './axe';
import { hashPath } from './support';

/** The footer's legal links: link text, route, the page's h1 and its document title. */
const PAGES = [
  ['Privacy Policy', '/privacy', 'Privacy Policy', 'Privacy Policy | DegreeWorth'],
  ['Terms of Service', '/terms', 'Terms of Service', 'Terms of Service | DegreeWorth'],
  ['Accessibility', '/accessibility', 'Accessibility statement', 'Accessibility | DegreeWorth'],
] as const;

const legalLinks = (page: Page) =>
  page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal' });

/** The levels of the page's headings in document order (the main content's, then the footer's). */
const headingLevels = (page: Page) =>
  page
    .getByRole('main')
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((hs) => hs.map((h) => Number(h.tagName.slice(1))));

/** Opens a legal page from the footer of the home page and checks it, axe-core included. */
async function checkFromFooter(
  page: Page,
  size: string,
  [link, path, h1, title]: (typeof PAGES)[number],
) {
  await page.goto('/#/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await legalLinks(page).getByRole('link', { name: link, exact: true }).click();
  await expect.poll(() => hashPath(page)).toBe(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
  await expect(page).toHaveTitle(title);
  // One h1, then h2 sections: no level skipped.
  const levels = await headingLevels(page);
  expect(levels[0]).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  expect(levels.slice(1).every((level) => level === 2)).toBe(true);
  expect(levels.length).toBeGreaterThan(3);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page, `${size} ${path}`);
}

test.describe('desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 720 } });
  for (const legal of PAGES) {
    test(`the footer opens ${legal[0]}: one h1, sections, no serious axe violation`, async ({
      page,
    }) => {
      await checkFromFooter(page, 'desktop', legal);
    });
  }
});

test.describe('phone (375 px)', () => {
  // The phone project of playwright.config.ts runs only mobile-*.spec.ts; its settings, here.
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  for (const legal of PAGES) {
    test(`the footer opens ${legal[0]}: one h1, sections, no serious axe violation`, async ({
      page,
    }) => {
      await checkFromFooter(page, 'phone', legal);
    });
  }
});

test('an admin edits the privacy policy in /crm, a visitor reads it, and a reset brings the default back', async ({
  page,
  browser,
}) => {
  const text = `Children under 13 use DegreeWorth only through their school (${uniqueTag()}).`;
  await recordToasts(page);
  await signInAtCrm(page);
  await openAdminScreen(page, 'Privacy page');
  const field = page.getByRole('textbox', { name: 'Children text' });
  const defaultText = await field.inputValue();
  await field.fill(text);
  await expect(page.getByRole('region', { name: 'Preview' }).getByText(text)).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Updated successfully.');

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/#/privacy');
  const children = visitor.getByRole('region', { name: 'Children under 13' });
  await expect(children.getByText(text)).toBeVisible();
  await expect(visitor.locator('#children')).toBeVisible();

  // Reset, so the other tests of the run see the default texts.
  await page.getByRole('button', { name: 'Reset page to defaults' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reset to defaults' }).click();
  await expect(field).toHaveValue(defaultText);
  await visitor.reload();
  await expect(children.getByText(defaultText)).toBeVisible();
  await expect(visitor.getByText(text)).toHaveCount(0);
  await visitorContext.close();
});
