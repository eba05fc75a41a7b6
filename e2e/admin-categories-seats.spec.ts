import { expect, type Page, test } from '@playwright/test';
import {
  adminToken,
  expectToast,
  instituteSession,
  pngFile,
  recordToasts,
  signInAtCrm,
  uniqueTag,
} from './admin-support';
import { expectNoSeriousViolations } from './axe';

/**
 * The article form's category list with "Add category", and the seats used of each institute
 * subscription, at a desktop and a phone width.
 */

const ADMIN_RESOURCES = '/api/v1/admin/adminResources';

const SIZES = [
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  {
    name: 'phone',
    use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  },
] as const;

/** The document is no wider than the screen: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const [scrollWidth, clientWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scrollWidth, where).toBeLessThanOrEqual(clientWidth);
}

for (const size of SIZES) {
  test.describe(`at ${size.name} width`, () => {
    test.use(size.use);

    test('an article takes a category from the list, or a new one with "Add category"', async ({
      page,
      request,
    }) => {
      const tag = uniqueTag();
      const existing = `Finance ${tag}`;
      const added = `Grants ${tag}`;
      const headers = { authorization: `Bearer ${await adminToken(request)}` };
      const first = await request.post(ADMIN_RESOURCES, {
        headers,
        multipart: {
          title: `Loans ${tag}`,
          category: existing,
          description: '<p>Loans come last.</p>',
          image: pngFile('loans.png'),
        },
      });
      expect(first.status()).toBe(201);
      const ids = [((await first.json()) as { resource: { id: string } }).resource.id];

      await recordToasts(page);
      await signInAtCrm(page);
      await page.goto('/#/crm/resources');
      await page.getByRole('main').getByRole('button', { name: 'Add resource' }).click();
      const form = page.getByRole('form', { name: 'Add resource' });
      const select = form.getByLabel('Category', { exact: true });
      // The category in use is offered; "Add category" is the last choice.
      await expect(select.locator('option', { hasText: existing })).toHaveCount(1);
      await expect(select.locator('option').last()).toHaveText('Add category');
      await select.selectOption(existing);
      await expect(form.getByLabel('New category')).toHaveCount(0);

      // "Add category" shows the field next in the tab order; left empty it says so.
      await select.selectOption({ label: 'Add category' });
      const fresh = form.getByLabel('New category');
      await expect(fresh).toBeVisible();
      await select.focus();
      await page.keyboard.press('Tab');
      await expect(fresh).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(fresh).toHaveAccessibleDescription('This field is required.');
      await expect(form.getByRole('button', { name: 'Add resource' })).toBeDisabled();
      await expectNoSeriousViolations(page, `article form with a new category (${size.name})`);
      await expectNoSidewaysScroll(page, `article form (${size.name})`);

      await fresh.fill(`  ${added}  `);
      await expect(fresh).not.toHaveAccessibleDescription('This field is required.');
      await form.getByLabel('Title').fill(`Grants ${tag}`);
      await form.getByRole('textbox', { name: 'Description' }).click();
      await page.keyboard.type('Free money first.');
      await form.getByLabel('Image').setInputFiles(pngFile('grants.png', 160, 90));
      const answer = page.waitForResponse(
        (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === ADMIN_RESOURCES,
      );
      await form.getByRole('button', { name: 'Add resource' }).click();
      const created = await answer;
      expect(created.status()).toBe(201);
      const body = (await created.json()) as { resource: { id: string; category: string } };
      ids.push(body.resource.id);
      // Sent as the one field "category", trimmed.
      expect(body.resource.category).toBe(added);
      await expectToast(page, 'Resource added successfully.');

      // The new category is now on the list of the next article.
      await page.getByRole('main').getByRole('button', { name: 'Add resource' }).click();
      const next = page.getByRole('form', { name: 'Add resource' });
      await expect(
        next.getByLabel('Category', { exact: true }).locator('option', { hasText: added }),
      ).toHaveCount(1);
      await expectNoSeriousViolations(page, `article form (${size.name})`);

      for (const id of ids)
        expect((await request.delete(`${ADMIN_RESOURCES}/${id}`, { headers })).status()).toBe(200);
    });

    test('the subscriptions list shows the seats used beside the seats', async ({
      page,
      request,
    }) => {
      const institute = await instituteSession(request, 'seats');
      for (const n of [1, 2]) {
        const res = await request.post('/api/v1/institute/instituteUsers', {
          headers: { authorization: `Bearer ${institute.token}` },
          data: { name: `Pupil ${n}`, email: `pupil${n}-${uniqueTag()}@seats.test` },
        });
        expect(res.status()).toBe(201);
      }
      await signInAtCrm(page);
      await page.goto(`/#/crm/subscriptions?search=${encodeURIComponent(institute.name)}`);
      const row = page.getByRole('row', { name: new RegExp(institute.name) });
      await expect(row).toContainText('2 of 10 seats used');
      await expect(page.getByText('Page 1 of 1 (1 subscription)')).toBeVisible();
      await expectNoSidewaysScroll(page, `subscriptions list (${size.name})`);
      await expectNoSeriousViolations(page, `subscriptions list (${size.name})`);
    });
  });
}
