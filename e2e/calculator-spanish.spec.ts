import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { ALABAMA } from './calculator-support';

/**
 * A Spanish-speaking family on a 390 px phone: the visitor switches to Español in the phone
 * menu, builds a scenario for a college from the start, and reads the results in Spanish, with
 * their figures, against the real server and data.
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a visitor switches to Español on a phone and reads a college’s results in Spanish', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  // The phone menu's switch: the header's own is hidden at this width.
  await page.getByRole('button', { name: 'Español' }).last().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await page.goto('/#/collegeSelection');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Arma tu escenario universitario',
  );
  await page.getByLabel('Estado de residencia').selectOption('AL');
  const search = page.getByRole('combobox', { name: 'Agrega una universidad' });
  await search.fill('Univers');
  await search.fill('University of Alabama');
  await page
    .getByRole('option', { name: new RegExp(`^${ALABAMA}`) })
    .first()
    .click();

  const card = page.getByRole('group', { name: ALABAMA, exact: true });
  await card.getByLabel('Préstamos por año', { exact: true }).fill('5500');
  await card.getByLabel('Préstamos por año', { exact: true }).blur();
  await expect(card.getByLabel('Préstamos por año', { exact: true })).toHaveValue('5,500');

  const result = page.getByRole('article', { name: ALABAMA, exact: true });
  await expect(result).toContainText('Sin carrera específica · 4 años de universidad');
  await expect(result).toContainText('Pago mensual del préstamo');
  await expect(
    result.getByRole('region', { name: `Planes de pago del préstamo: ${ALABAMA}` }),
  ).toBeVisible();
  // The figures show as money, in the same format as in English.
  await expect(result).toContainText(/\$\d{1,3}(,\d{3})+/);
  await expect(page.getByRole('heading', { name: 'Universidades (1 de 2)' })).toBeVisible();

  await expectNoSeriousViolations(page, 'calculator in Spanish on a phone');
});
