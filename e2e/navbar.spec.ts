import { expect, test } from '@playwright/test';

test('the bar has its five items, "Book a Demo" and Login for a visitor, and a shadow after 40 px', async ({
  page,
}) => {
  await page.goto('/#/about');
  const main = page.getByRole('navigation', { name: 'Main' });
  for (const item of ['Home', 'Rankings', 'Resources', 'About Us', 'Contact Us']) {
    await expect(main.getByRole('link', { name: item, exact: true })).toBeVisible();
  }
  await expect(main.getByRole('link', { name: 'Refer and Earn' })).toHaveCount(0);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Book a Demo' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Login' })).toBeVisible();

  const header = page.locator('header').first();
  await expect(header).not.toHaveClass(/shadow-md/);
  await page.evaluate(() => window.scrollTo(0, 41));
  await expect(header).toHaveClass(/shadow-md/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).not.toHaveClass(/shadow-md/);

  await banner.getByRole('link', { name: 'Book a Demo' }).click();
  await expect(page).toHaveURL(/#\/contact$/);
});

test('the chat link and the Become a Client button are on public pages', async ({ page }) => {
  await page.goto('/#/resources');
  await expect(
    page.getByRole('link', { name: 'Chat with us (opens in a new tab)' }),
  ).toHaveAttribute('href', 'https://chat.degreeworth.test/');
  await page.getByRole('button', { name: 'Become a Client' }).click();
  await expect(page.getByRole('dialog').getByText('Plans and pricing')).toBeVisible();
});

test('the footer shows the configured sales address and phone and five social links', async ({
  page,
}) => {
  await page.goto('/#/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('sales@degreeworth.test')).toBeVisible();
  await expect(footer.getByText('+1 (555) 010-2025')).toBeVisible();
  await expect(footer.getByText('© 2025 DegreeWorth. All rights reserved.')).toBeVisible();
  const social = footer.getByRole('link').filter({ has: page.locator('svg') });
  expect(await social.count()).toBeGreaterThanOrEqual(5);
});
