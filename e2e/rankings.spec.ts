import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { RANKINGS_TEXTS } from '../packages/core/src/schemas/rankings';
import { hashPath, signUpVerified, storeTokens } from './support';

/**
 * The rankings screens against the real server and the real development data (filter by state,
 * page, favorite and unfavorite, open a college page, a free user sees the upgrade prompt on
 * sorting). A Pro user sorting: rankings-pro.spec.ts.
 */

const MIT = 'Massachusetts Institute of Technology';

/**
 * A fresh verified account through the API (POST /auth/signup, the link of the verification
 * mail, POST /auth/verify-email), its token stored before the app loads.
 */
async function signInFreshUser(page: Page, request: APIRequestContext, label: string) {
  const { email, token } = await signUpVerified(request, label, 'Rhea Rankings');
  await storeTokens(page, { authToken: token });
  return email;
}

const table = (page: Page) => page.getByRole('table');
/** The college rows (each has a link to its page), in order. */
const collegeRows = (page: Page) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link') });
/** The colleges' names: the links to their pages (each row also has "Add to my scenario"). */
const namesOf = (page: Page) =>
  collegeRows(page).locator('a[href^="#/rankings/college/"]').allTextContents();

async function openRankings(page: Page, query = '') {
  await page.goto(`/#/rankings${query}`);
  await expect(collegeRows(page).first()).toBeVisible();
}

test('filters by state: only that state’s colleges are listed', async ({ page, request }) => {
  await signInFreshUser(page, request, 'rk-state');
  await openRankings(page);
  await page.getByLabel('State', { exact: true }).selectOption({ label: 'Massachusetts' });
  await expect(page.getByText(/Bachelor's · 2023 · Massachusetts/)).toBeVisible();
  await expect.poll(() => new URL(page.url()).hash).toBe('#/rankings?state=MA');
  const states = await collegeRows(page).evaluateAll((rows) =>
    rows.map((row) => row.querySelectorAll('td')[1]!.textContent),
  );
  expect(states.length).toBeGreaterThan(5);
  expect(new Set(states)).toEqual(new Set(['MA']));
  await expect(collegeRows(page).getByRole('link', { name: MIT, exact: true })).toBeVisible();
});

test('pages: page 2 lists other colleges, ranks continuing', async ({ page, request }) => {
  await signInFreshUser(page, request, 'rk-page');
  await openRankings(page);
  const first = await namesOf(page);
  expect(first).toHaveLength(20);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(collegeRows(page).first().getByRole('cell').first()).toHaveText('21');
  const second = await namesOf(page);
  expect(second).toHaveLength(20);
  expect(second.filter((name) => first.includes(name))).toEqual([]);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(collegeRows(page).first().getByRole('cell').first()).toHaveText('1');
});

test('a visitor sees page 1, then the sign-up prompt for page 2', async ({ page }) => {
  await openRankings(page);
  // The default data set's CPI table ends in 2025 (../shared/data/2026/cpi-u-annual.csv).
  await expect(page.getByText('All amounts in 2025 dollars.')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Net price against earnings/ })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(RANKINGS_TEXTS.signUpForMore)).toBeVisible();
  await page.getByRole('button', { name: 'Sign up free' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Role Selection' })).toBeVisible();
});

test('favorite and unfavorite a college, in the list and in My favorites', async ({
  page,
  request,
}) => {
  await signInFreshUser(page, request, 'rk-fav');
  await openRankings(page);
  const name = (await namesOf(page))[1]!;
  const star = page.getByRole('button', { name: `Favorite ${name}`, exact: true });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(page.getByText('Added to favorites!')).toBeVisible();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  // Stored on the server: still a favorite after a reload.
  await page.reload();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'My favorites' }).click();
  await expect(collegeRows(page)).toHaveCount(1);
  await expect(collegeRows(page).getByRole('link', { name, exact: true })).toBeVisible();
  await star.click();
  await expect(page.getByText(RANKINGS_TEXTS.favoriteRemoved)).toBeVisible();
  await expect(page.getByText(/You have no favorites yet/)).toBeVisible();

  await page.getByRole('button', { name: 'All colleges' }).click();
  await expect(star).toHaveAttribute('aria-pressed', 'false');
});

test("opens a college page from a row: MIT's 2022 net price and 10-year earnings", async ({
  page,
  request,
}) => {
  await signInFreshUser(page, request, 'rk-college');
  await openRankings(page);
  await page.getByLabel('Year', { exact: true }).selectOption('2022');
  const row = collegeRows(page).filter({ has: page.getByRole('link', { name: MIT, exact: true }) });
  await expect(row).toContainText('$6,040');
  await expect(row).toContainText('$157,720');
  await row.getByRole('link', { name: MIT, exact: true }).click();

  await expect.poll(() => hashPath(page)).toBe('/rankings/college/166683');
  expect(new URL(page.url()).hash).toBe('#/rankings/college/166683?year=2022');
  await expect(page.getByRole('heading', { level: 1, name: MIT })).toBeVisible();
  await expect(page).toHaveTitle(`${MIT}: costs, earnings and ROI | DegreeWorth`);
  const figures = page.getByRole('region', { name: 'Key figures' });
  await expect(figures.getByText('Net price per year').locator('..')).toContainText('$6,040');
  await expect(figures.getByText('Earnings 10 years after entry').locator('..')).toContainText(
    '$157,720',
  );
  await expect(page.getByText('Earnings back-filled from the 10-year figure')).toBeVisible();
  await expect(
    page.getByText('Computer And Information Sciences And Support Services'),
  ).toBeVisible();
  await expect(page.getByText(/MERGED2021_22_PP\.csv/)).toBeVisible();

  // The development copy of 2022-23 has no completion column: the page names what is carried.
  await page.getByLabel('Data year').selectOption('2023');
  await expect(page.getByText('Completion rate carried from 2022')).toBeVisible();
  await expect(page.getByText('Cost of attendance carried from 2022')).toBeVisible();
});

test('a free user sorts by name and net price, and gets the upgrade prompt on another column', async ({
  page,
  request,
}) => {
  await signInFreshUser(page, request, 'rk-free');
  await openRankings(page);

  // Keyboard: the header is a button with aria-sort on its column.
  await page.getByRole('button', { name: 'Net price' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('columnheader', { name: /Net price/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(page.getByText(/^Ordered by net price, lowest first/)).toBeVisible();

  await page.getByRole('button', { name: 'Completion' }).click();
  await expect(page.getByText(RANKINGS_TEXTS.proRequired)).toBeVisible();
  await page.getByRole('button', { name: 'See plans' }).last().click();
  await expect(page.getByRole('dialog', { name: 'Plans and pricing' })).toBeVisible();
});

// A phone (under 640 px) gets cards instead of the table: e2e/rankings-phone.spec.ts.
test.describe('on a small tablet (700 px)', () => {
  test.use({ viewport: { width: 700, height: 900 }, isMobile: true, hasTouch: true });

  test('the table scrolls inside its box and the page does not scroll sideways', async ({
    page,
  }) => {
    await openRankings(page);
    const box = page.getByRole('region', { name: 'Rankings table' });
    const [scrollWidth, clientWidth] = await box.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      700,
    );
    await page.getByRole('link', { name: 'How we rank' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'How we rank' })).toBeVisible();
    await expect(page.getByText('Data source and vintage')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      700,
    );
  });
});
