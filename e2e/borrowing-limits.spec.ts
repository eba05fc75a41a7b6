import { expect, type Page, test } from '@playwright/test';
import { GAP_FAMILY_MONEY } from '../packages/core/src/display/borrowing-words';
import { expectNoSeriousViolations } from './axe';
import { ALABAMA, alabamaWithLoans, expectFitsPhone } from './calculator-support';

/**
 * The federal borrowing limits in the calculator, in a real browser against the real server and
 * data: $7,500 a year planned from the first year is more than a dependent student may borrow,
 * so the results warn with the amount and show the gap; a private loan rate turns the gap into
 * a loan; an independent student's higher limits take the warning away; Parent PLUS above its
 * limit joins the gap. On a 375 px phone the warning and the limits fit the screen.
 */

const WARNING =
  'Warning: Borrowing is above the federal limits: $3,000 of the planned loans must come from ' +
  'a private loan or family money';

const limitsOf = (result: ReturnType<Page['getByRole']>) =>
  result.getByRole('region', { name: `Federal borrowing limits: ${ALABAMA}` });
const valueOf = (result: ReturnType<Page['getByRole']>, label: string) =>
  limitsOf(result).getByText(label, { exact: true }).locator('xpath=following-sibling::dd');

async function type(page: Page, label: string, value: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(value);
  await field.blur();
}

test('warns when planned loans are above the federal limits, and shows how the gap is paid', async ({
  page,
}) => {
  const { card, result } = await alabamaWithLoans(page, '7500');
  await expect(result.getByRole('listitem').filter({ hasText: 'federal limits' })).toHaveText(
    WARNING,
  );
  await expect(valueOf(result, 'Federal student loans')).toHaveText(
    '$27,000 (limits: $5,500, $6,500, then $7,500 a year, $31,000 in all)',
  );
  await expect(valueOf(result, 'Above the federal limits')).toHaveText(
    '$3,000 (year 1: $2,000, year 2: $1,000; the yearly limit)',
  );
  await expect(valueOf(result, 'How the gap is paid')).toHaveText(GAP_FAMILY_MONEY);

  await type(page, 'Private loan rate', '10');
  await expect(valueOf(result, 'How the gap is paid')).toHaveText(
    /^Your private loan at 10%: \$\d+ a month for 10 years, \$[\d,]+ in all$/,
  );

  // The parents borrow $25,000 a year: $5,000 of each year is above the Parent PLUS limit.
  await card.getByLabel('Parent PLUS loans per year').fill('25000');
  await card.getByLabel('Parent PLUS loans per year').blur();
  await expect(valueOf(result, 'Parent PLUS loans')).toHaveText(
    /^\$65,000 at 8\.94% \(limits: \$20,000 a year, \$65,000 in all\); standard plan only: \$[\d,]+ a month for \d+ years$/,
  );
  await expect(valueOf(result, 'Above the federal limits')).toContainText('$38,000');
  // The parents' $35,000 above their limits is their own private loan, beside the student's.
  await expect(valueOf(result, 'How the gap is paid')).toContainText(
    'Your parents’ private loan at 10%',
  );

  // An independent student may borrow $9,500 in the first year, but the parents no PLUS.
  await card.getByLabel('Parent PLUS loans per year').fill('');
  await card.getByLabel('Parent PLUS loans per year').blur();
  await page.getByLabel('Dependency status').selectOption('independent');
  // The figures are recomputed first, then the warning is gone.
  await expect(valueOf(result, 'Federal student loans')).toHaveText(
    '$30,000 (limits: $9,500, $10,500, then $12,500 a year, $57,500 in all)',
  );
  await expect(result.getByText(/federal limits:/)).toHaveCount(0);
  await expectNoSeriousViolations(page, 'Calculator with the federal loan limits');
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the warning and the limits fit the screen', async ({ page }) => {
    const { result } = await alabamaWithLoans(page, '7500');
    const limits = limitsOf(result);
    await limits.scrollIntoViewIfNeeded();
    await expect(result.getByRole('listitem').filter({ hasText: 'federal limits' })).toHaveText(
      WARNING,
    );
    await expect(limits).toBeVisible();
    await expectFitsPhone(page, limits);
  });
});
