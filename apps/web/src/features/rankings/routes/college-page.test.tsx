import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  collegeEarningsTestEstimate,
  earningsTestEstimate,
  earningsTestSentence,
  formatCents,
  formatMoney,
  formatMoneyShort,
  formatPercent,
  formatYears,
  RANKING_HORIZONS,
} from '@degreeworth/core';
import { apiErrorResponse, jsonResponse, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { universityPage } from '../testing/scorecard-fixtures';

const MIT = 166683;

/** The row of the programs table whose header reads `text` ("title, credential"). */
function programRow(table: HTMLElement, text: string): HTMLElement {
  const header = within(table)
    .getAllByRole('rowheader')
    .find((h) => h.textContent === text);
  if (!header) throw new Error(`no program row "${text}"`);
  return header.closest('tr')!;
}
const MIT_NAME = 'Massachusetts Institute of Technology';
/** Real colleges of the development copy with gaps: La Verne has no net price for one band. */
const LA_VERNE = 117140;
/** No 10-year earnings in the data, so no NPV at any horizon. */
const ALASKA_BIBLE = 102580;

/** The columns of a chart: the value each one draws and the figure written on it. */
const columnsOf = (chart: HTMLElement) =>
  [...chart.querySelectorAll('rect')].map((r) => [
    Number(r.getAttribute('data-value')),
    r.nextElementSibling?.textContent,
  ]);
const open = async (id: number) => {
  const college = universityPage(id, null);
  stubApi({ [`GET /universities/${id}`]: () => jsonResponse(200, college) });
  renderWithProviders({ route: `/rankings/college/${id}` });
  await screen.findByRole('heading', { level: 1, name: college.name });
  return college;
};

const figure = (label: string) =>
  within(screen.getByRole('region', { name: 'Key figures' }))
    .getByText(label)
    .closest('div')!;

describe('/rankings/college/:id', () => {
  it("shows MIT's 2022 figures, costs by income, majors and every flag in words", async () => {
    const mit = universityPage(MIT, 1);
    const fetchMock = stubApi({ 'GET /universities/166683': () => jsonResponse(200, mit) });
    renderWithProviders({ route: '/rankings/college/166683?year=2022' });
    expect(await screen.findByRole('heading', { level: 1, name: MIT_NAME })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/universities/166683?year=2022');
    await waitFor(() =>
      expect(document.title).toBe(`${MIT_NAME}: costs, earnings and ROI | DegreeWorth`),
    );
    expect(
      screen.getByText('All amounts in 2025 dollars, per year unless stated.'),
    ).toBeInTheDocument();
    expect(figure('Net price per year')).toHaveTextContent('$6,040');
    expect(figure('Earnings 10 years after entry')).toHaveTextContent('$157,720');
    expect(figure('Completion rate')).toHaveTextContent('96.2%');
    expect(figure("Rank among bachelor's colleges, 2022")).toHaveTextContent('#1');

    const byIncome = screen.getByRole('region', { name: 'Net price and results by family income' });
    expect(within(byIncome).getAllByRole('row')).toHaveLength(7);
    // Aid above the price for the lowest incomes: a negative net price, shown with its sign.
    const lowest = within(byIncome).getByRole('rowheader', { name: '$0–30,000' }).closest('tr')!;
    expect(lowest.textContent).toMatch(/\u2212\$[\d,]+/);

    expect(
      screen.getByText('Computer And Information Sciences And Support Services'),
    ).toBeInTheDocument();
    expect(screen.getByText('Entrant-based earnings')).toBeInTheDocument();
    expect(screen.getByText('Earnings back-filled from the 10-year figure')).toBeInTheDocument();
    // CEW needs the 6- and 8-year earnings, which the data lacks: the reason, never 0.
    expect(
      screen.getByText('Georgetown CEW-style NPV at 40 years').nextElementSibling,
    ).toHaveTextContent('needs 6-, 8- and 10-year earnings');
    expect(
      screen.getByText(/The data has no website or net price calculator link/),
    ).toBeInTheDocument();
    expect(screen.getByText('Data source and vintage')).toBeInTheDocument();
    expect(screen.getByText('MERGED2020_21_PP.csv, MERGED2021_22_PP.csv')).toBeInTheDocument();
  });

  it("lists MIT's programs from the Field of Study releases, with their own return", async () => {
    const mit = await open(MIT);
    const table = screen.getByRole('table', { name: /^Programs with their own earnings and debt/ });
    const headings = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    // No release of the data set publishes 4-year earnings: that column is left out.
    expect(headings).toEqual([
      'Program',
      'Graduates',
      'Earnings 1 year after',
      'Earnings 5 years after',
      'Median debt',
      'Monthly payment',
      'Debt-to-earnings',
      'NPV at 20 years',
      'Break-even',
      'Earnings test (estimate)',
    ]);
    expect(within(table).getAllByRole('row')).toHaveLength(mit.programs.length + 1);
    expect(screen.getByRole('status')).toHaveTextContent(`${mit.programs.length} programs`);
    // Computer Science, bachelor's: 424 + 393 degrees; 154,492 and 220,064 in 2022 dollars and
    // the 2019-20 release's debt of 11,077 (2020 dollars), restated; its payment, ratio, NPV and
    // break-even as the API computed them.
    const computerScience = mit.programs.find((p) => p.cip === '1107' && p.credential_level === 3)!;
    const testSentence = earningsTestSentence(
      earningsTestEstimate(computerScience, {
        value: mit.baseline_earnings,
        state: 'MA',
        surveyYear: null,
        dollarYear: mit.dollar_year,
      }),
    );
    const cs = programRow(table, "Computer Science., Bachelor's degree");
    expect(
      within(cs)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '817',
      '$169,953',
      '$242,087',
      '$13,779',
      formatCents(computerScience.monthly_payment! * 100),
      formatPercent(computerScience.debt_to_earnings!),
      formatMoney(computerScience.npv['20']!),
      formatYears(computerScience.break_even_years!),
      `Likely passes${testSentence}`,
    ]);
    // No release publishes 4-year earnings: the estimate takes 5 years after, and says so,
    // against Massachusetts' high-school earnings on the page.
    expect(testSentence).toBe(
      `Likely passes: its graduates’ median earnings 5 years after completing, $242,087, are at or above the ${formatMoney(mit.baseline_earnings!)} of high-school graduates aged 25 and over in Massachusetts (ACS, 2025 dollars).`,
    );
    expect(
      screen.getByText(/^An estimate, not the Department of Education’s determination\./),
    ).toBeInTheDocument();
    // A program with fewer than 30 graduates published is not measured by the test.
    const small = mit.programs.find(
      (p) => p.credential_level === 3 && p.completers !== null && p.completers < 30,
    )!;
    const smallRow = programRow(table, `${small.title}, Bachelor's degree`);
    expect(within(smallRow).getAllByRole('cell').at(-1)).toHaveTextContent(
      /^Not enough dataNot enough data: fewer than 30 graduates are published/,
    );
    // Aerospace: 1-year earnings privacy-suppressed (PS): said in words, never $0.
    const aero = programRow(
      table,
      "Aerospace, Aeronautical and Astronautical Engineering., Bachelor's degree",
    );
    expect(within(aero).getAllByRole('cell')[1]).toHaveTextContent('too few graduates to publish');
    expect(aero.textContent).not.toContain('$0');
    // Each figure says whose it is and in which dollars; amounts are restated to the page's.
    const sources = screen.getByRole('region', { name: 'Where the program figures come from' });
    expect(sources).toHaveTextContent(
      'Earnings and debt count only graduates who received federal student aid.',
    );
    expect(sources).toHaveTextContent('Amounts are restated to 2025 dollars');
    const source = (term: string) => within(sources).getByText(term).nextElementSibling;
    expect(source('Earnings 1 year after')).toHaveTextContent(
      /^2018-19 and 2019-20 graduates; earnings of 2020 and 2021; 2022 dollars/,
    );
    expect(source('Earnings 5 years after')).toHaveTextContent(
      /^2014-15 and 2015-16 graduates; earnings of 2020 and 2021; 2022 dollars/,
    );
    expect(source('Median debt')).toHaveTextContent(
      /^2018-19 and 2019-20 graduates; 2020 dollars \(assumed\)/,
    );
    // Programs only the older release has count their graduates of its cohort: both are said.
    const fromNewer = mit.programs.filter((p) => p.sources.completers?.cohort[1] === '2020-21');
    expect(source('Graduates')).toHaveTextContent(
      `2019-20 and 2020-21 graduates (${fromNewer.length} programs)` +
        `2018-19 and 2019-20 graduates (${mit.programs.length - fromNewer.length} programs)`,
    );
  });

  it('estimates the earnings test for all the graduates of a college without program data', async () => {
    // The development copy has no completer medians (MD_EARN_WNE_1YR/4YR are in the full
    // official files only): the page carries the figures a full import gives.
    const page = {
      ...universityPage(MIT, 1),
      programs: [],
      completer_earnings: { earnings_1yr: 98_000, earnings_4yr: 131_000 },
    };
    stubApi({ [`GET /universities/${MIT}`]: () => jsonResponse(200, page) });
    renderWithProviders({ route: `/rankings/college/${MIT}` });
    await screen.findByRole('heading', { level: 1, name: MIT_NAME });
    const majors = screen.getByRole('region', { name: 'Majors' });
    expect(within(majors).queryByRole('table')).toBeNull();
    const estimate = collegeEarningsTestEstimate(page.completer_earnings, 3, {
      value: page.baseline_earnings,
      state: 'MA',
      surveyYear: null,
      dollarYear: page.dollar_year,
    });
    expect(estimate.scope).toBe('college');
    expect(estimate.status).toBe('likely_passes');
    expect(
      within(majors)
        .getByText(/^Earnings test \(estimate\)\./)
        .closest('p'),
    ).toHaveTextContent(`Earnings test (estimate). ${earningsTestSentence(estimate)}`);
    expect(majors).toHaveTextContent('the law tests each program on its own');
    expect(majors).toHaveTextContent(
      'An estimate, not the Department of Education’s determination.',
    );
  });

  it('finds a program by its title or credential and sorts the programs by a figure', async () => {
    const mit = await open(MIT);
    const user = userEvent.setup();
    const table = screen.getByRole('table', { name: /^Programs with their own earnings and debt/ });
    const titles = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent);
    const titleOf = (p: (typeof mit.programs)[number]) => `${p.title}, ${p.credential}`;
    await user.type(screen.getByRole('searchbox', { name: 'Search programs' }), 'engineering');
    const engineering = mit.programs.filter((p) => /engineering/i.test(p.title!));
    expect(titles()).toEqual(engineering.map(titleOf));
    expect(screen.getByRole('status')).toHaveTextContent(
      `${engineering.length} of ${mit.programs.length} programs match “engineering”`,
    );
    await user.clear(screen.getByRole('searchbox', { name: 'Search programs' }));
    // The 2019-20 release adds MIT's graduate programs: a list keeps one credential.
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Credential' }),
      "Master's degree",
    );
    const masters = mit.programs.filter((p) => p.credential === "Master's degree");
    expect(masters.length).toBeGreaterThan(0);
    expect(titles()).toEqual(masters.map(titleOf));
    expect(screen.getByRole('status')).toHaveTextContent(
      `${masters.length} of ${mit.programs.length} programs shown`,
    );
    // A graduate program has no return of its own: the reason is said.
    expect(within(table).getAllByText('graduate program').length).toBeGreaterThan(0);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Credential' }),
      'All credentials',
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sort programs by' }),
      'Earnings 5 years after',
    );
    const byFiveYears = [...mit.programs]
      .filter((p) => p.earnings_5yr !== null)
      .sort((a, b) => b.earnings_5yr! - a.earnings_5yr!);
    expect(titles().slice(0, byFiveYears.length)).toEqual(byFiveYears.map(titleOf));
  });

  it('shows a card per program on a phone, with the same figures and reasons', async () => {
    // A 375 px screen: the phone media query of use-phone-layout.ts matches.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const mit = await open(MIT);
    expect(screen.queryByRole('table', { name: /^Programs/ })).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Programs' });
    expect(within(list).getAllByRole('article')).toHaveLength(mit.programs.length);
    const card = within(list).getByRole('article', {
      name: "Computer Science., Bachelor's degree",
    });
    const value = (term: string) => within(card).getByText(term).nextElementSibling;
    expect(value('Graduates')).toHaveTextContent('817');
    expect(value('Earnings 5 years after')).toHaveTextContent('$242,087');
    expect(value('Median debt')).toHaveTextContent('$13,779');
    const aero = within(list).getByRole('article', {
      name: "Aerospace, Aeronautical and Astronautical Engineering., Bachelor's degree",
    });
    expect(within(aero).getByText('Earnings 1 year after').nextElementSibling).toHaveTextContent(
      'too few graduates to publish',
    );
  });

  it('charts NPV by horizon and net price by family income, the tables kept beside them', async () => {
    const mit = await open(MIT);
    const npv = screen.getByRole('img', {
      name: 'Net present value by years after entry (2025 dollars)',
    });
    const npvValues = RANKING_HORIZONS.map((h) => mit.npv[String(h) as '20']!);
    expect(columnsOf(npv)).toEqual(npvValues.map((v) => [v, formatMoneyShort(v)]));
    expect(npv).toHaveAccessibleDescription(
      `Net present value after ${RANKING_HORIZONS.map((h, i) => `${h} years: ${formatMoney(npvValues[i]!)}`).join('; ')}.`,
    );
    const npvTable = screen.getByRole('table', { name: 'Net present value by horizon' });
    expect(within(npvTable).getAllByRole('row')).toHaveLength(6);
    expect(
      within(npvTable).getByRole('rowheader', { name: '40 years' }).nextElementSibling,
    ).toHaveTextContent(formatMoney(mit.npv['40']!));

    const price = screen.getByRole('img', {
      name: 'Net price per year by family income (2025 dollars)',
    });
    const bands = mit.by_income.slice(1);
    expect(columnsOf(price)).toEqual(
      bands.map((b) => [b.net_price, formatMoneyShort(b.net_price!)]),
    );
    // Aid above the price at the lowest incomes: the column goes below $0, written with its sign.
    expect(bands[0]!.net_price).toBeLessThan(0);
    expect(price).toHaveAccessibleDescription(
      `Net price per year for a family income of ${bands.map((b) => `${b.label}: ${formatMoney(b.net_price!)}`).join('; ')}.`,
    );
    expect(
      within(
        screen.getByRole('region', { name: 'Net price and results by family income' }),
      ).getAllByRole('row'),
    ).toHaveLength(7);
  });

  it('skips a missing figure in the chart, never drawing it as $0, and the table says why', async () => {
    const laVerne = await open(LA_VERNE);
    const band = laVerne.by_income.find((b) => b.income === '75-110k')!;
    expect(band.net_price).toBeNull();
    const price = screen.getByRole('img', {
      name: 'Net price per year by family income (2025 dollars)',
    });
    const known = laVerne.by_income.slice(1).filter((b) => b.net_price !== null);
    expect(known).toHaveLength(4);
    expect(columnsOf(price)).toEqual(
      known.map((b) => [b.net_price, formatMoneyShort(b.net_price!)]),
    );
    expect(within(price).getByText('No data')).toBeInTheDocument();
    expect(price).toHaveAccessibleDescription(
      /; \$75,001–110,000: no data \(no net price reported\); /,
    );
    const row = within(
      screen.getByRole('region', { name: 'Net price and results by family income' }),
    )
      .getByRole('rowheader', { name: '$75,001–110,000' })
      .closest('tr')!;
    expect(row.cells[1]).toHaveTextContent('Not available: ');
    // NPV crosses $0 between 15 and 20 years: columns below and above the $0 line.
    const npv = screen.getByRole('img', { name: /^Net present value by years after entry/ });
    expect(columnsOf(npv).map(([v]) => Math.sign(v as number))).toEqual([-1, -1, 1, 1, 1]);
  });

  it('draws no NPV chart when the data has no NPV at all, and keeps the table', async () => {
    const college = await open(ALASKA_BIBLE);
    expect(Object.values(college.npv).every((v) => v === null)).toBe(true);
    expect(screen.queryByRole('img', { name: /^Net present value/ })).not.toBeInTheDocument();
    expect(screen.getByText(/^No chart: the data has none of these figures\./)).toBeInTheDocument();
    const npvTable = screen.getByRole('table', { name: 'Net present value by horizon' });
    expect(within(npvTable).getAllByRole('row')).toHaveLength(6);
    // Its net price chart draws the bands it has: three of five.
    const price = screen.getByRole('img', { name: /^Net price per year by family income/ });
    expect(price.querySelectorAll('rect')).toHaveLength(3);
    expect(within(price).getAllByText('No data')).toHaveLength(2);
  });

  it('links to the college site where the data has it, and explains a carried column', async () => {
    // Synthetic link: the development copy has no INSTURL column, so the URL is made up
    // (example.org) to test how a link the full Scorecard files do carry is shown.
    const mit = {
      ...universityPage(MIT, 1),
      url: 'https://college.example.org/',
      flags: ['entrant_based', 'carried_from_2022', 'completion_carried_from_2022'],
    };
    stubApi({ 'GET /universities/166683': () => jsonResponse(200, mit) });
    renderWithProviders({ route: '/rankings/college/166683' });
    const site = await screen.findByRole('link', { name: 'College website' });
    expect(site).toHaveAttribute('href', 'https://college.example.org/');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'Net price calculator' })).not.toBeInTheDocument();
    expect(screen.getByText('Completion rate carried from 2022')).toBeInTheDocument();
    expect(screen.queryByText('Some figures carried from 2022')).not.toBeInTheDocument();
  });

  it('changes the data year from the year list', async () => {
    const fetchMock = stubApi({
      'GET /universities/166683': () => jsonResponse(200, universityPage(MIT, 1)),
    });
    const { user, router } = renderWithProviders({ route: '/rankings/college/166683?year=2022' });
    await screen.findByRole('heading', { level: 1, name: MIT_NAME });
    await user.selectOptions(screen.getByLabelText('Data year'), '2020');
    await waitFor(() => expect(router.state.location.search).toBe('?year=2020'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
        '/api/v1/universities/166683?year=2020',
      ),
    );
  });

  it('says when the college is unknown', async () => {
    const message = 'No college with id 999999 in the imported College Scorecard data.';
    stubApi({ 'GET /universities/999999': () => apiErrorResponse(404, message) });
    renderWithProviders({ route: '/rankings/college/999999' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'College not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to the rankings' })).toHaveAttribute(
      'href',
      '/rankings',
    );
  });

  it('does not ask the API for an id that is not a number', async () => {
    const fetchMock = stubApi({});
    renderWithProviders({ route: '/rankings/college/mit' });
    expect(await screen.findByText('"mit" is not a college id.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url.includes('/universities/'))).toHaveLength(0);
  });
});
