import { ROI_DEFAULTS } from '../roi/defaults';
import type { Figure } from '../roi/figure';
import { plural } from './time';
import { leadingOutcome, type PersonalRoiResult } from '../roi/personal';

/**
 * Plain-language verdicts of a college in a scenario (issue: "Pays back in about 11 years",
 * "Borrowing is high for the expected salary"). Years are counted from starting college.
 * Shared by the results page and the PDF so both say the same thing.
 */
export function verdictsOf(roi: PersonalRoiResult, fundingGapPerYear: Figure): string[] {
  const out: string[] = [];
  const lead = leadingOutcome(roi);
  const breakEven = lead.outcome.breakEvenYears;
  const condition = lead.ifGraduate ? ' if you graduate' : '';
  if (breakEven.value !== null) {
    const n = breakEven.value;
    out.push(`Pays back in about ${plural(n, 'year')}${condition}`);
  } else if (breakEven.reason === 'no_break_even') {
    out.push(
      `Does not pay back within ${ROI_DEFAULTS.seriesYears} years of starting college${condition}`,
    );
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
