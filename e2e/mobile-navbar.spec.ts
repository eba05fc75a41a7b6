import { expect, test } from '@playwright/test';

test.describe('navigation bar on a phone', () => {
  test('the menu opens with its five items and "Get started", and closes on an outside click', async ({
    page,
  }) => {
    await page.goto('/#/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const item of ['Home', 'Rankings', 'Resources', 'About Us', 'Contact Us']) {
      await expect(menu.getByRole('link', { name: item, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Refer and Earn' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Get started' })).toBeVisible();
    await page.mouse.click(200, 600);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('no page scrolls sideways at 375 px', async ({ page }) => {
    for (const route of [
      '/',
      '/about',
      '/contact',
      '/resources',
      '/collegeSelection',
      '/rankings',
    ]) {
      await page.goto(`/#${route}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, route).toBeLessThanOrEqual(0);
    }
  });
});
