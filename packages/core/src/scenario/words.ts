import type { Figure } from '../roi/figure';
import type { PersonalRoiResult } from '../roi/personal';

/**
 * Plain-language verdicts of a college in a scenario (issue: "Pays back in about 11 years",
 * "Borrowing is high for the expected salary"). Years are counted from starting college.
 * Shared by the results page and the PDF so both say the same thing.
 */
export function verdictsOf(roi: PersonalRoiResult, fundingGapPerYear: Figure): string[] {
  const out: string[] = [];
  const breakEven = roi.ifGraduate.breakEvenYears;
  if (breakEven.value !== null) {
    const n = breakEven.value;
    out.push(`Pays back in about ${n} ${n === 1 ? 'year' : 'years'}`);
  } else if (breakEven.reason === 'no_break_even') {
    out.push('Does not pay back within 47 years of starting college');
  } else {
    out.push('Payback cannot be estimated: some figures are missing');
  }
  if (roi.loan.borrowed === 0) out.push('No loans');
  else if (roi.debtToEarningsBand === 'high') out.push('Borrowing is high for the expected salary');
  else if (roi.debtToEarningsBand === 'medium')
    out.push('Borrowing is moderate for the expected salary');
  else if (roi.debtToEarningsBand === 'low') out.push('Borrowing is low for the expected salary');
  const residual = roi.residualMonthlyIncome.value;
  if (residual !== null && residual < 0)
    out.push('The loan payment is larger than the monthly take-home pay');
  const gap = fundingGapPerYear.value;
  if (gap !== null && gap > 0) out.push('Costs are not fully covered: add aid, savings or loans');
  return out;
}

export interface FlagWords {
  title: string;
  detail: string;
}

/** Words for the flags of a scenario's results (engine flags and calculator flags). */
export const SCENARIO_FLAG_WORDS: Readonly<Record<string, FlagWords>> = {
  starting_salary_user: {
    title: 'Starting salary typed by you',
    detail: 'The results use the salary you entered instead of the college’s data.',
  },
  major_estimated_nationally: {
    title: 'Major estimated from national data',
    detail:
      'The college’s earnings are scaled by how the major’s national median earnings compare ' +
      'with all majors (ACS, full-time year-round workers with a bachelor’s degree).',
  },
  major_not_available: {
    title: 'No major adjustment',
    detail: 'The starting salary is the college’s figure for all its graduates.',
  },
  earnings_backfilled: {
    title: 'Earnings back-filled from the 10-year figure',
    detail: 'The data only has earnings 10 years after entry; earlier years are estimated from it.',
  },
  entrant_based: {
    title: 'Earnings of all entrants',
    detail: 'The college’s earnings include students who did not finish; graduates may earn more.',
  },
  completion_rate_missing: {
    title: 'No completion rate',
    detail: 'The data has no completion rate, so the completion-adjusted figures are missing.',
  },
  housing_not_adjusted: {
    title: 'Housing cost not adjusted',
    detail:
      'The data lacks the room and board figures, so the cost of attendance is the on-campus figure.',
  },
  out_of_state_not_adjusted: {
    title: 'Out-of-state tuition not added',
    detail: 'The data lacks in-state or out-of-state tuition for this college.',
  },
};
