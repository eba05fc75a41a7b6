import { expect, test, type Locator, type Page } from '@playwright/test';
import type { RankingsResponse } from '../packages/core/src/schemas/ranking-rows';
import { expectNoSeriousViolations } from './axe';
import { signUpVerified, storeTokens } from './support';

/**
 * A college near the top of a state list with a completion rate under 50% carries a visible
 * caution in words, in the table at desktop width and on the phone's
 * cards, and a normal college none. Development data, Ohio, bachelor's, newest year (2023):
 * Chamberlain University-Ohio is first with a completion rate of 45% (carried from the
 * 2021-22 file, ranking year 2022); Case Western Reserve University second with 84.4%. The
 * development copy has no operating flag (CURROPER), so no college there is called closed.
 */
const CHAMBERLAIN = 'Chamberlain University-Ohio';
const CASE_WESTERN = 'Case Western Reserve University';
const CAUTION = 'Caution: Fewer than half of students finish here (completion 45%, 2022 data).';

/** Signs a new user in (the state filter needs an account) and opens the Ohio list. */
async function openOhio(page: Page, label: string): Promise<RankingsResponse> {
  const { token } = await signUpVerified(page.request, label);
  const answer = await page.request.get('/api/v1/rankings?state=OH&type=bachelors', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as RankingsResponse;
  await storeTokens(page, { authToken: token });
  await page.goto('/#/rankings?state=OH');
  return body;
}

/** The two colleges as the API lists them: first and second of Ohio, with their cautions. */
function expectTheTwoFirst(body: RankingsResponse) {
  expect(body.data.slice(0, 2).map((r) => [r.rank, r.name, r.cautions])).toEqual([
    [1, CHAMBERLAIN, ['low_completion']],
    [2, CASE_WESTERN, []],
  ]);
}

/** The caution items of a row or card: their text as shown and read. */
const cautionsOf = (where: Locator) => where.getByRole('listitem').filter({ hasText: /^Caution:/ });

test.describe('at desktop width', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the table shows the caution on the low-completion row and none on a normal row', async ({
    page,
  }) => {
    expectTheTwoFirst(await openOhio(page, 'rk-caution-desk'));
    const table = page.getByRole('table');
    const rowOf = (name: string) =>
      table.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect(rowOf(CHAMBERLAIN)).toBeVisible();
    await expect(cautionsOf(rowOf(CHAMBERLAIN))).toHaveText([CAUTION]);
    await expect(cautionsOf(rowOf(CHAMBERLAIN)).first()).toBeVisible();
    await expect(rowOf(CASE_WESTERN)).toBeVisible();
    await expect(rowOf(CASE_WESTERN)).not.toContainText('Caution');
    // Read with the college by screen readers: part of the row header's name, not a tooltip.
    await expect(
      table.getByRole('rowheader', { name: new RegExp(`^${CHAMBERLAIN}.*Caution: Fewer than`) }),
    ).toBeVisible();
    await expectNoSeriousViolations(page, 'rankings table with a caution');

    // The college page says the same.
    await rowOf(CHAMBERLAIN).getByRole('link', { name: CHAMBERLAIN, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: CHAMBERLAIN })).toBeVisible();
    await expect(cautionsOf(page.getByRole('main'))).toHaveText([CAUTION]);
    await expectNoSeriousViolations(page, 'college page with a caution');
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the cards show the caution on the low-completion college and none on a normal one', async ({
    page,
  }) => {
    expectTheTwoFirst(await openOhio(page, 'rk-caution-phone'));
    const cards = page.getByRole('region', { name: 'Rankings', exact: true }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    const card = (name: string) => page.getByRole('article', { name, exact: true });
    await expect(cards.nth(0)).toHaveAccessibleName(CHAMBERLAIN);
    await expect(cautionsOf(card(CHAMBERLAIN))).toHaveText([CAUTION]);
    await expect(cautionsOf(card(CHAMBERLAIN)).first()).toBeVisible();
    await expect(card(CASE_WESTERN)).toBeVisible();
    await expect(card(CASE_WESTERN)).not.toContainText('Caution');
    // The caution fits the card: nothing scrolls sideways.
    const [scrollWidth, clientWidth] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await expectNoSeriousViolations(page, 'rankings cards with a caution');
  });
});
