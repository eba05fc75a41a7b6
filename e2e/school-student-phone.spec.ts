import { type APIRequestContext, expect, test } from '@playwright/test';
import { instituteSession, uniqueTag } from './admin-support';
import { expectNoSeriousViolations } from './axe';
import { claimedToken, enrol } from './school-support';
import { storeTokens } from './support';

/**
 * A student whose school gives full access, on a phone: nothing to buy is
 * offered. The help button holds no "Become a Client" (and is named "Help", not "Help and
 * plans"), and the pricing page says the school gives full access instead of the $25 offer.
 */

/** A student the school enrolled, who claimed the account and chose to stay: their token. */
async function schoolStudent(request: APIRequestContext) {
  const school = await instituteSession(request, 'covered');
  const email = `sam-${uniqueTag()}@covered.test`;
  await enrol(request, school, 'Sam Student', email);
  const token = await claimedToken(request, email);
  const stay = await request.post('/api/v1/me/institute/confirm', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(stay.status()).toBe(200);
  return { token, school: school.name };
}

for (const width of [390, 375]) {
  test(`a student covered by their school sees nothing to buy at ${width} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    const { token, school } = await schoolStudent(request);
    await storeTokens(page, { authToken: token });
    await page.goto('/#/about');
    await page.getByRole('button', { name: 'Help', exact: true }).click();
    const menu = page.getByRole('group', { name: 'Help', exact: true });
    await expect(menu.getByRole('button', { name: 'Contact sales' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Become a Client' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Help and plans' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.goto('/#/pricing');
    const pricing = page.getByRole('dialog', { name: 'Plans and pricing' });
    await expect(
      pricing.getByText(`${school} gives you full access: there is nothing to buy.`),
    ).toBeVisible();
    await expect(pricing.getByText('$25')).toHaveCount(0);
    const box = await pricing.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    await expectNoSeriousViolations(page, `pricing for a school student at ${width} px`);
  });
}
