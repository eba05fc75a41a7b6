import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';

/**
 * A college's programs in a real browser, against the real server and the default data set
 * (the Field of Study file of ../shared/data/2026): MIT's bachelor's programs with their
 * graduates, earnings and own return, found by title and sorted, as a table on a desktop and
 * as cards on a 375 px phone without sideways scrolling.
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
    'NPV at 20 years',
    'Break-even',
  ]);
  // 424 + 393 degrees; 154,492 and 220,064 (2022 dollars) in 2025 dollars.
  const cs = table.getByRole('row', { name: /^Computer Science\. / });
  await expect(cs.getByRole('cell').nth(0)).toHaveText('817');
  await expect(cs.getByRole('cell').nth(1)).toHaveText('$169,953');
  await expect(cs.getByRole('cell').nth(2)).toHaveText('$242,087');
  await expect(cs.getByRole('cell').nth(3)).toHaveText(/^\$[\d,]+$/);
  await expect(cs.getByRole('cell').nth(4)).toHaveText(/^\d+ years$/);

  await search.fill('engineering');
  await expect(page.getByRole('status').filter({ hasText: 'programs match' })).toHaveText(
    /^\d+ of \d+ programs match “engineering”$/,
  );
  for (const title of await table.getByRole('rowheader').allTextContents())
    expect(title).toMatch(/engineering/i);
  await search.fill('');
  await page
    .getByRole('combobox', { name: 'Sort programs by' })
    .selectOption('Earnings 5 years after');
  // Mathematics (226,193 in 2022 dollars) earns more five years after than Computer Science.
  await expect(table.getByRole('rowheader').nth(0)).toHaveText('Mathematics.');
  await expect(table.getByRole('rowheader').nth(1)).toHaveText('Computer Science.');
  await expectNoSeriousViolations(page, 'College programs');
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('a card per program, the page not wider than the screen', async ({ page }) => {
    await openPrograms(page);
    await expect(page.getByRole('table', { name: /^Programs/ })).toHaveCount(0);
    const card = page
      .getByRole('list', { name: 'Programs' })
      .getByRole('article', { name: 'Computer Science.' });
    await card.scrollIntoViewIfNeeded();
    await expect(card).toContainText('Graduates817');
    await expect(card).toContainText('Earnings 5 years after$242,087');
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      view: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.view);
  });
});
