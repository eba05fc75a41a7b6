import { leadingOutcome, type PersonalRoiResult } from '../roi/personal';

/** One point of the charts, year 1 = the first year of college (counted from starting). */
export interface ScenarioChartPoint {
  year: number;
  /** Σ DF·(E·(1−τ) − O − LP): what the college path has added up to, in today's dollars. */
  college: number;
  /** Σ DF·B·(1−τ): the high-school path. */
  highSchool: number;
  /** college − highSchool (the NPV at that year). */
  difference: number;
  loanBalance: number;
  /** The graduate's balance under each plan (RAP null when it cannot be drawn). */
  loanBalanceByPlan: { standard: number; rap: number | null };
  /** Out-of-pocket cost plus loan payments that year. */
  cost: number;
  earnings: number;
  baseline: number;
}

export const CHART_YEARS = 40;

/**
 * The charts' 40 yearly points of the figure the results lead with (leadingOutcome: the
 * completion-adjusted or entrant-based outcome); null when an input is missing. The loan balance is
 * the loan as planned for every year of study, not weighed by the chance of leaving early:
 * it is what the student signs for.
 */
export function chartOf(roi: PersonalRoiResult, discountRate: number, tax: number) {
  const series = leadingOutcome(roi).outcome.series;
  if (!series) return null;
  let college = 0;
  let highSchool = 0;
  return series.slice(0, CHART_YEARS).map((p) => {
    const df = (1 + discountRate) ** -(p.year - 1);
    college += df * (p.earnings * (1 - tax) - p.cost - p.loanPayment);
    highSchool += df * p.baseline * (1 - tax);
    return {
      year: p.year,
      college,
      highSchool,
      difference: p.cumulativeDiscountedNet,
      loanBalance: roi.loan.balanceByYear[p.year - 1] ?? 0,
      loanBalanceByPlan: {
        standard: roi.plans.standard.balanceByYear[p.year - 1] ?? 0,
        rap: roi.plans.rap ? (roi.plans.rap.balanceByYear[p.year - 1] ?? 0) : null,
      },
      cost: p.cost + p.loanPayment,
      earnings: p.earnings,
      baseline: p.baseline,
    };
  });
}
