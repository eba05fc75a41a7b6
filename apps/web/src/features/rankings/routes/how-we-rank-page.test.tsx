import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  borrowingLimitsMethod,
  formatMoney,
  restateDollars,
  roundHalfAwayFromZero,
} from '@degreeworth/core';
import { cpi, DOLLAR_YEAR } from '@/testing/shared-data';
import { jsonResponse, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { rankingPage } from '../testing/scorecard-fixtures';

describe('/rankings/method', () => {
  it('explains the method, the data years and the limits in plain language', async () => {
    stubApi({ 'GET /rankings': () => jsonResponse(200, rankingPage([166683])) });
    renderWithProviders({ route: '/rankings/method' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How we rank' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('How we rank | DegreeWorth');
    const text = document.body.textContent!;
    expect(text).toContain('net present value (NPV)');
    expect(text).toContain('first 20 years from entry');
    expect(text).toContain('high-school graduate in the college');
    expect(text).toContain('completion-adjusted');
    // When a college carries a caution (core college-cautions), in the earnings section.
    expect(
      screen.getByText(/^A college carries a caution wherever it is listed/).closest('section'),
    ).toHaveTextContent(
      'when fewer than half of its students finish (a completion rate under 50%) or when the ' +
        "College Scorecard's operating flag (CURROPER) says it has closed. A figure the data " +
        'lacks gives no caution.',
    );
    expect(text).toContain('constant dollars');
    expect(text).toContain(
      "Each program has its own return: the same net present value as the college's, with the " +
        "program's earnings after completion in place of the college's",
    );
    // The example restates MIT's published figures with the CPI table the server reads.
    const restated = (value: number, year: number) =>
      formatMoney(roundHalfAwayFromZero(restateDollars(value, year, cpi)!));
    expect(text).toContain(
      `MIT's 2021-22 net price of $5,084 (2021 dollars) becomes ${restated(5084, 2021)} in ` +
        `${DOLLAR_YEAR} dollars, and its 10-year earnings of $143,372 (2022 dollars) become ` +
        `${restated(143372, 2022)}.`,
    );
    expect(text).toContain('MERGED2022_23_PP.csv is year 2023');
    for (const limit of [
      'Federal aid students only.',
      'Earnings of those working and not enrolled.',
      'First-time, full-time students.',
      'In-state prices at public colleges.',
    ]) {
      expect(screen.getByText(limit)).toBeInTheDocument();
    }
    expect(text).not.toContain('is not built yet');
    expect(await screen.findByText('Data source and vintage')).toBeInTheDocument();
  });

  it('names the CPI and ACS tables the figures use now, from the rankings answer', async () => {
    const page = rankingPage([166683]);
    const vintage = {
      ...page.vintage!,
      dollar_year: 2025,
      cpi: { file: 'cpi-u-annual.csv', first_year: 2009, last_year: 2025 },
      acs: { file: 'acs_2024_1yr_B20004_median_earnings_by_state.csv', survey_year: 2024 },
    };
    stubApi({ 'GET /rankings': () => jsonResponse(200, { ...page, vintage }) });
    renderWithProviders({ route: '/rankings/method' });
    const years = await screen.findByRole('region', { name: 'Which years come from which files' });
    await screen.findByText('Data source and vintage');
    expect(years).toHaveTextContent(
      'All amounts in 2025 dollars, restated with the CPI-U annual averages 2009–2025 (U.S. Bureau of Labor Statistics)',
    );
    expect(years).toHaveTextContent(
      'Median earnings of high-school graduates by state, American Community Survey 2024, table B20004',
    );
    // The method's own text names no survey year: the one in use is the one above.
    const baseline = screen.getByRole('region', { name: 'Compared with what' });
    expect(baseline).not.toHaveTextContent('2018');
    expect(baseline).toHaveTextContent('the newest survey we have');
  });

  it('says how a personal scenario is built and why it matches the college page', async () => {
    renderWithProviders({ route: '/rankings/method' });
    await screen.findByRole('heading', { level: 1, name: 'How we rank' });
    const personal = screen.getByRole('region', { name: 'Your own scenario' });
    expect(personal).toHaveTextContent(
      'Left as it starts, with no loans, it gives the college page’s figure to the dollar.',
    );
    expect(personal).toHaveTextContent('grant aid students with your family income typically');
    expect(personal).toHaveTextContent('the completion rate is not applied again');
    const dollars = screen.getByRole('region', { name: 'Constant dollars' });
    expect(dollars).toHaveTextContent('so the two agree to the dollar');
  });

  it('states the judgment calls 4, 5 and 9 of decision record 004', async () => {
    renderWithProviders({ route: '/rankings/method' });
    await screen.findByRole('heading', { level: 1, name: 'How we rank' });
    const choices = screen.getByRole('region', { name: 'Judgment calls' });
    expect(choices).toHaveTextContent('on or after 1 July 2026');
    expect(choices).toHaveTextContent('under $25,000, 10 years; under $50,000, 15 years');
    expect(choices).toHaveTextContent('otherwise 25 years');
    expect(choices).toHaveTextContent('It is above 1 exactly when the 20-year NPV is positive.');
    expect(choices).toHaveTextContent('flagged “major not available”');
    expect(choices).toHaveTextContent(
      "A college's own fields of study (its PCIP shares) are offered first and linked to the national major categories by our own crosswalk",
    );
  });

  it('states the federal loan rules of the engine: both plans, the limits, the earnings test', async () => {
    renderWithProviders({ route: '/rankings/method' });
    await screen.findByRole('heading', { level: 1, name: 'How we rank' });
    const loans = screen.getByRole('region', { name: 'Federal loans from 1 July 2026' });
    for (const words of [
      'first paid out on or after 1 July 2026',
      'under $25,000, 10 years; under $50,000, 15 years; under $100,000, 20 years; otherwise 25 years',
      'A yearly payment of $120 when income (AGI) is at most $10,000',
      '1% up to $20,000, one point more for each further $10,000, and 10% above $100,000',
      'less $50 for each dependent, and never below $10',
      'What is left after 360 payments is forgiven',
      'Parent PLUS loans cannot use RAP.',
      'dependent undergraduates $5,500, $6,500, then $7,500 a year; $31,000 in all',
      'independent undergraduates $9,500, $10,500, then $12,500 a year; $57,500 in all',
      'Parent PLUS $20,000 a year; $65,000 in all per student',
      'graduate students $20,500 a year; $100,000 in all',
      'professional students $50,000 a year; $200,000 in all',
      '$257,500 of federal student loans in a lifetime',
      'Graduate PLUS ends for new borrowers.',
      'lends federally only what the limits allow and warns with the amount above them',
      'a private loan at the rate you enter, repaid over 10 years, or family money',
      'no private rate is assumed',
      'in 2 of 3 years',
      'DegreeWorth estimates the test for each undergraduate program',
      'never calls it the official result',
      "it takes all the college's graduates together and says so",
      'first results in early 2027; loans stop from award year 2028-29 at the earliest',
      'Public Law 119-21 (4 July 2025)',
    ])
      expect(loans).toHaveTextContent(words);
    // The calculator's own words on the plans are on the page too.
    expect(screen.getByRole('region', { name: 'Your own scenario' })).toHaveTextContent(
      'the net gain and break-even follow the plan you choose',
    );
    expect(screen.getByRole('region', { name: 'Your own scenario' })).toHaveTextContent(
      borrowingLimitsMethod(),
    );
  });

  it('says the major crosswalk is a judgment call and lists it', async () => {
    renderWithProviders({ route: '/rankings/method' });
    const majors = await screen.findByRole('region', { name: 'Majors' });
    expect(majors).toHaveTextContent('This link is our own judgment call');
    const row = screen.getByRole('row', {
      name: '44 Public Administration And Social Service Professions Psychology & Social Work',
    });
    expect(row).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(1 + 38);
  });
});
