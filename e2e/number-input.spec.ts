import { expect, test } from '@playwright/test';

/** Spec §5 number input rules, in the college selection form. */
test.describe('number inputs', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/#/collegeSelection');
  });

  test('typed minus signs and letters are filtered out, leaving digits and one period', async ({
    page,
  }) => {
    const input = page.getByLabel('Cost of attendance per year');
    await input.pressSequentially('-28a0b00.5.0');
    await expect(input).toHaveValue('28000.50');
  });

  test('pasted text keeps only digits and one period', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const input = page.getByLabel('Loans per year');
    await page.evaluate(() => navigator.clipboard.writeText('-$5,500.00abc'));
    await input.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(input).toHaveValue('5500.00');
  });

  test("a third decimal is rejected with 'Only up to 2 decimal places allowed.'", async ({
    page,
  }) => {
    const input = page.getByLabel('Grants and scholarships per year');
    await input.fill('8000.123');
    await expect(page.getByText('Only up to 2 decimal places allowed.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await input.fill('8000.12');
    await expect(page.getByText('Only up to 2 decimal places allowed.')).toHaveCount(0);
  });

  test("an emptied required field says 'This field is required.' and a huge one names the bound's message", async ({
    page,
  }) => {
    const input = page.getByLabel('Cost of attendance per year');
    await input.fill('1');
    await input.fill('');
    await input.blur();
    await expect(page.getByText('This field is required.')).toBeVisible();
    await input.fill('100000000000000.01');
    await expect(page.getByText('Value must be less than 1,000,000,000')).toBeVisible();
  });

  test('interest_rate shows a percent sign and no currency icon; money fields show $', async ({
    page,
  }) => {
    const rate = page.getByLabel('Interest rate');
    await expect(rate).toHaveValue('6.39');
    const rateBox = rate.locator('..');
    await expect(rateBox.getByText('%', { exact: true })).toBeVisible();
    await expect(rateBox.getByText('$', { exact: true })).toHaveCount(0);
    await expect(
      page.getByLabel('Loans per year').locator('..').getByText('$', { exact: true }),
    ).toBeVisible();
  });

  test('the estimate follows the typed numbers with the engine', async ({ page }) => {
    await page.getByLabel('Cost of attendance per year').fill('28000');
    await page.getByLabel('Grants and scholarships per year').fill('8000');
    await page.getByLabel('Loans per year').fill('5500');
    const estimate = page
      .getByRole('region', { name: 'Loan estimate' })
      .or(page.locator('[aria-live="polite"]'));
    await expect(estimate.getByText('$20,000')).toBeVisible();
    await expect(estimate.getByText('$14,558')).toBeVisible();
    await expect(estimate.getByText('$22,000')).toBeVisible();
    await expect(estimate.getByText('$26,217')).toBeVisible();
  });
});
