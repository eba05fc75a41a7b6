import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { ALABAMA, alabamaWithLoans, saveMitOrAlabama } from './calculator-support';
import { hashPath, signUpVerified, storeTokens } from './support';

/**
 * What a family expects of the calculator, on a 390 px phone, against the real server and data:
 * a visitor's unsaved scenario comes back after a reload, money shows thousands separators as it
 * is typed, going to another page with unsaved changes asks first (stay, then leave), and a saved
 * scenario's edit page asks through the browser's own prompt before a reload loses a change.
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const RESTORED = 'We kept the scenario you started in this browser. It is not saved yet.';
const QUESTION = 'Leave without saving?';

test('a visitor’s scenario survives a reload; money reads 1,234,567; leaving asks first', async ({
  page,
}) => {
  const { card } = await alabamaWithLoans(page, '5500');
  await expect(card.getByLabel('Loans per year', { exact: true })).toHaveValue('5,500');
  await page.getByLabel('Scenario name (optional)').fill('Close to home');

  await page.reload();
  await expect(page.getByText(RESTORED)).toBeVisible();
  await expect(page.getByLabel('Home state')).toHaveValue('AL');
  await expect(card.getByLabel('Loans per year', { exact: true })).toHaveValue('5,500');
  await expect(page.getByLabel('Scenario name (optional)')).toHaveValue('Close to home');
  await expect(page.getByRole('article', { name: ALABAMA, exact: true })).toContainText(
    'Net gain over a high-school graduate',
  );

  // Typed key by key: the separators appear as it grows, and the caret stays at the end.
  const salary = card.getByLabel('Expected starting salary');
  await salary.fill('');
  await salary.pressSequentially('1234567');
  await expect(salary).toHaveValue('1,234,567');
  await expect(salary).toHaveAttribute('inputmode', 'decimal');

  // Another page of the app: the question first. Staying keeps everything.
  const home = page.getByRole('banner').getByRole('link', { name: 'DegreeWorth' });
  await home.click();
  const dialog = page.getByRole('dialog', { name: QUESTION });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('This browser keeps it for 3 days');
  await expectNoSeriousViolations(page, 'leave dialog on a phone');
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(dialog).toBeHidden();
  expect(hashPath(page)).toBe('/collegeSelection');
  await expect(salary).toHaveValue('1,234,567');

  await home.click();
  await dialog.getByRole('button', { name: 'Leave without saving' }).click();
  await expect.poll(() => hashPath(page)).toBe('/');
});

test('a change on a saved scenario’s edit page makes a reload ask first (beforeunload)', async ({
  page,
  request,
}) => {
  const { token } = await signUpVerified(request, 'family-edit', 'Fran Family');
  const id = await saveMitOrAlabama(request, token);
  await storeTokens(page, { authToken: token });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.accept();
  });

  await page.goto(`/#/editscenario/${id}`);
  const loans = page
    .getByRole('group', { name: ALABAMA, exact: true })
    .getByLabel('Loans per year', { exact: true });
  await expect(loans).toHaveValue('5,500');
  // Nothing changed: a reload does not ask.
  await page.reload();
  await expect(loans).toHaveValue('5,500');
  expect(dialogs).toEqual([]);

  await loans.fill('7000');
  await expect(loans).toHaveValue('7,000');
  await page.reload();
  expect(dialogs).toEqual(['beforeunload']);
  // The person chose to leave: the page opens again with the saved figures.
  await expect(loans).toHaveValue('5,500');
});
