import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { grantFreeSubscription, signUpVerified, storeTokens } from './support';

/**
 * The layout with 3–4 colleges, in a real browser on the real data: a results
 * page comparing four expensive private colleges with long names, whose net gains are negative,
 * at 1280 px and on a 375 px phone. No figure breaks between its minus sign and its dollars or
 * sticks out of its box, and each chart's y-axis title is drawn whole inside its SVG, clear of
 * the tick labels, also when the charts' text is larger than the 12 px they are drawn in.
 * Also checked there: the verdict leads in a polite live region, a warning says so in words
 * and does not wear the good-news look, and each card explains its figure against the college's.
 */

const MINUS = '\u2212';
/** Private colleges of the development data with long names and costs above $60,000 a year. */
const COLLEGES = [
  190150, // Columbia University in the City of New York
  201645, // Case Western Reserve University
  179867, // Washington University in St Louis
  123961, // University of Southern California
];
const TITLE = 'Four expensive colleges';

/** A saved four-college scenario of a fresh account with the Pro plan (four colleges need it). */
async function negativeScenario(request: APIRequestContext, label: string) {
  const student = await signUpVerified(request, label, 'Lena Layout');
  await grantFreeSubscription(request, student.email);
  const headers = { authorization: `Bearer ${student.token}` };
  const college = async (id: number) => {
    const answer = await request.get(`/api/v1/universities/${id}/calculator`, { headers });
    expect(answer.status()).toBe(200);
    const { facts } = (await answer.json()) as { facts: { cost_of_attendance: number } };
    // Full price, large loans and a modest salary: the net gains stay below zero for decades.
    return {
      university_id: id,
      residency: 'out_of_state',
      housing: 'on_campus',
      years_to_finish: 4,
      major: null,
      cost_of_attendance: facts.cost_of_attendance,
      grants: 0,
      scholarships: 0,
      family_contribution: 0,
      savings: 0,
      loans_per_year: 30000,
      interest_rate: 6.39,
      loan_term: 'standard',
      starting_salary: 38000,
    };
  };
  const created = await request.post('/api/v1/scenario', {
    headers,
    data: {
      name: TITLE,
      home_state: 'AL',
      colleges: await Promise.all(COLLEGES.map(college)),
      assumptions: { discount_rate: 3, salary_growth: 0, tax_rate: 0, baseline_earnings: null },
    },
  });
  expect(created.status()).toBe(201);
  const { scenario } = (await created.json()) as {
    scenario: { id: string; results: { verdict: string | null } };
  };
  return { token: student.token, id: scenario.id, verdict: scenario.results.verdict };
}

async function openResults(page: Page, request: APIRequestContext, label: string) {
  const { token, id, verdict } = await negativeScenario(request, label);
  await storeTokens(page, { authToken: token });
  await page.goto(`/#/collegeSelection/results/${id}`);
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(4);
  await expect(page.getByRole('img', { name: /^What each path adds up to/ })).toBeVisible();
  return { verdict };
}

interface ShownFigure {
  text: string;
  /** How many lines the figure itself takes, from its minus sign to its last digit. */
  lines: number;
  /** Whether it stays inside the box that holds it (its table cell, term value, caption…). */
  inBox: boolean;
}

/**
 * Every negative amount ("−$40,570") the page lays out as HTML text: a text range from the minus
 * to the last digit has one client rect per line it lies on. Chart labels are SVG text, which
 * never wraps; text in a closed <details> is not laid out.
 */
function negativeFigures(page: Page): Promise<ShownFigure[]> {
  return page.getByRole('main').evaluate((main, minus) => {
    const found: ShownFigure[] = [];
    const amount = new RegExp(`${minus}\\$[\\d,]+(?:\\.\\d+)?[kM]?`, 'g');
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement!;
      if (element.closest('svg') || element.getClientRects().length === 0) continue;
      const box = (
        element.closest('dd, td, th, figcaption, p, li') ?? element
      ).getBoundingClientRect();
      for (const match of (node.textContent ?? '').matchAll(amount)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = Array.from(range.getClientRects());
        const within = (r: DOMRect) => r.left >= box.left - 0.5 && r.right <= box.right + 0.5;
        found.push({
          text: match[0],
          lines: new Set(rects.map((r) => Math.round(r.top))).size,
          inBox: rects.every(within),
        });
      }
    }
    return found;
  }, MINUS);
}

interface AxisTitle {
  chart: string;
  text: string;
  /** Inside the SVG's box on the screen (an SVG clips what is outside it). */
  inside: boolean;
  /** Clear of the y tick labels (the end-anchored texts beside the plot). */
  clearOfTicks: boolean;
}

