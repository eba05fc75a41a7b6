import { expect, type Page, test } from '@playwright/test';

/**
 * The pricing modal of a one-word address (/{price}) belongs to its page: Back and a link close
 * it, Forward to the address opens it again. A deeper address that no route claims, three
 * segments included when the first is not a login status, is a real "page not found" page with
 * a way home and to the rankings. At desktop width and on a 375 px phone.
 */

const pricing = (page: Page) => page.getByRole('dialog', { name: 'Plans and pricing' });

for (const [name, viewport] of [
  ['at desktop width', { width: 1280, height: 800 }],
  ['on a 375 px phone', { width: 375, height: 740 }],
] as const) {
  test.describe(name, () => {
    test.use({ viewport });

    test('the pricing modal closes with Back and with a link, and opens again going Forward', async ({
      page,
    }) => {
      await page.goto('/#/');
      await page.goto('/#/pricing');
      await expect(pricing(page)).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/#\/$/);
      await expect(pricing(page)).toBeHidden();
      await page.goForward();
      await expect(pricing(page)).toBeVisible();
      // Another page by address: the modal does not follow.
      await page.goto('/#/rankings/method');
      await expect(page.getByRole('heading', { level: 1, name: 'How we rank' })).toBeVisible();
      await expect(pricing(page)).toBeHidden();
    });

    test('an address no page has shows "Page not found" with ways out', async ({ page }) => {
      await page.goto('/#/no/such/page');
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.getByText('/no/such/page', { exact: true })).toBeVisible();
      await page.getByRole('link', { name: 'See the college rankings' }).click();
      await expect(page).toHaveURL(/#\/rankings$/);
    });
  });
}
