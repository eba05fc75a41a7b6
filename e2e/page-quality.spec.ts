import { expect, test } from '@playwright/test';

/**
 * What Lighthouse found besides scores: the pages break none of their own
 * Content-Security-Policy (zod's eval probe did, before src/zod-jitless.ts), and /robots.txt is
 * a robots file, not the app's page.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
    );
  });
});

for (const route of ['/#/', '/#/rankings', '/#/collegeSelection', '/#/about']) {
  test(`${route} breaks none of the page's security policy`, async ({ page }) => {
    await page.goto(route);
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations).toEqual([]);
  });
}

test('/robots.txt lets crawlers in', async ({ request }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/plain');
  expect(await res.text()).toBe('User-agent: *\nAllow: /\n');
});