/** Each chart's y-axis title (the text turned upright) against its SVG and its tick labels. */
function yAxisTitles(page: Page): Promise<AxisTitle[]> {
  return page.getByRole('main').evaluate((main) =>
    Array.from(main.querySelectorAll('svg[role="img"]')).flatMap((svg) => {
      const outer = svg.getBoundingClientRect();
      const texts = Array.from(svg.querySelectorAll('text'));
      const ticks = texts.filter((t) => t.getAttribute('text-anchor') === 'end');
      const ticksLeft = Math.min(...ticks.map((t) => t.getBoundingClientRect().left));
      return texts
        .filter((t) => /rotate\(-90\)/.test(t.getAttribute('transform') ?? ''))
        .map((t) => {
          const box = t.getBoundingClientRect();
          return {
            chart: svg.getAttribute('aria-label') ?? '',
            text: Array.from(t.childNodes)
              .map((n) => n.textContent)
              .join(' '),
            inside:
              box.top >= outer.top - 0.5 &&
              box.bottom <= outer.bottom + 0.5 &&
              box.left >= outer.left - 0.5 &&
              box.right <= outer.right + 0.5,
            clearOfTicks: box.right <= ticksLeft,
          };
        });
    }),
  );
}

async function expectFiguresWhole(page: Page) {
  const figures = await negativeFigures(page);
  // The scenario loses money for decades: cards, tables and chart summaries show many.
  expect(figures.length).toBeGreaterThan(10);
  expect(figures.filter((f) => f.lines !== 1)).toEqual([]);
  expect(figures.filter((f) => !f.inBox)).toEqual([]);
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    view: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.view);
}

async function expectAxisTitlesWhole(page: Page) {
  const titles = await yAxisTitles(page);
  expect(titles.map((t) => t.text)).toEqual([
    'Cumulative, today’s dollars',
    'Owed',
    'Dollars per year',
  ]);
  expect(titles.filter((t) => !t.inside || !t.clearOfTicks)).toEqual([]);
}

/**
 * The charts' text larger than the 12 px they are drawn in, as a reader's own style sheet makes
 * it from the start: the y axis has to measure the room its words take, not assume 12 px.
 */
async function reloadWithLargerChartText(page: Page) {
  await page.addInitScript(() => {
    // Adopted before the page's own markup is parsed: in force before any chart is drawn.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('svg[role="img"] text { font-size: 20px; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  await page.reload();
  await expect(page.getByRole('img', { name: /^What each path adds up to/ })).toBeVisible();
}

for (const size of [
  { name: 'at 1280 px', viewport: { width: 1280, height: 800 }, phone: false },
  { name: 'on a 375 px phone', viewport: { width: 375, height: 812 }, phone: true },
]) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport, isMobile: size.phone, hasTouch: size.phone });

    test('four colleges in the red: each figure on one line, inside its box', async ({
      page,
      request,
    }) => {
      await openResults(page, request, `layout-figures-${size.viewport.width}`);
      await expectFiguresWhole(page);
    });

    test('leads with the verdict in a live region, words each warning and explains each figure', async ({
      page,
      request,
    }) => {
      const { verdict } = await openResults(page, request, `layout-verdict-${size.viewport.width}`);
      expect(verdict).toMatch(/^At 20 years, .+ comes out ahead by \$[\d,]+ /);
      // The verdict is the first thing of the results, in a polite live region.
      const status = page.getByRole('status').filter({ hasText: verdict! });
      await expect(status).toHaveText(verdict!);
      await expect(status).toHaveAttribute('aria-live', 'polite');
      const verdictTop = (await status.boundingBox())!.y;
      expect(verdictTop).toBeLessThan((await page.getByRole('article').first().boundingBox())!.y);
      for (const card of await page.getByRole('article').all()) {
        await expect(
          card.getByText(/^This college’s published figure for all family incomes: /),
        ).toBeVisible();
        // $30,000 a year is far above the federal limits: a warning, in words and in its look.
        const warning = card
          .getByRole('listitem')
          .filter({ hasText: 'Borrowing is above the federal limits' });
        await expect(warning).toHaveText(/^Warning: Borrowing is above the federal limits/);
        const looks = await warning.evaluate((item) => {
          const good = document.createElement('li');
          good.className = 'bg-emerald-50';
          item.parentElement!.append(good);
          const colours = {
            warning: getComputedStyle(item).backgroundColor,
            good: getComputedStyle(good).backgroundColor,
          };
          good.remove();
          return colours;
        });
        expect(looks.warning).not.toBe(looks.good);
      }
    });

    test('the charts’ y-axis titles are whole, also in larger text', async ({ page, request }) => {
      await openResults(page, request, `layout-axes-${size.viewport.width}`);
      await expectAxisTitlesWhole(page);
      await reloadWithLargerChartText(page);
      await expectAxisTitlesWhole(page);
    });
  });
}
