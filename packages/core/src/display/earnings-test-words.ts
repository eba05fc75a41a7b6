import { CURRENT_LOAN_RULES } from '../roi/federal-loan-rules';
import type {
  EarningsTestEstimate,
  EarningsTestGap,
  EarningsTestScope,
  EarningsTestStatus,
} from '../roi/earnings-test';
import { stateName } from './labels';
import { formatMoney } from './money';

const TEST = CURRENT_LOAN_RULES.earningsTest!;

/** The status as a short label: the college page's column, the calculator, the PDF. */
export const EARNINGS_TEST_LABELS: Record<EarningsTestStatus, string> = {
  likely_passes: 'Likely passes',
  at_risk: 'At risk',
  not_enough_data: 'Not enough data',
};

/**
 * The short label with what the estimate measures: "At risk", or "At risk (all programs)" for
 * a college-wide estimate (the class report, the dashboard's table).
 */
export function earningsTestLabel(status: EarningsTestStatus, scope: EarningsTestScope): string {
  const label = EARNINGS_TEST_LABELS[status];
  return scope === 'college' ? `${label} (all programs)` : label;
}

const GAP_WORDS: Record<EarningsTestGap, string> = {
  graduate_program:
    'graduate programs are measured against bachelor’s-degree earners, which this data does not have',
  too_few_completers: `fewer than ${TEST.minimumCompleters} graduates are published, and the test does not measure smaller programs`,
  no_earnings: 'the data publishes no median earnings of its graduates',
  no_benchmark: 'the data has no earnings of high-school graduates in the college’s state',
};

/** "high-school graduates aged 25 and over in Ohio (ACS 2024, 2025 dollars)". */
function benchmarkWords(e: EarningsTestEstimate): string {
  const b = e.benchmark;
  const where = stateName(b.state) ?? 'the college’s state';
  const survey = b.surveyYear === null ? 'ACS' : `ACS ${b.surveyYear}`;
  return `high-school graduates aged 25 and over in ${where} (${survey}, ${b.dollarYear} dollars)`;
}

/** One sentence on an estimate: what was compared with what, or why there is no estimate. */
export function earningsTestSentence(e: EarningsTestEstimate): string {
  const label = EARNINGS_TEST_LABELS[e.status];
  const scope = e.scope === 'college' ? ` ${COLLEGE_SCOPE}` : '';
  if (e.status === 'not_enough_data') return `${label}: ${GAP_WORDS[e.gap!]}.${scope}`;
  const after = `${e.yearsAfter} ${e.yearsAfter === 1 ? 'year' : 'years'} after completing`;
  const relation = e.status === 'at_risk' ? 'below' : 'at or above';
  const whose = e.scope === 'college' ? 'all the college’s graduates’' : 'its graduates’';
  return (
    `${label}: ${whose} median earnings ${after}, ${formatMoney(e.earnings!)}, are ` +
    `${relation} the ${formatMoney(e.benchmark.value!)} of ${benchmarkWords(e)}.${scope}`
  );
}

/** Why a college-wide estimate stands in for its programs'. */
export const COLLEGE_SCOPE =
  'The data has no program figures for this college, so all its programs are taken together; ' +
  'the law tests each program on its own.';

/** What every estimate rests on, and the dates, in plain words. */
export const EARNINGS_TEST_NOTE =
  'An estimate, not the Department of Education’s determination. From the law of 2025, a ' +
  'program loses federal student loans when the median earnings of its federally aided ' +
  `graduates, ${TEST.yearsAfterCompletion} years after completing, are below what high-school ` +
  `graduates aged 25-34 in the state earn, in ${TEST.failIn} of ${TEST.outOf} years. The first ` +
  `results come in ${TEST.firstResults}; loans stop from ${TEST.earliestLossOfLoans} at the ` +
  'earliest. This estimate compares with high-school graduates aged 25 and over, who earn more ' +
  'than those aged 25-34, so it errs toward “at risk”.';
