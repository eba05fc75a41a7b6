import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { signUpVerified, storeTokens } from './support';

/**
 * The charts in a real browser, against the real server and development data: the
 * college page charts NPV by horizon and net price by family income beside its tables, and the
 * calculator's charts read out the year under the pointer, a finger or the keyboard, on a
 * desktop and on a 375 px phone without sideways scrolling.
 */

const MIT = 166683;
const ALABAMA = 100751;
const LOANS = /^Values year by year: Loan balance under both plans/;

/** A saved two-college scenario of a fresh account, made through the API like the form does. */
async function scenarioOf(request: APIRequestContext, label: string) {
  const { token } = await signUpVerified(request, label, 'Charlie Charts');
  const headers = { authorization: `Bearer ${token}` };
  const college = async (id: number, loans: number) => {
    const answer = await request.get(`/api/v1/universities/${id}/calculator`, { headers });
    expect(answer.status()).toBe(200);
    const { facts } = (await answer.json()) as { facts: { cost_of_attendance: number } };
    return {
      university_id: id,
      residency: id === ALABAMA ? 'in_state' : 'out_of_state',
      housing: 'on_campus',
      years_to_finish: 4,
      major: null,
      cost_of_attendance: facts.cost_of_attendance,
      grants: 5000,
      scholarships: 0,
      family_contribution: 0,
      savings: 0,
      loans_per_year: loans,
      interest_rate: 6.39,
      loan_term: 'standard',
      starting_salary: null,
    };
  };
  const created = await request.post('/api/v1/scenario', {
    headers,
    data: {
      name: 'Charts',
      home_state: 'AL',
      colleges: [await college(ALABAMA, 5500), await college(MIT, 7500)],
      assumptions: { discount_rate: 3, salary_growth: 0, tax_rate: 0, baseline_earnings: null },
    },
  });
  expect(created.status()).toBe(201);
  const { scenario } = (await created.json()) as { scenario: { id: string } };
  return { token, id: scenario.id };
}

/** The year and the values the readout under a chart shows, as text (once it shows a year). */
async function readoutOf(figure: Locator) {
  const year = await figure.getByText(/^Year \d+$/).textContent();
  const names = await figure.getByRole('term').allTextContents();
  const values = await figure.getByRole('definition').allTextContents();
  return { year, values: names.map((n, i) => `${n} ${values[i]}`) };
}

/**
 * The same year's row of the chart's own data table (the figures the server computed) holds
 * `values`. The table sits in a closed <details>; the row is waited for once it opens, since
 * reading it at once can find nothing while the browser is still laying the opened box out.
 */
async function expectTableRow(figure: Locator, year: string, values: string[]) {
  await figure.getByText('Chart data as a table').click();
  const row = figure.getByRole('row', { name: new RegExp(`^${year.replace('Year ', '')} `) });
  await expect(row.getByRole('cell')).toHaveText(values);
  await figure.getByText('Chart data as a table').click();
}

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    view: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.view);
}

test('a college page charts NPV by horizon and net price by income beside its tables', async ({
  page,
}) => {
  await page.goto(`/#/rankings/college/${MIT}`);
  const npv = page.getByRole('img', { name: /^Net present value by years after entry/ });
  await expect(npv).toBeVisible();
  await expect(npv.locator('rect')).toHaveCount(5);
  const price = page.getByRole('img', { name: /^Net price per year by family income/ });
  await expect(price.locator('rect')).toHaveCount(5);
  await expect(page.getByRole('table', { name: 'Net present value by horizon' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Net price and results by family income' }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'College page');
});

test('the results charts read out the year under the pointer and the keyboard', async ({
  page,
  request,
}) => {
  const { token, id } = await scenarioOf(request, 'charts-desk');
  await storeTokens(page, { authToken: token });
  await page.goto(`/#/collegeSelection/results/${id}`);
  const reader = page.getByRole('slider', { name: LOANS });
  const figure = page.getByRole('figure').filter({ has: reader });
  await expect(figure.getByText(/^Point at a chart/)).toBeVisible();

  await reader.scrollIntoViewIfNeeded();
  const box = (await reader.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2);
  const pointed = await readoutOf(figure);
  expect(pointed.year).toMatch(/^Year \d+$/);
  expect(pointed.values.length).toBeGreaterThan(0);
  // Leaving the chart puts the hint back without moving what is under it: the data table's
  // summary stays where the pointer is heading.
  const summary = figure.getByText('Chart data as a table');
  const before = (await summary.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height + 4);
  await expect(figure.getByText(/^Point at a chart/)).toBeVisible();
  await expect(figure.getByText(/^Year \d+$/)).toHaveCount(0);
  expect((await summary.boundingBox())!.y).toBe(before.y);
  await expectTableRow(
    figure,
    pointed.year!,
    pointed.values.map((v) => v.replace(/^.* /, '')),
  );

  await reader.focus();
  await page.keyboard.press('End');
  await expect(figure.getByText('Year 40', { exact: true })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  const keyed = await readoutOf(figure);
  expect(keyed.year).toBe('Year 39');
  await expect(reader).toHaveAttribute('aria-valuetext', `Year 39: ${keyed.values.join('; ')}.`);
  // The readers over the drawings pass axe (an image's children are not interactive: the
  // slider is the drawing's sibling, not inside it).
  await expectNoSeriousViolations(page, 'Results page, a chart being read');
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the college page charts fit the screen', async ({ page }) => {
    await page.goto(`/#/rankings/college/${MIT}`);
    const npv = page.getByRole('img', { name: /^Net present value by years after entry/ });
    await expect(npv).toBeVisible();
    // Drawn at its own width (one unit a pixel, 12 px labels), inside the screen.
    const drawn = await npv.evaluate((svg) => ({
      width: svg.getBoundingClientRect().width,
      right: svg.getBoundingClientRect().right,
      viewBox: svg.getAttribute('viewBox'),
    }));
    expect(drawn.viewBox).toBe(`0 0 ${Math.floor(drawn.width)} 220`);
    expect(drawn.right).toBeLessThanOrEqual(375);
    await expectNoSidewaysScroll(page);
  });

  test('a tap on a results chart reads its year out', async ({ page, request }) => {
    const { token, id } = await scenarioOf(request, 'charts-phone');
    await storeTokens(page, { authToken: token });
    await page.goto(`/#/collegeSelection/results/${id}`);
    const reader = page.getByRole('slider', { name: LOANS });
    await reader.scrollIntoViewIfNeeded();
    const box = (await reader.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await page.touchscreen.tap(box.x + box.width * 0.5, box.y + box.height / 2);
    const figure = page.getByRole('figure').filter({ has: reader });
    await expect(figure.getByText(/^Year \d+$/)).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
