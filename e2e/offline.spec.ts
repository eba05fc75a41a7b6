import { expect, test } from '@playwright/test';

const ALT = 'No internet connection. The page comes back by itself once you are online.';

test('while offline the whole screen is the no-internet image, and the app returns online', async ({
  page,
  context,
}) => {
  await page.goto('/#/about');
  await expect(page.getByRole('banner')).toBeVisible();

  await context.setOffline(true);
  // The offline screen is an image with a text alternative, not text.
  const image = page.getByRole('img', { name: 'No internet connection' });
  await expect(image).toBeVisible();
  await expect(image).toHaveAccessibleName(ALT);
  await expect(page.getByRole('banner')).toHaveCount(0);
  // Drawn while offline (nothing to fetch), and filling the screen but for its margin.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(400);
  const box = (await image.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.width).toBeGreaterThanOrEqual(viewport.width - 48);
  expect(box.height).toBeGreaterThanOrEqual(viewport.height - 48);
  // No other text on the screen: everything the page shows is the picture.
  expect((await page.locator('body').innerText()).trim()).toBe('');
  await expect(page.getByRole('img')).toHaveCount(1);

  await context.setOffline(false);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(image).toHaveCount(0);
});
