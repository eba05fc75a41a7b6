import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

export const ALABAMA = 'The University of Alabama';

/** Scorecard ids of MIT and The University of Alabama in the development data. */
const MIT_ID = 166683;
const ALABAMA_ID = 100751;

/**
 * Saves "MIT or Alabama" for the user of `token` through the API (POST /scenario): an Alabama
 * student comparing MIT out of state with Alabama in state, modest aid and federal loans; the
 * scenario's id.
 */
export async function saveMitOrAlabama(request: APIRequestContext, token: string): Promise<string> {
  const saved = await request.post('/api/v1/scenario', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: 'MIT or Alabama',
      home_state: 'AL',
      colleges: [MIT_ID, ALABAMA_ID].map((university_id) => ({
        university_id,
        residency: university_id === ALABAMA_ID ? 'in_state' : 'out_of_state',
        housing: 'on_campus',
        years_to_finish: 4,
        major: null,
        cost_of_attendance: 30_000,
        grants: 5_000,
        scholarships: 0,
        family_contribution: 2_000,
        savings: 0,
        loans_per_year: 5_500,
        interest_rate: 6.39,
        loan_term: 'standard',
        starting_salary: null,
      })),
      assumptions: { discount_rate: 3, salary_growth: 0, tax_rate: 0, baseline_earnings: null },
    },
  });
  expect(saved.status()).toBe(201);
  return ((await saved.json()) as { scenario: { id: string } }).scenario.id;
}

/**
 * Opens the calculator with Alabama as home state, adds The University of Alabama through the
 * college search and types the loans a year; returns its input card and its result article.
 */
export async function alabamaWithLoans(page: Page, loans: string) {
  await page.goto('/#/collegeSelection');
  await page.getByLabel('Home state').selectOption('AL');
  const search = page.getByRole('combobox', { name: 'Add a college' });
  await search.fill('Univers');
  await search.fill('University of Alabama');
  await page
    .getByRole('listbox', { name: 'Colleges' })
    .getByRole('option', { name: new RegExp(`^${ALABAMA}`) })
    .first()
    .click();
  const card = page.getByRole('group', { name: ALABAMA, exact: true });
  await card.getByLabel('Loans per year', { exact: true }).fill(loans);
  await card.getByLabel('Loans per year', { exact: true }).blur();
  return { card, result: page.getByRole('article', { name: ALABAMA, exact: true }) };
}

/** The part lies within a 375 px screen, and nothing on the page scrolls sideways. */
export async function expectFitsPhone(page: Page, part: Locator) {
  const box = await part.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    view: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.view);
}
