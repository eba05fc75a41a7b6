import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { me, toastWith } from './payment-support';
import { closeToasts, signUpVerified, storeTokens } from './support';

/**
 * A Spanish-speaking student on a 390 px phone, signed in: the language kept with the account
 * is the one the site shows on a device that never chose one. The student changes their name on
 * the profile page and buys Individual Pro by card, reading every step in Spanish, against the
 * real server and the Stripe fake.
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a student whose account speaks Spanish edits the profile and pays by card, on a phone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const student = await signUpVerified(request, 'es-account', 'Lucía Estudiante');
  const saved = await request.put('/api/v1/me/language', {
    data: { language: 'es' },
    headers: { authorization: `Bearer ${student.token}` },
  });
  expect(saved.status()).toBe(200);
  await storeTokens(page, { authToken: student.token });

  // This device chose nothing and the browser speaks English: the account's choice wins.
  await page.goto('/#/profile');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Tu perfil' })).toBeVisible();
  const name = page.getByLabel('Nombre', { exact: true });
  await expect(name).toHaveValue('Lucía Estudiante');
  await name.fill('Lucía Pérez');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  // The server answers in English; the page shows its Spanish.
  await expect(toastWith(page, 'Perfil actualizado.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cambiar contraseña' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tu información' })).toBeVisible();
  await expectNoSeriousViolations(page, 'profile in Spanish on a phone');
  await closeToasts(page);

  // The pricing modal, by its address: plans, the method list, the card form, all in Spanish.
  await page.goto('/#/pricing');
  const dialog = page.getByRole('dialog', { name: 'Planes y precios' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Elegir plan' }).click();
  await expect(dialog.getByRole('heading', { name: 'Elige un método de pago' })).toBeVisible();
  await expectNoSeriousViolations(page, 'payment methods in Spanish on a phone');
  await dialog
    .getByRole('list', { name: 'Elige un método de pago' })
    .getByRole('button', { name: 'Tarjeta', exact: true })
    .click();
  await expect(
    dialog.getByRole('heading', { name: 'Pago con tarjeta', exact: true }),
  ).toBeVisible();
  // The card field itself is the provider's (Stripe's), in its own words.
  await dialog.getByLabel('Card number').fill('4242424242424242');
  const pay = dialog.getByRole('button', { name: 'Pagar con tarjeta' });
  await expect(pay).toBeEnabled();
  await pay.click();
  await expect(
    toastWith(page, 'Pago realizado con éxito. Individual Pro ya está activo en tu cuenta.'),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect(await me(request, student.token)).toMatchObject({ subscription_id: 1 });
});
