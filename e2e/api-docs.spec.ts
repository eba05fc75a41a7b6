import { expect, test } from '@playwright/test';

test('the API reference page shows the document under its own Content-Security-Policy', async ({
  page,
}) => {
  // Anything the page's policy refuses is logged by Chromium; a script error is a page error.
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  page.on('pageerror', (error) => refused.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const w = window as unknown as { refused?: string[] };
      (w.refused ??= []).push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });

  const answer = await page.goto('/api/v1/docs');
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page).toHaveTitle('DegreeWorth API reference');
  await expect(page.getByRole('heading', { name: /DegreeWorth API/ })).toBeVisible();

  // The areas are listed closed; opening one lists its operations.
  await page.locator('.opblock-tag', { hasText: 'Scenarios' }).first().click();
  // A known operation, opened: its request example is the scenario payload.
  const save = page.locator('.opblock', { hasText: 'Save a scenario' });
  await expect(save).toContainText('/api/v1/scenario');
  await save.getByText('Save a scenario').click();
  await expect(save.getByText(/Fall 2027 shortlist: MIT or Alabama/).first()).toBeVisible();
  await expect(
    save.getByText('Unauthenticated. Please provide a valid token.').first(),
  ).toBeAttached();

  const violations = await page.evaluate(() => (window as { refused?: string[] }).refused ?? []);
  expect([...refused, ...violations]).toEqual([]);
});
