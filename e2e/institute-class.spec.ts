import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectToast, instituteSession, recordToasts, uniqueTag } from './admin-support';
import { expectNoSeriousViolations } from './axe';
import { expectFitsPhone, saveMitOrAlabama } from './calculator-support';
import { enrol, claimedToken, type School } from './school-support';
import { hashPath, storeTokens } from './support';

/**
 * A counselor's class at scale, in the browser against the real server, engine and SMTP sink:
 * three students enrolled, one who saved a real scenario; the dashboard's "Needs attention" and
 * its bars open the student list narrowed to the students behind them; the list sorts, filters
 * and keeps its state in the address; invites are sent again within the mail limits.
 */

/** The student claims the account and saves a scenario, through the API. */
async function startsWithScenario(request: APIRequestContext, email: string) {
  await saveMitOrAlabama(request, await claimedToken(request, email));
}

/** A school of three: Ann has saved a scenario, Ben and Cy have not signed in. */
async function classOfThree(request: APIRequestContext) {
  const school = await instituteSession(request, 'class');
  const tag = uniqueTag();
  const emails = {
    ann: `ann-${tag}@class.test`,
    ben: `ben-${tag}@class.test`,
    cy: `cy-${tag}@class.test`,
  };
  await enrol(request, school, 'Ann Able', emails.ann);
  await enrol(request, school, 'Ben Baker', emails.ben);
  await enrol(request, school, 'Cy Cole', emails.cy);
  await startsWithScenario(request, emails.ann);
  return { school, emails };
}

async function signedInAs(page: Page, school: School) {
  await recordToasts(page);
  await storeTokens(page, { instituteAdminAuthToken: school.token, instituteName: school.slug });
}

const studentRows = (page: Page) =>
  page.getByRole('table', { name: 'Students' }).locator('tbody').getByRole('row');

test('the dashboard opens the students behind a bar and those who need attention; the list sorts, filters and nudges', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { school } = await classOfThree(request);
  await signedInAs(page, school);
  await page.goto(`/#/${school.slug}/admin/dashboard`);

  await test.step('"Needs attention" counts the two who have not started and opens them', async () => {
    const section = page.getByRole('region', { name: 'Needs attention' });
    await expect(section.getByRole('link', { name: '2 students need attention' })).toBeVisible();
    await section.getByRole('link', { name: 'No scenario yet: 2 students' }).click();
    await expect.poll(() => hashPath(page)).toBe(`/${school.slug}/admin/users`);
    await expect(page.getByLabel('Show')).toHaveValue('no_scenario');
    await expect(studentRows(page)).toHaveCount(2);
    await expect(studentRows(page).nth(0)).toContainText('Ben Baker');
    await expect(studentRows(page).nth(1)).toContainText('Cy Cole');
    await expectNoSeriousViolations(page, 'student list filtered');
  });

  await test.step('a bar of the net gain chart opens the student whose college is in it', async () => {
    await page.goto(`/#/${school.slug}/admin/dashboard`);
    const chart = page.getByRole('img', { name: 'Net gain at 20 years (completion-adjusted)' });
    const bars = chart.getByRole('link');
    // Ann's two colleges: one bar, or two when their figures fall apart.
    expect(await bars.count()).toBeGreaterThanOrEqual(1);
    await bars.first().click();
    await expect(
      page.getByText(/^Students with a college in the bar “.+” of Net gain at 20 years\.$/),
    ).toBeVisible();
    await expect(studentRows(page)).toHaveCount(1);
    await expect(studentRows(page).first()).toContainText('Ann Able');
    await page.getByRole('button', { name: 'Show all students' }).click();
    await expect(studentRows(page)).toHaveCount(3);
  });

  await test.step('sorting by best net gain puts Ann first, and a reload keeps the order', async () => {
    await page.getByRole('button', { name: 'Best net gain (20 years)' }).click();
    await expect(page.getByRole('columnheader', { name: /Best net gain/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(studentRows(page).first()).toContainText('Ann Able');
    // Ben and Cy have no figure: it never reads as $0.
    await expect(studentRows(page).nth(1)).toContainText('No scenario yet');
    await page.reload();
    await expect(studentRows(page).first()).toContainText('Ann Able');
    expect(page.url()).toContain('sort=best_npv');
  });

  await test.step('a resend right after the invite is held back by the mail limits', async () => {
    // Enrolled just now, so the resend falls within the minute after the invite, however slow
    // the steps above were.
    await enrol(request, school, 'Dan Dunn', `dan-${uniqueTag()}@class.test`);
    await page.reload();
    await page.getByRole('button', { name: 'Resend invite to Dan Dunn' }).click();
    await expectToast(
      page,
      'An email went to this address less than a minute ago. Try again in a minute.',
      'error',
    );
    await expect(page.getByRole('button', { name: 'Resend invite to Ann Able' })).toHaveCount(0);
  });

  await test.step('"Remind all" says what was sent and what was held back', async () => {
    await page.getByRole('button', { name: 'Remind all who have not started' }).click();
    const dialog = page.getByRole('dialog', {
      name: 'Remind every student who has not signed in?',
    });
    await expectNoSeriousViolations(page, 'remind dialog');
    await dialog.getByRole('button', { name: 'Send reminders' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'reminders sent' })).toHaveText(
      '0 reminders sent. 3 held back: those students were invited in the last 24 hours or had too many emails today.',
    );
  });
});

test('on a phone the student list filters and sorts without widening the page', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 800 });
  const { school } = await classOfThree(request);
  await signedInAs(page, school);
  await page.goto(`/#/${school.slug}/admin/users`);
  await expect(studentRows(page)).toHaveCount(3);
  await page.getByLabel('Show').selectOption({ label: 'Needs attention (any reason)' });
  await expect(studentRows(page)).toHaveCount(2);
  await expect(page.getByRole('cell', { name: 'No scenario yet' }).first()).toBeVisible();
  await page.getByLabel('Show').selectOption({ label: 'All students' });
  await expect(studentRows(page)).toHaveCount(3);
  // The table scrolls inside its own region; the page itself never scrolls sideways.
  const region = page.getByRole('region', { name: 'Students' });
  await region.getByRole('button', { name: 'Scenarios' }).click();
  await expect(studentRows(page).first()).toContainText('Ann Able');
  await expectFitsPhone(page, page.getByRole('search', { name: 'Students' }));
  await expectNoSeriousViolations(page, 'student list on a phone');
});
