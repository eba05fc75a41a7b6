import { expect, test, type Locator, type Page } from '@playwright/test';
import type { RankingsResponse } from '../packages/core/src/schemas/ranking-rows';
import { RANKINGS_TEXTS } from '../packages/core/src/schemas/rankings';
import { expectNoSeriousViolations } from './axe';

/**
 * A signed-out visitor on the rankings, against the real server and development data (a visitor
 * may ask for page 1 of any state and type, never page 2): filters by Ohio and by type and sees page 1 of each; Next keeps the list
 * and shows the sign-up notice under it, whose button opens the sign-up modal. At desktop width
 * (a table) and phone width (cards, filters in a dialog).
 */

/** GET /rankings as a visitor (no token): the rows the page must show. */
async function visitorAnswer(page: Page, query: string): Promise<RankingsResponse> {
  const answer = await page.request.get(`/api/v1/rankings?${query}`);
  expect(answer.status(), query).toBe(200);
  return (await answer.json()) as RankingsResponse;
}

/** The notice under the list after a refused Next, and what it must be. */
async function expectRefusalNotice(page: Page, colleges: Locator, names: string[]) {
  const notice = page.getByRole('status').filter({ hasText: RANKINGS_TEXTS.signUpForMore });
  await expect(notice).toBeVisible();
  // Focused (its wrapper), so a screen reader reads it out.
  await expect(notice.locator('xpath=..')).toBeFocused();
  // The list stays as it was: same colleges, same count, still page 1, no error.
  await expect(colleges).toHaveCount(names.length);
  expect(await colleges.allTextContents()).toEqual(names);
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // Under the list: after the page buttons.
  const below = await page
    .getByRole('navigation', { name: 'Rankings pages' })
    .evaluate(
      (nav, text) =>
        Array.from(document.querySelectorAll('[role="status"]')).some(
          (el) =>
            el.textContent?.includes(text) &&
            nav.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING,
        ),
      RANKINGS_TEXTS.signUpForMore,
    );
  expect(below).toBe(true);
  return notice;
}

test.describe('desktop, 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  const collegeRows = (page: Page) =>
    page
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('link') });
  const names = (page: Page) => collegeRows(page).locator('a[href^="#/rankings/college/"]');

  test('a visitor filters by Ohio and by type, and Next keeps the list with the sign-up notice', async ({
    page,
  }) => {
    await page.goto('/#/rankings');
    await expect(collegeRows(page).first()).toBeVisible();
    await expect(page.getByLabel('Year', { exact: true })).toBeDisabled();

    await page.getByLabel('State', { exact: true }).selectOption({ label: 'Ohio' });
    await expect.poll(() => new URL(page.url()).hash).toBe('#/rankings?state=OH');
    await expect(page.getByText(/Bachelor's · 2023 · Ohio/)).toBeVisible();
    const ohio = await visitorAnswer(page, 'state=OH&page=1');
    const ohioNames = ohio.data.map((r) => r.name);
    expect(ohioNames).toHaveLength(20);
    await expect(names(page)).toHaveText(ohioNames);
    const states = await collegeRows(page).evaluateAll((rows) =>
      rows.map((row) => row.querySelectorAll('td')[1]!.textContent),
    );
    expect(new Set(states)).toEqual(new Set(['OH']));

    // Next, from the keyboard: the API refuses page 2; the Ohio list stays.
    await page.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    const notice = await expectRefusalNotice(page, names(page), ohioNames);
    expect(new URL(page.url()).hash).toBe('#/rankings?state=OH');
    await expectNoSeriousViolations(page, 'rankings, visitor, sign-up notice (desktop)');

    // The type filter: page 1 of Ohio's associate colleges; the notice belongs to the old list.
    await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Associate' });
    await expect.poll(() => new URL(page.url()).hash).toBe('#/rankings?state=OH&type=associate');
    const associate = await visitorAnswer(page, 'state=OH&type=associate&page=1');
    expect(associate.data.length).toBeGreaterThan(0);
    await expect(names(page)).toHaveText(associate.data.map((r) => r.name));
    await expect(notice).toHaveCount(0);

    // Next again, then the notice's button opens the sign-up modal.
    await page.getByRole('button', { name: 'Next' }).click();
    const again = await expectRefusalNotice(
      page,
      names(page),
      associate.data.map((r) => r.name),
    );
    await again.getByRole('button', { name: 'Sign up free' }).click();
    await expect(page.getByRole('dialog', { name: 'Role Selection' })).toBeVisible();
  });
});

test.describe('phone, 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  const cards = (page: Page) =>
    page.getByRole('region', { name: 'Rankings', exact: true }).getByRole('article');
  const headings = (page: Page) => cards(page).getByRole('heading', { level: 2 });

  test('a visitor filters by Ohio in the dialog, and Next keeps the cards with the sign-up notice', async ({
    page,
  }) => {
    await page.goto('/#/rankings');
    await expect(cards(page).first()).toBeVisible();

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await dialog.getByLabel('State', { exact: true }).selectOption({ label: 'Ohio' });
    await expect.poll(() => new URL(page.url()).hash).toBe('#/rankings?state=OH');
    await dialog.getByRole('button', { name: 'Show results' }).click();
    await expect(dialog).toBeHidden();

    const ohio = await visitorAnswer(page, 'state=OH&page=1');
    const ohioNames = ohio.data.map((r) => r.name);
    await expect(headings(page)).toHaveText(ohioNames);
    // Each card's place line ("Columbus, OH · Public").
    const states = await cards(page).evaluateAll((articles) =>
      articles.map(
        (a) => /(?:^|, )([A-Z]{2})(?: · |$)/.exec(a.querySelector('h2 + p')!.textContent!)?.[1],
      ),
    );
    expect(new Set(states)).toEqual(new Set(['OH']));

    await page.getByRole('button', { name: 'Next' }).click();
    const notice = await expectRefusalNotice(page, headings(page), ohioNames);
    await expect(notice).toBeInViewport();
    expect(new URL(page.url()).hash).toBe('#/rankings?state=OH');
    const [scrollWidth, clientWidth] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await expectNoSeriousViolations(page, 'rankings, visitor, sign-up notice (phone)');

    await notice.getByRole('button', { name: 'Sign up free' }).click();
    await expect(page.getByRole('dialog', { name: 'Role Selection' })).toBeVisible();
  });
});
