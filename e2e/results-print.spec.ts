import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { saveMitOrAlabama } from './calculator-support';
import { signUpVerified, storeTokens } from './support';

/**
 * Printing the results page, in a real browser on the real data: on paper only the results
 * remain, without the navigation, the footer, the floating buttons or any button or form, and
 * the printed PDF holds the colleges' names.
 */

test('the results page prints its results alone', async ({ page, request }) => {
  test.setTimeout(90_000);
  const student = await signUpVerified(request, 'print', 'Pat Print');
  const scenario = await saveMitOrAlabama(request, student.token);
  await storeTokens(page, { authToken: student.token });
  await page.goto(`/#/collegeSelection/results/${scenario}`);
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
