import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signUpVerified, storeTokens } from './support';

/**
 * Printing the results page, in a real browser on the real data: on paper only the results
 * remain, without the navigation, the footer, the floating buttons or any button or form, and
 * the printed PDF holds the colleges' names and figures.
 */

const MIT = 166683;
const ALABAMA = 100751;

test('the results page prints its results alone', async ({ page, request }) => {
  test.setTimeout(90_000);
  const student = await signUpVerified(request, 'print', 'Pat Print');
  const saved = await request.post('/api/v1/scenario', {
    headers: { authorization: `Bearer ${student.token}` },
    data: {
      name: 'MIT or Alabama',
      home_state: 'AL',
      colleges: [MIT, ALABAMA].map((university_id) => ({
        university_id,
        residency: university_id === ALABAMA ? 'in_state' : 'out_of_state',
        housing: 'on_campus',
        years_to_finish: 4,
        major: null,
        cost_of_attendance: 30_000,
        grants: 5_000,
        scholarships: 0,
        family_contribution: 2_000,
        savings: 0,
        loans_per_year: 5_500,
        interest_rate: 6.39,
        loan_term: 'standard',
        starting_salary: null,
      })),
      assumptions: { discount_rate: 3, salary_growth: 0, tax_rate: 0, baseline_earnings: null },
    },
  });
  expect(saved.status()).toBe(201);
  const { scenario } = (await saved.json()) as { scenario: { id: string } };
  await storeTokens(page, { authToken: student.token });
  await page.goto(`/#/collegeSelection/results/${scenario.id}`);
  const firstResult = page.getByRole('article').first();
  await expect(firstResult).toBeVisible();
  // On screen: the navigation, the footer and the results' buttons.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const buttons = page.locator('#main button');
  expect(await buttons.count()).toBeGreaterThan(0);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Become a Client' })).toBeHidden();
  for (const button of await buttons.all()) await expect(button).toBeHidden();
  await expect(firstResult).toBeVisible();

  // What Chromium prints, read back as text (poppler's pdftotext, as the PDF report tests do).
  const file = join(mkdtempSync(join(tmpdir(), 'dw-print-')), 'results.pdf');
  writeFileSync(file, await page.pdf({ format: 'Letter' }));
  const paper = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(paper).toContain('Massachusetts Institute of Technology');
  expect(paper).toContain('The University of Alabama');
  for (const screenOnly of ['Become a Client', 'All rights reserved', 'Download PDF'])
    expect(paper, screenOnly).not.toContain(screenOnly);
});
