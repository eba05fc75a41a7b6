import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';

/**
 * A college's programs in a real browser, against the real server and the default data set
 * (the two Field of Study releases of ../shared/data/2026, merged by the importer): MIT's
 * programs with their graduates, earnings, debt and own return, found by title or credential
 * and sorted, with where each figure comes from, as a table on a desktop and as cards on a
 * 375 px phone without sideways scrolling.
 */

const MIT = 166683;

async function openPrograms(page: Page) {
  await page.goto(`/#/rankings/college/${MIT}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Massachusetts Institute of Technology',
  );
  const search = page.getByRole('searchbox', { name: 'Search programs' });
  await search.scrollIntoViewIfNeeded();
  return search;
}

test("MIT's programs: Computer Science's graduates, earnings and return; search and sort", async ({
  page,
}) => {
  const search = await openPrograms(page);
  const table = page.getByRole('table', { name: /^Programs with their own earnings and debt/ });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Program',
    'Graduates',
    'Earnings 1 year after',
    'Earnings 5 years after',
    'Median debt',
    'Monthly payment',
    'Debt-to-earnings',
    'NPV at 20 years',
    'Break-even',
    'Earnings test (estimate)',
  ]);
  // 424 + 393 degrees; 154,492 and 220,064 (2022 dollars) in 2025 dollars; the 2019-20
  // release's median debt of 11,077 (2020 dollars) in 2025 dollars.
  const cs = table.getByRole('row', { name: /^Computer Science\. ?, Bachelor's degree / });
  await expect(cs.getByRole('cell').nth(0)).toHaveText('817');
  await expect(cs.getByRole('cell').nth(1)).toHaveText('$169,953');
  await expect(cs.getByRole('cell').nth(2)).toHaveText('$242,087');
  await expect(cs.getByRole('cell').nth(3)).toHaveText('$13,779');
  await expect(cs.getByRole('cell').nth(4)).toHaveText(/^\$[\d,]+\.\d\d$/);
  await expect(cs.getByRole('cell').nth(5)).toHaveText(/^\d+(\.\d)?%$/);
  await expect(cs.getByRole('cell').nth(6)).toHaveText(/^\$[\d,]+$/);
  await expect(cs.getByRole('cell').nth(7)).toHaveText(/^\d+ years$/);
  // The earnings test estimate, from the 5-year median against Massachusetts' high-school
  // earnings (no release publishes 4-year earnings).
  await expect(cs.getByRole('cell').nth(8)).toHaveText(
    /^Likely passesLikely passes: its graduates’ median earnings 5 years after completing, \$242,087, are at or above the \$[\d,]+ of high-school graduates aged 25 and over in Massachusetts/,
  );
  await expect(
    page.getByRole('region', { name: 'Where the program figures come from' }),
  ).toContainText('Median debt2018-19 and 2019-20 graduates; 2020 dollars (assumed)');

  await search.fill('engineering');
  await expect(page.getByRole('status').filter({ hasText: 'programs match' })).toHaveText(
    /^\d+ of \d+ programs match “engineering”$/,
  );
  for (const title of await table.getByRole('rowheader').allTextContents())
    expect(title).toMatch(/engineering/i);
  await search.fill('');
  await page.getByRole('combobox', { name: 'Credential' }).selectOption("Master's degree");
  for (const title of await table.getByRole('rowheader').allTextContents())
    expect(title).toMatch(/, Master's degree$/);
  await page.getByRole('combobox', { name: 'Credential' }).selectOption('All credentials');
  await page
    .getByRole('combobox', { name: 'Sort programs by' })
    .selectOption('Earnings 5 years after');
  // Mathematics (226,193 in 2022 dollars) earns more five years after than Computer Science.
  await expect(table.getByRole('rowheader').nth(0)).toHaveText("Mathematics., Bachelor's degree");
  await expect(table.getByRole('rowheader').nth(1)).toHaveText(
    "Computer Science., Bachelor's degree",
  );
  await expectNoSeriousViolations(page, 'College programs');
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('a card per program, the page not wider than the screen', async ({ page }) => {
    await openPrograms(page);
    await expect(page.getByRole('table', { name: /^Programs/ })).toHaveCount(0);
    const card = page
      .getByRole('list', { name: 'Programs' })
      .getByRole('article', { name: "Computer Science., Bachelor's degree" });
    await card.scrollIntoViewIfNeeded();
    await expect(card).toContainText('Graduates817');
    await expect(card).toContainText('Earnings 5 years after$242,087');
    await expect(card).toContainText('Median debt$13,779');
    // The earnings test estimate, in words on the card too.
    await expect(card).toContainText('Earnings test (estimate)Likely passes');
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      view: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.view);
  });
});
