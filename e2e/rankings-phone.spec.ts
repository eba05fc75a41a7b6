import { expect, test, type Page } from '@playwright/test';
import { formatMoney } from '../packages/core/src/display/money';
import type { RankingsResponse } from '../packages/core/src/schemas/ranking-rows';
import { RANKINGS_TEXTS } from '../packages/core/src/schemas/rankings';
import { expectNoSeriousViolations } from './axe';
import { hashPath, signUpVerified, storeTokens } from './support';

/**
 * The rankings on a 375 px phone against the real server and development data. A card per college
 * with the main facts, nothing scrolls sideways (visitor and signed-in user), the filters in a
 * dialog (state filter from it), pages; and the public "Find a college" box on the same screen.
 */
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

const cards = (page: Page) =>
  page.getByRole('region', { name: 'Rankings', exact: true }).getByRole('article');
const filtersButton = (page: Page) => page.getByRole('button', { name: 'Filters', exact: true });

async function openRankings(page: Page) {
  await page.goto('/#/rankings');
  await expect(cards(page).first()).toBeVisible();
}

/** The document is no wider than the screen: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const [scrollWidth, clientWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(clientWidth, where).toBe(375);
  expect(scrollWidth, where).toBeLessThanOrEqual(clientWidth);
}

/** The state in each card's place line ("Cambridge, MA · Private nonprofit"). */
const statesOf = (page: Page) =>
  cards(page).evaluateAll((articles) =>
    articles.map(
      (a) => /(?:^|, )([A-Z]{2})(?: · |$)/.exec(a.querySelector('h2 + p')!.textContent!)?.[1],
    ),
  );

test('a visitor sees a card per college with the main facts, and nothing scrolls sideways', async ({
  page,
  request,
}) => {
  const answer = await request.get('/api/v1/rankings?page=1&type=bachelors');
  expect(answer.status()).toBe(200);
  const { data } = (await answer.json()) as RankingsResponse;

  await openRankings(page);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(cards(page)).toHaveCount(20);
  // The first colleges in the API's order, each with its rank, NPV and net price.
  for (const [i, row] of data.slice(0, 3).entries()) {
    const card = cards(page).nth(i);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(row.name);
    await expect(card).toContainText(`Rank #${row.rank}`);
    const fact = (label: string) => card.locator('dt', { hasText: label }).locator('+ dd');
    await expect(fact('NPV at 20 years')).toHaveText(formatMoney(row.npv['20']!));
    await expect(fact('Net price')).toHaveText(
      row.net_price === null ? /^—/ : formatMoney(row.net_price),
    );
  }
  await expect(page.getByRole('button', { name: /^Favorite / })).toHaveCount(0);
  await expectNoSidewaysScroll(page, 'visitor, page 1');
  await expectNoSeriousViolations(page, 'rankings cards (visitor)');

  // The filters dialog: keyboard in and out, focus back on its button.
  await filtersButton(page).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await expect(dialog).toBeVisible();
  // Visitors filter by state and type (page 1); the year stays for accounts.
  await expect(dialog.getByLabel('State', { exact: true })).toBeEnabled();
  await expect(dialog.getByLabel('Year', { exact: true })).toBeDisabled();
  await expect(dialog.getByText(RANKINGS_TEXTS.signUpForFilters)).toBeVisible();
  await expectNoSidewaysScroll(page, 'visitor, filters open');
  await expectNoSeriousViolations(page, 'rankings filters dialog (visitor)');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(filtersButton(page)).toBeFocused();
});

test('a signed-in user filters by state from the dialog and pages through the cards', async ({
  page,
  request,
}) => {
  const { token } = await signUpVerified(request, 'rk-phone', 'Phoebe Phone');
  await storeTokens(page, { authToken: token });
  await openRankings(page);
  await expect(
    cards(page)
      .first()
      .getByRole('button', { name: /^Favorite / }),
  ).toHaveAttribute('aria-pressed', 'false');
  await expectNoSidewaysScroll(page, 'signed in, page 1');
  await expectNoSeriousViolations(page, 'rankings cards (signed in)');

  // Pages: page 2 continues the ranks with other colleges; Previous comes back.
  const first = await cards(page).getByRole('heading', { level: 2 }).allTextContents();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(cards(page).first()).toContainText('Rank #21');
  const second = await cards(page).getByRole('heading', { level: 2 }).allTextContents();
  expect(second).toHaveLength(20);
  expect(second.filter((name) => first.includes(name))).toEqual([]);
  await expectNoSidewaysScroll(page, 'signed in, page 2');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(cards(page).first()).toContainText('Rank #1');

  // The state filter, from the dialog; the results behind change at once.
  await filtersButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await dialog.getByLabel('State', { exact: true }).selectOption({ label: 'Massachusetts' });
  await expect.poll(() => new URL(page.url()).hash).toBe('#/rankings?state=MA');
  await dialog.getByRole('button', { name: 'Show results' }).click();
  await expect(dialog).toBeHidden();
  await expect(filtersButton(page)).toBeFocused();
  await expect(page.getByText(/Bachelor's · 2023 · Massachusetts/)).toBeVisible();
  const states = await statesOf(page);
  expect(states.length).toBeGreaterThan(5);
  expect(new Set(states)).toEqual(new Set(['MA']));
  await expect(
    cards(page).getByRole('link', { name: 'Massachusetts Institute of Technology', exact: true }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page, 'signed in, Massachusetts');
});

test('"Find a college" opens the college page a visitor picks with the keyboard', async ({
  page,
}) => {
  await openRankings(page);
  const box = page.getByRole('combobox', { name: 'Find a college' });
  await expect(page.getByText('Find a college', { exact: true })).toBeVisible();
  await box.fill('Massachusetts Institute');
  const option = page.getByRole('option', { name: /^Massachusetts Institute of Technology/ });
  await expect(option).toBeVisible();
  await expectNoSidewaysScroll(page, 'search open');
  // Down to the MIT option, then Enter.
  const options = await page.getByRole('option').allTextContents();
  const index = options.findIndex((o) => o.startsWith('Massachusetts Institute of Technology'));
  for (let i = 0; i <= index; i++) await box.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect.poll(() => hashPath(page)).toBe('/rankings/college/166683');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Massachusetts Institute of Technology' }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page, 'college page');
});

test('"How we rank" fits the phone too', async ({ page }) => {
  await openRankings(page);
  await page.getByRole('link', { name: 'How we rank' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'How we rank' })).toBeVisible();
  await expect(page.getByText('Data source and vintage')).toBeVisible();
  await expectNoSidewaysScroll(page, 'how we rank');
});
