import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { ALABAMA, expectFitsPhone, saveMitOrAlabama } from './calculator-support';
import { signUpVerified, storeTokens } from './support';

/*
 * A student shares a saved scenario with a parent who has no account: the link opens the
 * results read-only on the parent's phone, and stops working the moment the student stops
 * sharing.
 */

const MIT = 'Massachusetts Institute of Technology';
const GONE = 'This link no longer works. Ask the person who shared it for a new one.';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a shared scenario opens read-only on a signed-out phone, until the owner stops sharing', async ({
  page,
  browser,
  request,
}) => {
  const owner = await signUpVerified(request, 'share-owner', 'Sofia Sharer');
  const id = await saveMitOrAlabama(request, owner.token);
  await storeTokens(page, { authToken: owner.token });
  await page.goto(`/#/collegeSelection/results/${id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'MIT or Alabama' })).toBeVisible();

  const section = page.getByRole('region', { name: 'Share with family' });
  await section.getByRole('button', { name: 'Create a share link' }).click();
  const field = section.getByLabel('Share link');
  await expect(field).toBeFocused();
  await expect(field).toHaveAccessibleDescription(
    'Anyone with this link can see these results, not change them.',
  );
  const link = await field.inputValue();
  expect(link).toMatch(/\/#\/shared\/[A-Za-z0-9_-]{43}$/);
  await section.getByRole('button', { name: 'Copy link' }).click();
  await expect(section.getByText('Copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  // The control with its link fits a 375 px phone too, nothing scrolling sideways.
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 375, height: 740 });
  await expectFitsPhone(page, section);
  await page.setViewportSize(desktop);

  // The parent: another browser, a 390 px phone, nobody signed in.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const parent = await phone.newPage();
  await parent.goto(link);
  await expect(parent.getByRole('heading', { level: 1 })).toHaveText('Shared results');
  await expect(parent.getByRole('heading', { level: 2, name: 'MIT or Alabama' })).toBeVisible();
  await expect(parent.getByText(/^This is a shared, read-only copy/)).toBeVisible();
  for (const college of [ALABAMA, MIT])
    await expect(parent.getByRole('article', { name: college, exact: true })).toBeVisible();
  await expect(parent.getByRole('button', { name: 'Save assumptions' })).toHaveCount(0);
  await expect(parent.getByRole('link', { name: 'Edit scenario' })).toHaveCount(0);
  await expect(parent.getByRole('link', { name: 'Build your own scenario' })).toBeVisible();
  const widths = await parent.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    view: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.view);
  await expectNoSeriousViolations(parent, 'the shared results, 390 px');

  // The owner stops sharing, after saying so a second time.
  await section.getByRole('button', { name: 'Stop sharing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Stop sharing these results?' });
  await dialog.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(section.getByRole('button', { name: 'Create a share link' })).toBeFocused();
  await expect(section.getByLabel('Share link')).toHaveCount(0);

  // The parent's next look finds the link dead, and a way on.
  await parent.reload();
  await expect(parent.getByText(GONE)).toBeVisible();
  await expect(parent.getByRole('article')).toHaveCount(0);
  await expect(parent.getByRole('link', { name: 'Build your own scenario' })).toBeVisible();
  await expectNoSeriousViolations(parent, 'a link that no longer works, 390 px');
  await phone.close();
});
