import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';

/**
 * Programs side by side in a real browser, against the real server and the default data set
 * (the Field of Study releases of ../shared/data/2026): two bachelor's Computer Science programs
 * chosen in the program rankings, then a second program of the same college added on the
 * comparison; each card's figure is the rankings' when the student lives in the college's
 * state, and the calculator's three charts draw every program. On a 375 px phone the page is no
 * wider than the screen.
 */

const MIT = 'Massachusetts Institute of Technology';
const HARVARD = 'Harvard University';
const MIT_CS = `Computer Science at ${MIT}`;
const HARVARD_CS = `Computer Science at ${HARVARD}`;
const MIT_MATH = `Mathematics at ${MIT}`;

/** The row of a college in the program rankings table. */
const rowOf = (page: Page, college: string) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: college, exact: true }) });

/** The headline figure of a program's card: net gain at 20 years. */
const netGainOf = (page: Page, program: string) =>
  page
    .getByRole('article', { name: program })
    .getByText(/^Net gain at 20 years/)
    .locator('xpath=following-sibling::dd');

test('compares programs chosen in the rankings, with their figures and the charts', async ({
  page,
}) => {
  await page.goto('/#/rankings/programs?program=1107&credential=3');
  const mitRow = rowOf(page, MIT);
  await expect(mitRow).toBeVisible();
  // NPV at 20 years is the eighth figure cell (after rank, program, graduates, earnings 1 and
  // 5 years after, debt, payment, debt-to-earnings).
  const mitRanked = await mitRow.getByRole('cell').nth(8).textContent();
  const harvardRanked = await rowOf(page, HARVARD).getByRole('cell').nth(8).textContent();
  // The choice is kept in the address, so a box shows its new state once the address changed.
  for (const [row, name] of [
    [mitRow, MIT_CS],
    [rowOf(page, HARVARD), HARVARD_CS],
  ] as const) {
    const box = row.getByRole('checkbox', { name: `Compare: ${name}` });
    await box.click();
    await expect(box).toBeChecked();
  }
  await expect(
    page.getByText('2 of 4 programs chosen to compare, from any page or field.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Compare these 2 programs' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compare programs');
  await expect(page.getByRole('article')).toHaveCount(2);
  // A student from Massachusetts, the colleges' state: the program rankings' figures.
  await expect(page.getByLabel('Home state')).toHaveValue('MA');
  await expect(netGainOf(page, MIT_CS)).toHaveText(mitRanked!.trim());
  await expect(netGainOf(page, HARVARD_CS)).toHaveText(harvardRanked!.trim());

  // A second program of the same college.
  await page.getByRole('combobox', { name: 'College' }).fill('Massachusetts Institute');
  await page.getByRole('option', { name: new RegExp(`^${MIT}`) }).click();
  await page
    .getByRole('combobox', { name: `Program at ${MIT}` })
    .selectOption({ label: 'Mathematics (229 graduates)' });
  await page.getByRole('button', { name: 'Add to the comparison' }).click();
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('article', { name: MIT_MATH })).toContainText(
    'Mathematics. · This program’s graduates · 4 years of college',
  );
  await expect(page.getByRole('heading', { name: /^Programs/ })).toHaveText('Programs (3 of 4)');

  // The calculator's three charts, with a line per program.
  const charts = page.getByRole('region', { name: 'Over 40 years' });
  await expect(charts.getByRole('img', { name: /^What each path adds up to/ })).toBeVisible();
  await expect(charts.getByRole('img', { name: /^Loan balance under both plans/ })).toBeVisible();
  await expect(charts.getByRole('img', { name: /^Yearly cost and earnings/ })).toBeVisible();
  for (const program of [MIT_CS, HARVARD_CS, MIT_MATH])
    await expect(
      charts.getByRole('listitem').filter({ hasText: new RegExp(`^${program}$`) }),
    ).toHaveCount(1); // the key of the net-worth chart
  await expectNoSeriousViolations(page, 'Compare programs');

  // From Ohio the high-school path earns less (Ohio's baseline): the card says what moved it.
  await page.getByLabel('Home state').selectOption('OH');
  await expect(netGainOf(page, MIT_CS)).not.toHaveText(mitRanked!.trim());
  await expect(page.getByRole('article', { name: MIT_CS })).toContainText(
    'because of what you would earn without college',
  );
  await expect.poll(() => new URL(page.url()).hash).toContain('state=OH');
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the cards and charts fit the screen, and a program can be removed', async ({ page }) => {
    await page.goto('/#/rankings/programs/compare?programs=166683-11.07,166683-27.01,204796-14.09');
    await expect(page.getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('img', { name: /^What each path adds up to/ })).toBeVisible();
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      view: document.documentElement.clientWidth,
    }));
    expect(widths.view).toBe(375);
    expect(widths.scroll).toBeLessThanOrEqual(widths.view);
    await page.getByRole('button', { name: `Remove ${MIT_MATH}` }).click();
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect
      .poll(() => decodeURIComponent(new URL(page.url()).hash))
      .toBe('#/rankings/programs/compare?programs=166683-11.07,204796-14.09');
    await expectNoSeriousViolations(page, 'Compare programs on a phone');
  });
});
