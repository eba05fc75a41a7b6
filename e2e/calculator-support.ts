import { expect, type Locator, type Page } from '@playwright/test';

export const ALABAMA = 'The University of Alabama';

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
