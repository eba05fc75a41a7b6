import { expect, type Page, test } from '@playwright/test';

/**
 * The verdict, in a real browser on the real data, at 1280 px and on a phone: the calculator
 * leads with one sentence on the comparison, in a polite live region, and the scholarship it
 * names as what would let the runner-up catch up does that when the student types it in.
 */

const OHIO_STATE = 'Ohio State University-Main Campus';
const KENYON = 'Kenyon College';

async function addCollege(page: Page, query: string, name: string) {
  await page.getByRole('combobox', { name: 'Add a college' }).fill(query);
  await page
    .getByRole('listbox', { name: 'Colleges' })
    .getByRole('option', { name: new RegExp(`^${name}`) })
    .first()
    .click();
  await expect(page.getByRole('group', { name, exact: true })).toBeVisible();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const size of [
  { name: 'at 1280 px', viewport: { width: 1280, height: 800 }, phone: false },
  { name: 'on a 375 px phone', viewport: { width: 375, height: 812 }, phone: true },
]) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport, isMobile: size.phone, hasTouch: size.phone });

    test('the verdict names the leader and the scholarship that lets the other catch up', async ({
      page,
    }) => {
      await page.goto('/#/collegeSelection');
      await page.getByLabel('Home state').selectOption({ label: 'Ohio' });
      await addCollege(page, 'Ohio State', OHIO_STATE);
      await addCollege(page, 'Kenyon', KENYON);
      const verdict = page.getByRole('status').filter({ hasText: /^At 20 years, / });
      await expect(verdict).toHaveAttribute('aria-live', 'polite');
      // Unedited, each college gives its published figure: Kenyon's is the higher one.
      const text = new RegExp(
        `^At 20 years, ${escape(KENYON)} comes out ahead by \\$[\\d,]+ .*for ${escape(OHIO_STATE)}\\)` +
          `.* ${escape(OHIO_STATE)} would catch up with \\$([\\d,]+) more in scholarships a year\\.$`,
      );
      await expect(verdict).toHaveText(text);
      const extra = text.exec((await verdict.textContent())!)![1]!.replace(/,/g, '');
      const scholarships = page
        .getByRole('group', { name: OHIO_STATE, exact: true })
        .getByLabel('Scholarships per year');
      await scholarships.fill(extra);
      await scholarships.blur();
      // The same region now says the runner-up caught up: level, or ahead by a few dollars.
      await expect(verdict).toHaveText(
        new RegExp(
          `^At 20 years, (${escape(OHIO_STATE)} comes out ahead by \\$\\d+ |` +
            `${escape(OHIO_STATE)} and ${escape(KENYON)} come out even|` +
            `${escape(KENYON)} and ${escape(OHIO_STATE)} come out even)`,
        ),
      );
    });
  });
}
