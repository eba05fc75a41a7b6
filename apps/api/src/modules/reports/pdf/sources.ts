import {
  borrowingLimitsMethod,
  EARNINGS_TEST_NOTE,
  ROI_DEFAULTS,
  formatMoney,
  formatPercent,
} from '@degreeworth/core';
import { COLORS, type PdfWriter } from './layout';
import type { ReportModel } from './model';
import { drawNotes } from './notes';

/** Page 5: where the figures come from, the data year of each college, and the method in words. */

const { loan, term, debtToEarnings, seriesYears } = ROI_DEFAULTS;
const SIZE = 8.5;

function standardPlan(): string {
  const brackets = term.brackets.map((b) => `under ${formatMoney(b.below)}: ${b.years} years`);
  return `${brackets.join(', ')}, otherwise ${term.topYears} years`;
}

const METHOD: [string, string][] = [
  [
    'Figures are estimates, not guarantees.',
    'They rest on medians of past students and on your own inputs; your own earnings, costs and aid will differ. Missing data is shown as “Not available”, never as $0.',
  ],
  [
    'Years are counted from the first year of college.',
    'Year 1 is your first year in college: a break-even in year 15 after 4 years of college is 11 years after finishing.',
  ],
  [
    'Net present value (NPV).',
    'Each year, your earnings with the degree minus what you would earn without college (after the tax you chose), minus what you pay for college and the loan; each later year is discounted by the discount rate, then the years are added up to 10, 20, 30 or 40.',
  ],
  [
    'Break-even year.',
    `The first year after college in which the running total reaches $0, looked for up to year ${seriesYears}.`,
  ],
  [
    'If I graduate and completion-adjusted.',
    '“If I graduate” assumes you finish in the years you chose. “Completion-adjusted” weighs that path by the college’s completion rate against leaving early (with the loans of the years attended) and earning like a high-school graduate.',
  ],
  [
    'Loans.',
    `Borrowed at the start of each year; a ${formatPercent(loan.originationFee, 3)} origination fee is taken from each loan; interest runs from each loan until repayment starts ${loan.graceMonths} months after college and is added to the balance. The standard plan’s term depends on the balance: ${standardPlan()}.`,
  ],
  ['Federal loan limits.', borrowingLimitsMethod()],
  [
    'Debt-to-earnings.',
    `A year of your own loan payments (the federal loan and any private loan of yours; your parents’ loans are theirs) divided by the starting salary: under ${formatPercent(debtToEarnings.mediumFrom, 0)} is low, ${formatPercent(debtToEarnings.mediumFrom, 0)} to ${formatPercent(debtToEarnings.highAbove, 0)} medium, above that high.`,
  ],
  [
    'Repayment plans.',
    'Federal loans from 1 July 2026 are repaid under the standard plan or the Repayment Assistance Plan (RAP), which takes 1% to 10% of your income each year (your projected earnings), less $50 a month per dependent, at least $10 a month; unpaid interest is waived and what is left after 360 payments is forgiven (taxable outside Public Service Loan Forgiveness). Parent PLUS loans cannot use RAP.',
  ],
  [
    'Constant dollars.',
    'Amounts from different years are restated with the consumer price index (CPI-U) to the dollars of one year, so they can be compared.',
  ],
];

/** The last page; `withNotes` puts the notes on the figures first (they did not fit on page 4). */
export function drawSources(w: PdfWriter, m: ReportModel, withNotes: boolean): void {
  const words = m.words;
  w.newPage();
  if (withNotes) {
    w.pageTitle(words.notesSourcesMethod, words.notesSourcesMethodSubtitle);
    drawNotes(w, m);
  } else w.pageTitle(words.sourcesMethod, words.sourcesMethodSubtitle);
  w.heading(words.sources, 40);
  if (m.input.sources.length === 0) w.block(words.noSources, { color: COLORS.muted });
  for (const source of m.input.sources) w.bullet(source, COLORS.brand, undefined, SIZE);
  w.y += 6;
  w.heading(words.dataYears, 40);
  for (const c of m.colleges) {
    const r = c.result;
    w.bullet(words.dataYear(r.year, r.dollar_year), c.color, `${c.name}:`, SIZE);
  }
  w.y += 6;
  w.heading(words.methodNotes, 60);
  for (const [lead, text] of METHOD) w.bullet(text, COLORS.brand, lead, SIZE);
  // The earnings test is said where a program was chosen, the only place it is estimated.
  if (m.colleges.some((c) => c.result.earningsTest))
    w.bullet(EARNINGS_TEST_NOTE, COLORS.brand, 'Earnings test (estimate).', SIZE);
}
