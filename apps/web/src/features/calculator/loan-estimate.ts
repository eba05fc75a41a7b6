import { loanSchedule, ROI_DEFAULTS, validateField } from '@degreeworth/core';

export interface EstimateInputs {
  cost_of_attendance: string;
  grants: string;
  loans: string;
  interest_rate: string;
  years: string;
}

export interface Estimate {
  netCostPerYear: number;
  outOfPocketPerYear: number;
  borrowed: number;
  balanceAtRepayment: number;
  monthlyPayment: number;
  termYears: number;
  totalInterest: number;
}

const REQUIRED: (keyof EstimateInputs)[] = ['cost_of_attendance', 'years', 'interest_rate'];

/**
 * A first-year-to-payoff loan estimate with the engine's own loan rules (methodology §3.2):
 * loans drawn at the start of each year, the origination fee, interest accruing through
 * school and the 6-month grace, capitalized, then the standard-plan term by balance.
 * Null while any input is missing or invalid: never a number made from a blank.
 */
export function estimateLoan(inputs: EstimateInputs): Estimate | null {
  for (const key of Object.keys(inputs) as (keyof EstimateInputs)[]) {
    if (validateField(inputs[key], { type: 'number', required: REQUIRED.includes(key) }))
      return null;
  }
  const years = Number(inputs.years);
  if (!Number.isInteger(years) || years < 1 || years > 8) return null;
  const coa = Number(inputs.cost_of_attendance);
  const grants = Number(inputs.grants || 0);
  const loanPerYear = Number(inputs.loans || 0);
  const fee = ROI_DEFAULTS.loan.originationFee;
  const schedule = loanSchedule(
    Array.from({ length: years }, () => loanPerYear),
    years,
    {
      rate: Number(inputs.interest_rate) / 100,
      graceMonths: ROI_DEFAULTS.loan.graceMonths,
      subsidizedShare: ROI_DEFAULTS.loan.subsidizedShare,
      capitalizeInterest: ROI_DEFAULTS.loan.capitalizeInterest,
      termYears: null,
      firstDisbursement: new Date(ROI_DEFAULTS.term.standardPlanFrom),
    },
    ROI_DEFAULTS.seriesYears,
  );
  const netCostPerYear = coa - grants;
  return {
    netCostPerYear,
    outOfPocketPerYear: Math.max(0, netCostPerYear - loanPerYear * (1 - fee)),
    borrowed: schedule.borrowed,
    balanceAtRepayment: schedule.principalAtRepayment,
    monthlyPayment: schedule.monthlyPayment,
    termYears: schedule.termYears,
    totalInterest: schedule.totalInterest,
  };
}
