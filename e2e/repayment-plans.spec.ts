import { expect, type Page, test } from '@playwright/test';
import { rapMonthlyPayment } from '../packages/core/src/roi/rap';
import { formatMoney } from '../packages/core/src/display/money';
import { expectNoSeriousViolations } from './axe';
import { alabamaWithLoans, expectFitsPhone } from './calculator-support';

/**
 * The 2026 repayment plans in the calculator, in a real browser against the real server and
 * data: a college with loans shows the standard plan and RAP side by side; choosing RAP and a
 * dependent makes the figures follow RAP, whose first payment is the law's share of the
 * graduate's first salary less $50; on a 375 px phone the comparison fits the screen.
 */

const plans = (result: ReturnType<Page['getByRole']>) =>
  result.getByRole('table', { name: 'Repayment plans' });
const cellsOf = (result: ReturnType<Page['getByRole']>, label: string) =>
  plans(result)
    .getByRole('row')
    .filter({ has: result.page().getByRole('rowheader', { name: label }) })
    .getByRole('cell');

/** "$52,100" → 52100. */
const dollars = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test('compares the standard plan and RAP, and the figures follow the plan chosen', async ({
  page,
}) => {
  const { result } = await alabamaWithLoans(page, '5500');
  await expect(plans(result)).toBeVisible();
  await expect(plans(result).getByRole('columnheader')).toHaveText([
    'Standard plan(your figures)',
    'RAP',
  ]);
  const salaryText = await result
    .getByText('Starting salary', { exact: true })
    .locator('xpath=following-sibling::dd')
    .textContent();
  const salary = dollars(salaryText!);

  await page.getByLabel('Repayment plan', { exact: true }).selectOption('rap');
  await page.getByLabel('Dependents').fill('1');
  await page.getByLabel('Dependents').blur();
  await expect(plans(result).getByRole('columnheader')).toHaveText([
    'Standard plan',
    'RAP(your figures)',
  ]);
  // RAP's first payment: the law's share of the first salary after college, less $50.
  await expect(cellsOf(result, 'Monthly payment, year 1 of repayment').nth(1)).toHaveText(
    formatMoney(rapMonthlyPayment(salary, 1)),
  );
  await expect(result.getByText(/at first \(RAP, by income\)$/)).toBeVisible();
  await expect(result.getByText(/costs less in today’s dollars/)).toBeVisible();
  await expectNoSeriousViolations(page, 'Calculator with both repayment plans');
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the plans table fits the screen', async ({ page }) => {
    const { result } = await alabamaWithLoans(page, '5500');
    await plans(result).scrollIntoViewIfNeeded();
    await expect(plans(result)).toBeVisible();
    await expectFitsPhone(page, plans(result));
  });
});
