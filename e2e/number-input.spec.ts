import { expect, type Page, test } from '@playwright/test';

/**
 * The number input rules (digits and one period only, not negative, at most 2 decimals, at most
 * 1e14), in the college selection form (one real college added). Money fields show the dollars
 * grouped by thousands (28,000.50); the value checked and sent stays plain.
 */
const COLLEGE = 'The University of Alabama';

test.describe('number inputs', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/#/collegeSelection');
    await page.getByRole('combobox', { name: 'Add a college' }).fill('University of Alabama');
    await page
      .getByRole('listbox', { name: 'Colleges' })
      .getByRole('option', { name: new RegExp(`^${COLLEGE}`) })
      .first()
      .click();
    await expect(page.getByRole('group', { name: COLLEGE })).toBeVisible();
  });

  const field = (page: Page, label: string) =>
    page.getByRole('group', { name: COLLEGE }).getByLabel(label, { exact: true });

  test('typed minus signs and letters are filtered out, leaving digits and one period', async ({
    page,
  }) => {
    const input = field(page, 'Cost of attendance per year');
    await input.fill('');
    await input.pressSequentially('-28a0b00.5.0');
    await expect(input).toHaveValue('28,000.50');
  });

  test('pasted text keeps only digits and one period', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const input = field(page, 'Loans per year');
    await input.fill('');
    await page.evaluate(() => navigator.clipboard.writeText('-$5,500.00abc'));
    await input.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(input).toHaveValue('5,500.00');
  });

  test("a third decimal is rejected with 'Only up to 2 decimal places allowed.'", async ({
    page,
  }) => {
    const input = field(page, 'Grants per year');
    await input.fill('8000.123');
    await expect(page.getByText('Only up to 2 decimal places allowed.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await input.fill('8000.12');
    await expect(page.getByText('Only up to 2 decimal places allowed.')).toHaveCount(0);
  });

  test("an emptied required field says 'This field is required.' and a huge one names the bound's message", async ({
    page,
  }) => {
    const input = field(page, 'Cost of attendance per year');
    await input.fill('');
    await input.blur();
    await expect(page.getByText('This field is required.')).toBeVisible();
    await input.fill('100000000000000.01');
    await expect(page.getByText('Value must be less than 1,000,000,000')).toBeVisible();
  });

  test('interest_rate shows a percent sign and no currency icon; money fields show $', async ({
    page,
  }) => {
    const rate = field(page, 'Interest rate');
    await expect(rate).toHaveValue('6.39');
    const rateBox = rate.locator('..');
    await expect(rateBox.getByText('%', { exact: true })).toBeVisible();
    await expect(rateBox.getByText('$', { exact: true })).toHaveCount(0);
    await expect(
      field(page, 'Loans per year').locator('..').getByText('$', { exact: true }),
    ).toBeVisible();
  });
});
