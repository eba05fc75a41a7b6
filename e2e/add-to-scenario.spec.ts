import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { IncomeBand } from '../packages/core/src/income-bands';
import type { CollegeCalculatorResponse } from '../packages/core/src/scenario/api';
import type { Residency } from '../packages/core/src/scenario/schema';
import { defaultCostOfAttendance, typicalAid } from '../packages/core/src/scenario/facts';
import { expectNoSeriousViolations } from './axe';
import { grantFreeSubscription, hashPath, signUpVerified, storeTokens } from './support';

/**
 * In a real browser, against the real server and development data: "Add to my
 * scenario" on a college page and in the rankings (table rows on a desktop, cards on a 375 px
 * phone) opens the calculator with that college added and its figures, the home state and the
 * family income of the rankings' filters chosen, the link's parameters gone from the address.
 */

const MIT = 166683;
const MIT_NAME = 'Massachusetts Institute of Technology';

const WIDTHS = [
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  {
    name: 'phone',
    use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
  },
] as const;

const addLink = (page: Page, name: string | RegExp) =>
  page.getByRole('main').getByRole('link', {
    name: typeof name === 'string' ? `Add to my scenario: ${name}` : name,
    exact: true,
  });
const collegeGroup = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

/** The college's calculator facts, as the calculator itself loads them. */
async function factsOf(request: APIRequestContext, id: number) {
  const answer = await request.get(`/api/v1/universities/${id}/calculator`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as CollegeCalculatorResponse).facts;
}

/** The document is no wider than the screen: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const [scrollWidth, clientWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scrollWidth, where).toBeLessThanOrEqual(clientWidth);
}

/**
 * The calculator holds the college `name` with the data's figures for `band` (cost of attendance
 * and typical grant aid prefilled, live results drawn), and the address lost the link's query.
 */
async function expectCollegeAdded(
  page: Page,
  request: APIRequestContext,
  id: number,
  name: string,
  band: IncomeBand,
) {
  await expect.poll(() => hashPath(page)).toBe('/collegeSelection');
  await expect.poll(() => new URL(page.url()).hash).toBe('#/collegeSelection');
  const card = collegeGroup(page, name);
  await expect(card).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Colleges/ })).toContainText('(1 of');
  const facts = await factsOf(request, id);
  const residency = await card.getByLabel('Residency').inputValue();
  const coa = defaultCostOfAttendance(facts, 'on_campus', residency as Residency, band).value;
  await expect(card.getByLabel('Cost of attendance per year')).toHaveValue(
    coa === null ? '' : coa.toLocaleString('en-US'),
  );
  const aid = typicalAid(facts, band).value;
  await expect(card.getByLabel('Grants per year')).toHaveValue(
    aid === null ? '' : aid.toLocaleString('en-US'),
  );
  const results = page.getByRole('article', { name, exact: true });
  await expect(results).toContainText('Net gain over a high-school graduate');
  await expect(results.getByText(/^\u2212?\$[\d,]+$/).first()).toBeVisible();
}

for (const width of WIDTHS) {
  test.describe(`at ${width.name} width`, () => {
    test.use(width.use);

    test('a signed-in user adds a college to a scenario from its page', async ({
      page,
      request,
    }) => {
      const { token } = await signUpVerified(request, `add-college-${width.name}`, 'Ada Adder');
      await storeTokens(page, { authToken: token });
      await page.goto(`/#/rankings/college/${MIT}`);
      await expect(page.getByRole('heading', { level: 1, name: MIT_NAME })).toBeVisible();
      const link = addLink(page, MIT_NAME);
      await expect(link).toHaveText('Add to my scenario');
      await expectNoSidewaysScroll(page, 'college page');
      await expectNoSeriousViolations(page, `college page (${width.name})`);
      // A link, reached with the keyboard: Tab from the link before it, then Enter.
      await page.getByRole('main').getByRole('link', { name: '← Back to the rankings' }).focus();
      await page.keyboard.press('Tab');
      await expect(link).toBeFocused();
      await page.keyboard.press('Enter');

      await expectCollegeAdded(page, request, MIT, MIT_NAME, 'all');
      await expect(page.getByLabel('Home state')).toHaveValue('');
      await expect(page.getByLabel('Family income')).toHaveValue('all');
      await expectNoSidewaysScroll(page, 'calculator');

      // A reload does not add the college again (the link's parameters are gone): the draft kept
      // in the browser brings the scenario back with the college once.
      await page.reload();
      await expect(
        page.getByText('We kept the scenario you started in this browser.'),
      ).toBeVisible();
      await expect(collegeGroup(page, MIT_NAME)).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 2, name: /^Colleges/ })).toContainText(
        '(1 of',
      );
      expect(new URL(page.url()).hash).toBe('#/collegeSelection');
    });

    test('from the rankings filtered by state and income band, a row gives the calculator both', async ({
      page,
      request,
    }) => {
      const { email, token } = await signUpVerified(
        request,
        `add-rank-${width.name}`,
        'Rafa Rankings',
      );
      // The family-income filter is an Individual Pro one.
      await grantFreeSubscription(request, email);
      await storeTokens(page, { authToken: token });
      await page.goto('/#/rankings?state=MA&income=0-30k');
      await expect(page.getByText(/· Massachusetts · \$0–30,000/)).toBeVisible();
      if (width.name === 'phone') {
        await expect(page.getByRole('table')).toHaveCount(0);
        await expect(
          page.getByRole('region', { name: 'Rankings', exact: true }).getByRole('article').first(),
        ).toBeVisible();
      } else {
        await expect(page.getByRole('table')).toBeVisible();
      }
      await expectNoSidewaysScroll(page, 'rankings');
      await expectNoSeriousViolations(page, `rankings with the links (${width.name})`);

      const link = addLink(page, /^Add to my scenario: /).first();
      await expect(link).toHaveText('Add to my scenario');
      const name = (await link.getAttribute('aria-label'))!.replace('Add to my scenario: ', '');
      const href = (await link.getAttribute('href'))!;
      expect(href).toMatch(/^#\/collegeSelection\?add=\d+&state=MA&income=0-30k$/);
      const id = Number(/add=(\d+)/.exec(href)![1]);
      await link.click();

      await expectCollegeAdded(page, request, id, name, '0-30k');
      await expect(page.getByLabel('Home state')).toHaveValue('MA');
      await expect(page.getByLabel('Family income')).toHaveValue('0-30k');
      // A Massachusetts college for a Massachusetts student: in-state.
      await expect(collegeGroup(page, name).getByLabel('Residency')).toHaveValue('in_state');
      await expectNoSidewaysScroll(page, 'calculator');
    });
  });
}

test('a signed-out reader gets the college too, and keeps it through signing in to save', async ({
  page,
  request,
}) => {
  const { email, password } = await signUpVerified(request, 'add-visitor', 'Vic Visitor');
  await page.goto(`/#/rankings/college/${MIT}`);
  await addLink(page, MIT_NAME).click();
  await expectCollegeAdded(page, request, MIT, MIT_NAME, 'all');

  await page.getByRole('button', { name: 'Save scenario' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'My scenarios' })).toBeVisible();
  await expect(collegeGroup(page, MIT_NAME)).toBeVisible();
  await expect.poll(() => new URL(page.url()).hash).toBe('#/collegeSelection');
  // Nothing was lost: the same college once, ready to save.
  await expect(collegeGroup(page, MIT_NAME)).toHaveCount(1);
});
