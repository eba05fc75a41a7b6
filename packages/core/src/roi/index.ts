/**
 * The ROI engine: pure functions, no I/O, no rounding
 * inside (round for display with roundHalfAwayFromZero). Rates are fractions, money is
 * constant dollars per year unless a name says otherwise.
 */
export { ROI_DEFAULTS, CREDENTIALS, credentialFromPreddeg } from './defaults';
export type { Credential, Horizon } from './defaults';
export type { Figure, NullReason, RoiFlag, NpvByHorizon, YearPoint, PathOutcome } from './figure';
export { roundHalfAwayFromZero } from './rounding';
export {
  restateDollars,
  latestCpiYear,
  parseCpiCsv,
  scorecardFileYear,
  scorecardCostDollarYear,
  cohortDollarYear,
} from './dollars';
export type { CpiTable } from './dollars';
export { monthlyPayment, standardTermYears, loanSchedule } from './loan';
export {
  CURRENT_LOAN_RULES,
  FEDERAL_LOAN_RULE_SETS,
  federalLoanRulesOn,
} from './federal-loan-rules';
export type {
  BorrowingLimits,
  EarningsTestRules,
  FederalLoanRuleSet,
  LoanLimit,
  RapRules,
  RuleSource,
  StandardPlanRules,
} from './federal-loan-rules';
export {
  BORROWER_LEVELS,
  DEPENDENCY_STATUSES,
  parentPlusAvailable,
  splitBorrowing,
  studentLimitOf,
} from './borrowing-limits';
export type {
  BorrowerLevel,
  BorrowingPlan,
  BorrowingSplit,
  DependencyStatus,
  LimitReason,
} from './borrowing-limits';
export { rapMonthlyPayment, rapSchedule, rapYearlyBasePayment } from './rap';
export {
  collegeEarningsTestEstimate,
  EARNINGS_TEST_STATUSES,
  earningsTestEstimate,
  FIELD_OF_STUDY_LEVEL,
  hasOwnProgramEarnings,
} from './earnings-test';
export type {
  EarningsTestBenchmark,
  EarningsTestEstimate,
  EarningsTestGap,
  CollegeCompleterEarnings,
  EarningsTestInput,
  EarningsTestScope,
  EarningsTestStatus,
} from './earnings-test';
export type { RapInput, RapSchedule } from './rap';
export {
  planSummary,
  rapPlanSchedule,
  REPAYMENT_PLANS,
  standardPlanSchedule,
} from './repayment-plans';
export type { PlanSchedule, PlanSummary, RepaymentPlan } from './repayment-plans';
export type { LoanTerms, LoanSchedule } from './loan';
export { completerGrowthRate, completerPath, entrantPath } from './earnings';
export type { CompleterAnchor, EarningsInput, EntrantPath } from './earnings';
export { discountFactors } from './timeline';
export { cewNpv, pepYears, pepFigure } from './compat';
export type { CewNpvInput, PepInput } from './compat';
export { weightedMedian, nationalMajorRatio } from './major';
export type { MajorEarningsRow } from './major';
export { institutionRoi } from './institution';
export { programRoi } from './program';
export type { ProgramRoiInput, ProgramRoiResult } from './program';
export type { InstitutionRoiInput, InstitutionRoiResult, EarningsTest } from './institution';
export { leadingOutcome, personalRoi } from './personal';
export type {
  LoanTotals,
  PersonalBorrowing,
  PersonalBorrowingInput,
  PersonalRoiInput,
  PersonalRoiResult,
  PersonalView,
} from './personal';
export { netCostOf, debtToEarningsBand } from './personal-parts';
export type { NetCostInput, DebtToEarningsBand } from './personal-parts';
export type { AssumptionOverrides } from './assumptions';
export {
  CredentialSchema,
  EarningsInputSchema,
  InstitutionRoiInputSchema,
  PersonalRoiInputSchema,
} from './schemas';
export type { InstitutionRoiInputBody, PersonalRoiInputBody } from './schemas';
