import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { hashPath, signUpVerified, storeTokens } from './support';

/**
 * One of the college's own programs as the calculator's major, in a real browser against the
 * real server and the default data set: MIT's Computer Science bachelor's (Field of Study data,
 * 424 + 393 graduates; 154,492 one year after and 220,064 five years after in 2022 dollars,
 * 169,953 and 242,087 in 2025 dollars) is offered first with its graduates, says what its
 * earnings rest on, drives the results and is named in the data sources; on a 375 px phone the
 * same choice works without sideways scrolling.
 */

const MIT = 'Massachusetts Institute of Technology';
const PROGRAMS = 'Programs at this college (their graduates’ earnings)';
const FIELDS = 'Fields of study (national estimate)';
const CS = 'Computer Science. (817 graduates)';
const PROGRAM_HINT = 'Uses this program’s own graduates’ earnings (College Scorecard).';
const FIELD_HINT = 'A national estimate for this field: this college publishes no earnings for it.';

async function addMit(page: Page): Promise<Locator> {
  await page.goto('/#/collegeSelection');
  await page.getByLabel('Home state').selectOption({ label: 'Massachusetts' });
  await page.getByRole('combobox', { name: 'Add a college' }).fill('Massachusetts Inst');
  await page
    .getByRole('listbox', { name: 'Colleges' })
    .getByRole('option', { name: new RegExp(`^${MIT}`) })
    .first()
    .click();
  const card = page.getByRole('group', { name: MIT, exact: true });
  await expect(card).toBeVisible();
  return card;
}

/**
 * The options of one group of the Major select, in order. By its label attribute: Playwright's
 * role engine gives the <optgroup> of a closed native select no group role.
 */
const groupOptions = (major: Locator, label: string) =>
  major.locator(`optgroup[label="${label}"] > option`);

/** The result card's line under its name: major, what its earnings rest on, years. */
const majorLine = (result: Locator) =>
  result.locator('p').filter({ hasText: /years? of college$/ });

test("MIT's Computer Science as the major: offered first, explained, and driving the results", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const student = await signUpVerified(request, 'program-major', 'Pat Program');
  await storeTokens(page, { authToken: student.token });
  const card = await addMit(page);
  const major = card.getByRole('combobox', { name: 'Major' });

  // Its programs first, most graduates first, then its fields of study.
  const groups = major.locator('optgroup');
  await expect(groups).toHaveCount(2);
  expect(await groups.evaluateAll((gs) => gs.map((g) => g.getAttribute('label')))).toEqual([
    PROGRAMS,
    FIELDS,
  ]);
  await expect(groupOptions(major, PROGRAMS).first()).toHaveText(CS);
  await expect(groupOptions(major, PROGRAMS).nth(1)).toHaveText(
    'Mechanical Engineering. (281 graduates)',
  );
  await expect(groupOptions(major, FIELDS).first()).toHaveText(
    /^Computer And Information Sciences And Support Services \(\d+(\.\d)?% of degrees\)$/,
  );
  await expect(major.getByRole('option').first()).toHaveText('No specific major');

  await major.selectOption({ label: CS });
  await expect(major).toHaveValue('11.07');
  await expect(major).toHaveAccessibleDescription(PROGRAM_HINT);
  await expect(card.getByLabel('Expected starting salary')).toHaveValue('169,953');

  const result = page.getByRole('article', { name: MIT, exact: true });
  await expect(majorLine(result)).toHaveText(
    'Computer Science. · This program’s graduates · 4 years of college',
  );
  await result.getByText(/^About these figures/).click();
  await expect(result.getByText(/^Earnings after college:/)).toHaveText(
    'Earnings after college: This program’s graduates — Median earnings $169,953 1 year after, ' +
      '$242,087 5 years after (2018-19 and 2019-20 graduates; earnings of 2020 and 2021); ' +
      'federal-aid recipients only.',
  );
  await expectNoSeriousViolations(page, 'College selection with a program as the major');

  // A field of study instead: the national estimate, said as such.
  await major.selectOption('14');
  await expect(major).toHaveAccessibleDescription(FIELD_HINT);
  await expect(majorLine(result)).toHaveText(
    'Engineering · National estimate · 4 years of college',
  );

  // Saved, the server computes the same: the results page and its data sources name the program.
  await major.selectOption({ label: CS });
  await page.getByLabel('Scenario name (optional)').fill('Computer Science at MIT');
  await page.getByRole('button', { name: 'Save scenario' }).click();
  await expect.poll(() => hashPath(page)).toMatch(/^\/collegeSelection\/results\/[0-9a-f-]{36}$/);
  const saved = page.getByRole('article', { name: MIT, exact: true });
  await expect(majorLine(saved)).toHaveText(
    'Computer Science. · This program’s graduates · 4 years of college',
  );
  await expect(page.getByRole('region', { name: 'Data sources and vintage' })).toContainText(
    'Computer Science at Massachusetts Institute of Technology: College Scorecard Field of ' +
      'Study data, the earnings of graduates who received federal student aid (2018-19 and ' +
      '2019-20 graduates; earnings of 2020 and 2021).',
  );
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the program is chosen the same way and nothing is wider than the screen', async ({
    page,
  }) => {
    const card = await addMit(page);
    const major = card.getByRole('combobox', { name: 'Major' });
    await expect(groupOptions(major, PROGRAMS).first()).toHaveText(CS);
    await major.selectOption({ label: CS });
    await expect(major).toHaveAccessibleDescription(PROGRAM_HINT);
    const result = page.getByRole('article', { name: MIT, exact: true });
    await result.scrollIntoViewIfNeeded();
    await expect(majorLine(result)).toHaveText(
      'Computer Science. · This program’s graduates · 4 years of college',
    );
    await result.getByText(/^About these figures/).click();
    await expect(result.getByText(/^Earnings after college:/)).toContainText(
      '$169,953 1 year after',
    );
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      view: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.view);
  });
});
