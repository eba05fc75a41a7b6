import { expect, type Page, test } from '@playwright/test';
import {
  expectImageLoaded,
  expectToast,
  openAdminScreen,
  pngFile,
  recordToasts,
  signInAtCrm,
  uniqueTag,
} from './admin-support';

const HEADING = 'What students and counselors say';

/**
 * Loads the home page afresh and waits for its testimonials (asked once the browser is idle);
 * returns the names the API answered.
 */
async function loadHome(visitor: Page, reload: boolean): Promise<string[]> {
  const testimonials = visitor.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/v1/testimonials' && r.request().method() === 'GET',
  );
  if (reload) await visitor.reload();
  else await visitor.goto('/#/');
  const answer = await testimonials;
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { testimonials: { name: string }[] };
  return body.testimonials.map((t) => t.name);
}

test('a testimonial with a portrait is added, edited and deleted in /crm, and the home page follows', async ({
  page,
  browser,
}) => {
  const tag = uniqueTag();
  const name = `Tara Quote ${tag}`;
  const quote = `DegreeWorth showed me the real cost of each college (${tag}).`;
  await recordToasts(page);
  await signInAtCrm(page);
  await openAdminScreen(page, 'Testimonials');

  await page.getByRole('main').getByRole('button', { name: 'Add testimonial' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a testimonial' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Designation').fill('High school senior');
  await dialog.getByLabel('Testimonial', { exact: true }).fill(quote);
  await dialog.getByLabel('Image').setInputFiles(pngFile('portrait.png', 300, 300));
  await expect(dialog.getByRole('img', { name: 'The chosen image' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Add testimonial' }).click();
  await expectToast(page, 'Testimonial added successfully.');
  await expect(dialog).toHaveCount(0);
  const card = page
    .getByRole('list', { name: 'Testimonials' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { name, exact: true }),
    });
  await expect(card).toContainText('High school senior');

  // A visitor sees it on the home page, portrait named by the person.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  expect(await loadHome(visitor, false)).toContain(name);
  const region = visitor.getByRole('region', { name: HEADING });
  const item = region.getByRole('listitem').filter({ hasText: quote });
  await expect(item).toContainText(name);
  await expect(item).toContainText('High school senior');
  const portrait = item.getByRole('img', { name, exact: true });
  await expect(portrait).toHaveAttribute('src', /^\/api\/v1\/media\/testimonials\/.+\.webp$/);
  await expectImageLoaded(portrait);
  // Portraits are re-encoded to 256 × 256.
  expect(await portrait.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);

  // Edit the designation only.
  await card.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit the testimonial of ${name}` });
  await expect(edit.getByLabel('Name')).toHaveValue(name);
  await edit.getByLabel('Designation').fill('College freshman');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Testimonial updated successfully.');
  await expect(edit).toHaveCount(0);
  await expect(card).toContainText('College freshman');

  await loadHome(visitor, true);
  await expect(item).toContainText('College freshman');
  await expect(item).not.toContainText('High school senior');
  await expectImageLoaded(item.getByRole('img', { name, exact: true }));

  // Delete after confirming: gone from the admin list and from the home page.
  await card.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete the testimonial of ${name}?` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Testimonial deleted successfully.');
  await expect(card).toHaveCount(0);

  expect(await loadHome(visitor, true)).not.toContain(name);
  // The section may be gone altogether (no testimonials left) or list the others.
  await expect(visitor.getByRole('img', { name, exact: true })).toHaveCount(0);
  await expect(visitor.getByText(quote)).toHaveCount(0);
  await visitorContext.close();
});
