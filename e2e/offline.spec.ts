import { expect, test } from '@playwright/test';

test('while offline the whole screen is the no-internet image, and the app returns online', async ({
  page,
  context,
}) => {
  await page.goto('/#/about');
  await expect(page.getByRole('banner')).toBeVisible();

  await context.setOffline(true);
  const image = page.getByRole('img', { name: /no internet connection/i });
  await expect(image).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  const box = await image.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.width).toBeGreaterThanOrEqual(viewport.width * 0.5);

  await context.setOffline(false);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(image).toHaveCount(0);
});
