import { expect, test, type Page } from '@playwright/test';
import { hashPath } from './support';

/**
 * Back keeps the reader's place (a new navigation still starts at the top), and focus moves to the
 * new page's heading, or to the anchor a link names.
 */

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
/** Lets the browser fire the scroll events of what was just scrolled (they come with a frame). */
const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
/** The links of the listed colleges (in the table, or wherever the page lists them). */
const collegeLinks = (page: Page) =>
  page.getByRole('main').locator('a[href^="#/rankings/college/"]').filter({ visible: true });
const heading = (page: Page, name?: string) =>
  page.getByRole('heading', { level: 1, ...(name ? { name, exact: true } : {}) });

test('Back returns to the same row of the rankings; a new navigation starts at the top', async ({
  page,
}) => {
  await page.goto('/#/rankings');
  const row = collegeLinks(page).nth(15);
  await expect(row).toBeVisible();
  const name = (await row.textContent())!.trim();
  await row.evaluate((link) => link.scrollIntoView({ block: 'center' }));
  await nextFrame(page);
  const place = await scrollY(page);
  expect(place).toBeGreaterThan(300);

  await row.click();
  await expect.poll(() => hashPath(page)).toMatch(/^\/rankings\/college\/\d+$/);
  await expect(heading(page, name)).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect.poll(() => hashPath(page)).toBe('/rankings');
  await expect.poll(async () => Math.abs((await scrollY(page)) - place)).toBeLessThanOrEqual(2);
  await expect(collegeLinks(page).filter({ hasText: name }).first()).toBeInViewport();
  // The heading takes the focus without scrolling the reader away from the row.
  await expect(heading(page, 'University rankings')).toBeFocused();
  expect(Math.abs((await scrollY(page)) - place)).toBeLessThanOrEqual(2);

  // Forward returns to the top of the college page, where it was left.
  await page.goForward();
  await expect(heading(page, name)).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);

  // A new visit to the rankings (a link, not Back) starts at the top.
  await page.getByRole('banner').getByRole('link', { name: 'Rankings' }).first().click();
  await expect.poll(() => hashPath(page)).toBe('/rankings');
  await expect(collegeLinks(page).nth(15)).toBeAttached();
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('Back after a reload still finds the place', async ({ page }) => {
  await page.goto('/#/about');
  await expect(heading(page)).toBeVisible();
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      return scrollY(page);
    })
    .toBeGreaterThan(200);
  const place = await scrollY(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).first().click();
  await expect.poll(() => hashPath(page)).toBe('/contact');
  await page.reload();
  await expect(page.getByRole('form', { name: 'Contact us' })).toBeVisible();
  await page.goBack();
  await expect.poll(() => hashPath(page)).toBe('/about');
  await expect.poll(async () => Math.abs((await scrollY(page)) - place)).toBeLessThanOrEqual(2);
});

test('focus moves to the new page’s heading, with the ring only for keyboard users', async ({
  page,
}) => {
  await page.goto('/#/about');
  await expect(heading(page, 'About DegreeWorth')).toBeVisible();
  // Not on the first load.
  await expect(heading(page, 'About DegreeWorth')).not.toBeFocused();

  // A mouse click: focus on the heading, no visible ring.
  await page.getByRole('banner').getByRole('link', { name: 'Rankings' }).first().click();
  const rankings = heading(page, 'University rankings');
  await expect(rankings).toBeFocused();
  expect(await rankings.evaluate((h) => h.matches(':focus-visible'))).toBe(false);
  expect(await rankings.evaluate((h) => getComputedStyle(h).outlineStyle)).toBe('none');
  expect(await rankings.getAttribute('tabindex')).toBe('-1');

  // The keyboard: Tab to a link, Enter; the heading shows the focus ring.
  const about = page.getByRole('banner').getByRole('link', { name: 'About Us' }).first();
  await about.focus();
  await page.keyboard.press('Enter');
  const aboutTitle = heading(page, 'About DegreeWorth');
  await expect(aboutTitle).toBeFocused();
  expect(await aboutTitle.evaluate((h) => h.matches(':focus-visible'))).toBe(true);

  // The next Tab goes on from the heading, not back to the navigation bar.
  await page.keyboard.press('Tab');
  await expect(aboutTitle).not.toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.closest('header') ?? null)).toBeNull();
});

test('a link to an anchor scrolls to its section and focuses it', async ({ page }) => {
  await page.goto('/#/rankings/method');
  await expect(heading(page, 'How we rank')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'On this page' })
    .getByRole('link', { name: 'What the data cannot say' })
    .click();
  await expect.poll(() => new URL(page.url()).hash).toBe('#/rankings/method#limits');
  const section = page.getByRole('region', { name: 'What the data cannot say' });
  await expect(section).toBeFocused();
  await expect(section).toBeInViewport();
  await expect(heading(page, 'How we rank')).not.toBeFocused();
});
