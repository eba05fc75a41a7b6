import { ROI_DEFAULTS } from '../roi/defaults';
import type { Figure } from '../roi/figure';
import { leadingOutcome, type PersonalRoiResult } from '../roi/personal';
import { formatMoney } from './money';
import { formatPercent } from './percent';
import { plural } from './time';
import { aboveLimitsVerdict } from './borrowing-words';

/**
 * A verdict in plain language, with its tone: `good` news, a `warning` (costs not covered, a
 * loss at the horizon, borrowing above the federal limits, a loan payment above 14% of the
 * salary), or `neutral`. The results page and the PDF style them apart: the "good" look is for
 * good news only.
 */
export interface Verdict {
  text: string;
  tone: 'good' | 'warning' | 'neutral';
}

const HIGH = formatPercent(ROI_DEFAULTS.debtToEarnings.highAbove);

/**
 * Plain-language verdicts of a college in a scenario ("Pays back in about 11 years",
 * "Borrowing is high for the expected salary"). Years are counted from starting college.
 * Shared by the results page and the PDF so both say the same thing.
 */
export function verdictsOf(roi: PersonalRoiResult, fundingGapPerYear: Figure): Verdict[] {
  const out: Verdict[] = [];
  const lead = leadingOutcome(roi);
  const breakEven = lead.outcome.breakEvenYears;
  const condition = lead.ifGraduate ? ' if you graduate' : '';
  if (breakEven.value !== null) {
    out.push({
      text: `Pays back in about ${plural(breakEven.value, 'year')}${condition}`,
      tone: 'good',
    });
  } else if (breakEven.reason === 'no_break_even') {
    const text = `Does not pay back within ${ROI_DEFAULTS.seriesYears} years of starting college${condition}`;
    out.push({ text, tone: 'warning' });
  } else {
    out.push({ text: 'Payback cannot be estimated: some figures are missing', tone: 'neutral' });
  }
  const at = ROI_DEFAULTS.rankingHorizon;
  const npv = lead.outcome.npv[at].value;
  if (npv !== null && npv < 0 && breakEven.value !== null) {
    out.push({
      text: `Still ${formatMoney(-npv)} behind at ${at} years${condition}`,
      tone: 'warning',
    });
  }
  const parents = roi.allLoans.borrowed - roi.studentLoans.borrowed;
  if (roi.studentLoans.borrowed === 0) {
    // The student repays nothing: no verdict on their salary, but say who borrows.
    if (parents > 0)
      out.push({
        text: `Only your parents borrow: ${formatMoney(parents)}`,
        tone: 'neutral',
      });
    else if (!roi.borrowing || roi.borrowing.split.totalAboveLimits === 0)
      out.push({ text: 'No loans', tone: 'neutral' });
  } else if (roi.debtToEarningsBand === 'high')
    out.push({
      text: `Borrowing is high: loan payments take over ${HIGH} of the starting salary`,
      tone: 'warning',
    });
  else if (roi.debtToEarningsBand === 'medium')
    out.push({ text: 'Borrowing is moderate for the expected salary', tone: 'neutral' });
  else if (roi.debtToEarningsBand === 'low')
    out.push({ text: 'Borrowing is low for the expected salary', tone: 'good' });
  const above = aboveLimitsVerdict(roi.borrowing);
  if (above) out.push({ text: above, tone: 'warning' });
  const residual = roi.residualMonthlyIncome.value;
  if (residual !== null && residual < 0)
    out.push({ text: 'The loan payment is larger than the monthly pay', tone: 'warning' });
  const gap = fundingGapPerYear.value;
  if (gap !== null && gap > 0)
    out.push({ text: 'Costs are not fully covered: add aid, savings or loans', tone: 'warning' });
  return out;
}
