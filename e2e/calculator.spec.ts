import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { SCENARIO_MESSAGES, ScenarioSchema } from '../packages/core/src/scenario/schema';
import { computeScenarioCollege } from '../packages/core/src/scenario/compute';
import type { CollegeCalculatorResponse } from '../packages/core/src/scenario/api';
import { formatMoney } from '../packages/core/src/display/money';
import type { APIRequestContext } from '@playwright/test';
import {
  closeToasts,
  grantFreeSubscription,
  hashPath,
  sentMails,
  signUpVerified,
  storeTokens,
} from './support';

/**
 * The calculator from end to end, in a real browser against the real server and data: pick two
 * real colleges, fill the inputs (filtered minus signs and letters, a rejected third decimal), see
 * the results update, enter the inputs of the worked personal example (a completer) and
 * get the engine's numbers for them, save, reload, edit, open the results page, download the PDF (checked with
 * pdftotext), have it mailed to the test's SMTP server, delete the scenario.
 */

const MIT = 'Massachusetts Institute of Technology';
const ALABAMA = 'The University of Alabama';
const MINUS = '\u2212';

async function addCollege(page: Page, query: string, name: string) {
  const search = page.getByRole('combobox', { name: 'Add a college' });
  await search.fill(query);
  const option = page.getByRole('listbox', { name: 'Colleges' }).getByRole('option', {
    name: new RegExp(`^${name}`),
  });
  await option.first().click();
  await expect(page.getByRole('group', { name, exact: true })).toBeVisible();
}

const college = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const results = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** Fills a field of the form and leaves it (change and blur both run the checks). */
async function fillIn(field: Locator, value: string) {
  await field.fill(value);
  await field.blur();
}

/** The worked personal example (a four-year completer), typed into one college of the form. */
async function enterWorkedExample(page: Page, name: string) {
  const c = college(page, name);
  await c.getByLabel('Years to finish').selectOption('4');
  await fillIn(c.getByLabel('Cost of attendance per year'), '28000');
  await fillIn(c.getByLabel('Grants per year'), '8000');
  await fillIn(c.getByLabel('Scholarships per year'), '0');
  await fillIn(c.getByLabel('Loans per year', { exact: true }), '5500');
  await fillIn(c.getByLabel('Interest rate'), '6.39');
  await c.getByLabel('Loan term').selectOption({ label: '10 years' });
  await fillIn(c.getByLabel('Expected starting salary'), '55000');
  const a = page.getByRole('group', { name: 'Assumptions' });
  await fillIn(a.getByLabel('Discount rate (%)'), '3');
  await fillIn(a.getByLabel('Salary growth per year (%)'), '0');
  await fillIn(a.getByLabel('Tax on the earnings gain (%)'), '0');
  await fillIn(a.getByLabel('What I would earn without college, per year'), '30000');
}

/**
 * What the engine gives for the worked example's inputs at MIT, from the facts the API serves:
 * the NPVs at 10/20/30/40 years and the first verdict. The typed salary scales MIT's own
 * earnings path, so these are not the flat-salary example's numbers (core and the web tests
 * reproduce those); the browser and the server must show exactly the engine's.
 */
async function workedExampleFigures(request: APIRequestContext) {
  const res = await request.get('/api/v1/universities/166683/calculator');
  const { facts } = (await res.json()) as CollegeCalculatorResponse;
  const scenario = ScenarioSchema.parse({
    home_state: 'MA',
    colleges: [
      {
        university_id: 166683,
        residency: 'in_state',
        housing: 'on_campus',
        years_to_finish: 4,
        major: null,
        cost_of_attendance: 28_000,
        grants: 8_000,
        scholarships: 0,
        family_contribution: 0,
        savings: 0,
        loans_per_year: 5_500,
        interest_rate: 6.39,
        loan_term: 10,
        starting_salary: 55_000,
      },
    ],
    assumptions: { discount_rate: 3, salary_growth: 0, tax_rate: 0, baseline_earnings: 30_000 },
  });
  const ref = { colleges: new Map([[166683, facts]]), baselineByState: {}, nationalMajors: [] };
  const r = computeScenarioCollege(scenario.colleges[0]!, scenario, ref);
  const npv = ([10, 20, 30, 40] as const).map((h) => formatMoney(r.roi.outcome.npv[h].value!));
  return { npv, verdict: r.verdicts[0]!.text };
}

