import { expect, type Page, test } from '@playwright/test';
import { RANKINGS_TEXTS } from '../packages/core/src/schemas/rankings';
import { expectNoSeriousViolations } from './axe';

/**
 * Rankings by program in a real browser, against the real server and the default data set (the
 * Field of Study releases of ../shared/data/2026): a field picked by typing part of its title,
 * bachelor's Computer Science programs by NPV at 20 years with MIT's published figures, the
 * visitor's sign-up prompt on page 2 above the list kept on screen; cards on a 375 px phone
 * without sideways scrolling.
 */

const MIT = 'Massachusetts Institute of Technology';
const CS_CAPTION =
  /^Computer Science\., Bachelor's degree · All states · ordered by NPV at 20 years, highest first\.$/;

const table = (page: Page) => page.getByRole('table');
/** The program rows (each has a link to its college), in order. */
const programRows = (page: Page) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link') });

/** "$1,793,905" or "−$12,000" (core's minus sign) as a number; "—" (missing) as null. */
const dollars = (text: string): number | null => {
  const match = /^(−|-)?\$([\d,]+)$/.exec(text.trim());
  if (!match) return null;
  return (match[1] ? -1 : 1) * Number(match[2]!.replace(/,/g, ''));
};

test('finds Computer Science by typing, ranks its bachelor’s programs by NPV; a visitor’s page 2 prompts', async ({
  page,
}) => {
  await page.goto('/#/rankings/programs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rankings by program');
  await expect(programRows(page).first()).toBeVisible();

  const picker = page.getByRole('combobox', { name: 'Program' });
  await picker.fill('Computer Science');
  await page.getByRole('option', { name: /^Computer Science\./ }).click();
  await expect
    .poll(() => new URL(page.url()).hash)
    .toBe('#/rankings/programs?program=1107&credential=3');
  await expect(picker).toHaveValue('Computer Science.');
  await expect(page.getByRole('table', { name: CS_CAPTION })).toBeVisible();
  await expect(page.getByText(/^[\d,]+ programs; [\d,]+ with a return$/)).toBeVisible();
  await expect(
    page.getByText(/^Returns use \d{4} college figures; amounts in 2025 dollars\.$/),
  ).toBeVisible();

  // Cells after the college: program, graduates, earnings 1 and 5 years, debt, payment,
  // debt-to-earnings, NPV at 20 years, break-even (the rank is the first cell).
  const rows = await programRows(page).evaluateAll((trs) =>
    trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent ?? '')),
  );
  expect(rows.length).toBe(20);
  for (const cells of rows) expect(cells[1]).toBe("Computer Science.Bachelor's degreeCompare");
  expect(rows.map((cells) => cells[0])).toEqual(rows.map((_, i) => String(i + 1)));
  const npv = rows.map((cells) => dollars(cells[8]!));
  expect(npv.every((v) => v !== null)).toBe(true);
  expect(npv).toEqual([...npv].sort((a, b) => b! - a!));

  // 154,492 a year after (2022 dollars) in 2025 dollars: as on MIT's own page.
  const mit = programRows(page).filter({
    has: page.getByRole('link', { name: MIT, exact: true }),
  });
  await expect(mit.getByRole('cell').nth(3)).toHaveText('$169,953');
  await expect(mit.getByRole('cell').nth(4)).toHaveText('$242,087');
  await expect(mit.getByRole('cell').nth(5)).toHaveText('$13,779');
  await expect(page.getByRole('region', { name: 'Where the figures come from' })).toContainText(
    'Earnings and debt count only graduates who received federal student aid.',
  );
  await expectNoSeriousViolations(page, 'Rankings by program');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(RANKINGS_TEXTS.signUpForMore)).toBeVisible();
  await expect
    .poll(() => new URL(page.url()).hash)
    .toBe('#/rankings/programs?program=1107&credential=3&page=2');
  // The first page stays on screen under the prompt.
  await expect(page.getByText('Still showing the list you had before.')).toBeVisible();
  await expect(mit.getByRole('cell').nth(3)).toHaveText('$169,953');
  await expect(programRows(page)).toHaveCount(20);
  await expectNoSeriousViolations(page, 'Rankings by program, sign-up prompt');
  await page.getByRole('button', { name: 'Sign up free' }).click();
  await expect(page.getByRole('dialog', { name: 'Role Selection' })).toBeVisible();
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('a card per program, the page not wider than the screen', async ({ page }) => {
    await page.goto('/#/rankings/programs?program=1107&credential=3');
    const cards = page.getByRole('list', { name: 'Ranked programs' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expect(table(page)).toHaveCount(0);
    await expect(cards).toHaveCount(20);
    const mit = cards.filter({ has: page.getByRole('link', { name: MIT, exact: true }) });
    await mit.scrollIntoViewIfNeeded();
    await expect(mit).toContainText("Computer Science. · Bachelor's degree");
    await expect(mit).toContainText('Earnings 1 year after$169,953');
    await expect(mit).toContainText('Median debt$13,779');

    // The picker's list opens inside the screen too.
    const picker = page.getByRole('combobox', { name: 'Program' });
    await picker.fill('Computer');
    await expect(page.getByRole('option', { name: /^Computer Science\./ })).toBeVisible();
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      view: document.documentElement.clientWidth,
    }));
    expect(widths.view).toBe(375);
    expect(widths.scroll).toBeLessThanOrEqual(widths.view);
    await picker.press('Escape');
    await expectNoSeriousViolations(page, 'Rankings by program on a phone');
  });
});