type Figures = Awaited<ReturnType<typeof workedExampleFigures>>;

/** The engine's figures of the worked example, shown in `scope`. */
async function expectWorkedExample(scope: Locator, figures: Figures) {
  for (const npv of figures.npv)
    await expect(scope.getByText(npv, { exact: true }).first()).toBeVisible();
  await expect(scope.getByText(figures.verdict).first()).toBeVisible();
}

test('a student compares two real colleges, saves, edits, gets the PDF and deletes the scenario', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  const student = await signUpVerified(request, 'calc', 'Casey Calculator');
  await storeTokens(page, { authToken: student.token });
  await page.goto('/#/collegeSelection');

  await page.getByLabel('Home state').selectOption({ label: 'Massachusetts' });
  await addCollege(page, 'Massachusetts Inst', MIT);
  await addCollege(page, 'University of Alabama', ALABAMA);

  // The free plan compares two colleges: a third is refused with the upgrade prompt.
  await page.getByRole('combobox', { name: 'Add a college' }).fill('Harvard');
  await page
    .getByRole('listbox', { name: 'Colleges' })
    .getByRole('option', { name: /^Harvard University/ })
    .click();
  await expect(page.getByText(SCENARIO_MESSAGES.freeCollegeLimit)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Harvard University' })).toHaveCount(0);

  // Prefills from the data: residency by home state, interest rate with its percent sign.
  const mit = college(page, MIT);
  const alabama = college(page, ALABAMA);
  await expect(mit.getByLabel('Residency')).toHaveValue('in_state');
  await expect(alabama.getByLabel('Residency')).toHaveValue('out_of_state');
  await expect(mit.getByLabel('Interest rate')).toHaveValue('6.39');
  await expect(mit.getByLabel('Interest rate').locator('..')).toContainText('%');

  // Typed minus signs and letters are dropped; pasted text keeps digits and one period.
  const grants = alabama.getByLabel('Grants per year');
  await grants.fill('');
  await grants.pressSequentially('-4a0b00');
  await expect(grants).toHaveValue('4,000');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const loans = alabama.getByLabel('Loans per year', { exact: true });
  await page.evaluate(() => navigator.clipboard.writeText('-$6,500.00abc'));
  await loans.fill('');
  await loans.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(loans).toHaveValue('6,500.00');

  // A third decimal is rejected with the form's message.
  await fillIn(loans, '6500.123');
  await expect(alabama.getByText('Only up to 2 decimal places allowed.')).toBeVisible();
  await fillIn(loans, '6500');
  await expect(alabama.getByText('Only up to 2 decimal places allowed.')).toHaveCount(0);

  // Results follow the inputs as the student types.
  const alabamaResults = results(page, ALABAMA);
  const payment = alabamaResults.getByText(/^\$[\d,]+$/).first();
  await expect(alabamaResults).toContainText('Monthly payment');
  const before = await alabamaResults.textContent();
  await fillIn(loans, '9000');
  await expect.poll(() => alabamaResults.textContent()).not.toBe(before);
  await expect(payment).toBeVisible();

  // The worked personal example entered through the form (MIT's card).
  await enterWorkedExample(page, MIT);
  const figures = await workedExampleFigures(request);
  expect(figures.npv[0]).toMatch(new RegExp(`^${MINUS}\\$`)); // a loss after 10 years
  await expectWorkedExample(results(page, MIT), figures);

  // Save: the server recomputes, and the results page shows its numbers.
  await page.getByLabel('Scenario name (optional)').fill('E2E worked example');
  await page.getByRole('button', { name: 'Save scenario' }).click();
  await expect.poll(() => hashPath(page)).toMatch(/^\/collegeSelection\/results\/[0-9a-f-]{36}$/);
  const resultsPath = hashPath(page);
  await expect(page.getByRole('heading', { name: 'E2E worked example' })).toBeVisible();
  await expectWorkedExample(page.getByRole('main'), figures);
  await expect(page.getByRole('img').first()).toBeVisible();

  // Reload: the saved scenario comes back from the server.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'E2E worked example' })).toBeVisible();
  await expectWorkedExample(page.getByRole('main'), figures);
  await expect(page.getByText(ALABAMA).first()).toBeVisible();

  // Edit: the selection screen loaded with the scenario; a change is saved and recomputed.
  await page.goto('/#/collegeSelection');
  await page.getByRole('link', { name: 'Edit: E2E worked example' }).click();
  await expect.poll(() => hashPath(page)).toMatch(/^\/editscenario\//);
  await expect(college(page, MIT).getByLabel('Loans per year', { exact: true })).toHaveValue(
    '5,500',
  );
  await fillIn(college(page, ALABAMA).getByLabel('Loans per year', { exact: true }), '12000');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect.poll(() => hashPath(page)).toBe(resultsPath);
  await expectWorkedExample(page.getByRole('main'), figures);

  // PDF (Individual Pro): a free account gets the upgrade prompt, then an admin grants access.
  await closeToasts(page);
  await grantFreeSubscription(request, student.email);
  await page.reload();
  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe('degreeworth-e2e-worked-example.pdf');
  const dir = mkdtempSync(join(tmpdir(), 'dw-pdf-'));
  const pdfPath = join(dir, 'report.pdf');
  await download.saveAs(pdfPath);
  const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
  expect(text).toContain(MIT);
  expect(text).toContain(ALABAMA);
  expect(text).toContain('E2E worked example');

  // E-mailed as an attachment to the real SMTP server; the toast stays open.
  await page.getByRole('button', { name: 'Email me the PDF' }).click();
  const toast = page.getByText(SCENARIO_MESSAGES.pdfMailed);
  await expect(toast).toBeVisible();
  await expect
    .poll(async () =>
      (await sentMails()).some(
        (m) =>
          m.to.includes(student.email) &&
          m.raw.includes('Your DegreeWorth scenario report: E2E worked example') &&
          /Content-Type: application\/pdf/i.test(m.raw),
      ),
    )
    .toBe(true);
  const mail = (await sentMails()).find(
    (m) => m.to.includes(student.email) && m.raw.includes('application/pdf'),
  )!;
  const base64 = /Content-Type: application\/pdf[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/i.exec(
    mail.raw,
  )![1]!;
  const attached = join(dir, 'attached.pdf');
  writeFileSync(attached, Buffer.from(base64.replace(/\s+/g, ''), 'base64'));
  expect(execFileSync('pdftotext', [attached, '-'], { encoding: 'utf8' })).toContain(MIT);
  await page.waitForTimeout(6_000); // longer than any auto-closing toast (5 s)
  await expect(toast).toBeVisible();

  // Delete from My scenarios: gone from the list, and the results page says it is not found.
  await page.goto('/#/collegeSelection');
  await page.getByRole('button', { name: 'Delete: E2E worked example' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'E2E worked example' })).toHaveCount(0);
  await expect(page.getByText('You have no saved scenarios yet.')).toBeVisible();
  await page.goto(`/#${resultsPath}`);
  await expect(page.getByText(SCENARIO_MESSAGES.notFound)).toBeVisible();
});

test('a visitor builds a scenario and is asked to log in to save it', async ({ page }) => {
  await page.goto('/#/collegeSelection');
  await page.getByLabel('Home state').selectOption({ label: 'Alabama' });
  await addCollege(page, 'University of Alabama', ALABAMA);
  await expect(college(page, ALABAMA).getByLabel('Residency')).toHaveValue('in_state');
  await expect(results(page, ALABAMA)).toContainText('Pays back in about');
  await page.getByRole('button', { name: 'Save scenario' }).click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
});
