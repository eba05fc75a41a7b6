import { type BorrowingLimits, CURRENT_LOAN_RULES, type LoanLimit } from './federal-loan-rules';

/**
 * Which federal loans a student's planned borrowing can be, under the annual and aggregate
 * limits of the loan rules (federal-loan-rules.ts), year by year; what is left over is not
 * federal and must come from private loans or family money. Full-time enrollment is assumed
 * (part-time study prorates the undergraduate limits). Money is dollars.
 */

/** The level of study the loans are for. */
export const BORROWER_LEVELS = ['undergraduate', 'graduate', 'professional'] as const;
export type BorrowerLevel = (typeof BORROWER_LEVELS)[number];

/**
 * The student's dependency status for federal aid. A dependent student whose parents cannot get
 * a Parent PLUS loan borrows under the independent student's limits, and the parents cannot
 * borrow; an independent student's parents cannot borrow a Parent PLUS loan either.
 */
export const DEPENDENCY_STATUSES = [
  'dependent',
  'dependent_no_parent_plus',
  'independent',
] as const;
export type DependencyStatus = (typeof DEPENDENCY_STATUSES)[number];

/** Why a year's borrowing was cut to what the federal loans allow. */
export type LimitReason =
  | 'annual'
  | 'aggregate'
  | 'lifetime'
  | 'parent_plus_annual'
  | 'parent_plus_aggregate'
  | 'parent_plus_not_available';

export interface BorrowingPlan {
  level: BorrowerLevel;
  /** Undergraduates only; ignored for graduate and professional students. */
  dependency: DependencyStatus;
  /** The year of study of the first scenario year (1 = first year; a transfer student 3). */
  firstYearOfStudy: number;
  /** Federal student loans (not Parent PLUS) already borrowed at this level, dollars. */
  borrowedBefore: number;
  /** Federal student loans already borrowed at other levels (the lifetime limit counts them). */
  borrowedBeforeOtherLevels?: number;
  /** The student's planned loans, by scenario year (index = year − 1). */
  studentLoans: readonly number[];
  /** The parents' planned Parent PLUS loans, by scenario year. */
  parentPlus: readonly number[];
  /** Default: the rules of loans made now (CURRENT_LOAN_RULES). */
  limits?: BorrowingLimits;
}

export interface BorrowingSplit {
  /** The student's federal Direct Loans, by year: the planned loans within the limits. */
  federal: number[];
  /** The parents' Parent PLUS loans within the limits, by year. */
  parentPlus: number[];
  /** The student's planned loans above the limits, by year. */
  studentAboveLimits: number[];
  /** The parents' planned Parent PLUS above the limits, by year. */
  parentAboveLimits: number[];
  /** studentAboveLimits + parentAboveLimits, by year: what private or family money must fill. */
  aboveLimits: number[];
  /** Σ aboveLimits. */
  totalAboveLimits: number;
  /** Each limit that cut a year's borrowing, in the order first met. */
  reasons: LimitReason[];
  /** The student's annual limit in each scenario year (the lower of annual and what is left). */
  studentLimitByYear: number[];
  /** The parents' Parent PLUS room in each year (0 when they cannot borrow). */
  parentLimitByYear: number[];
}

/** The student's Direct Loan limit for their level and status. */
export function studentLimitOf(
  level: BorrowerLevel,
  dependency: DependencyStatus,
  limits: BorrowingLimits = CURRENT_LIMITS,
): LoanLimit {
  if (level === 'graduate') return limits.graduate;
  if (level === 'professional') return limits.professional;
  return dependency === 'dependent'
    ? limits.dependentUndergraduate
    : limits.independentUndergraduate;
}

/** Whether the parents can borrow a Parent PLUS loan for the student. */
export function parentPlusAvailable(level: BorrowerLevel, dependency: DependencyStatus): boolean {
  return level === 'undergraduate' && dependency === 'dependent';
}

const CURRENT_LIMITS = CURRENT_LOAN_RULES.limits!;

/** The annual limit of a year of study (undergraduates: first, second, third and later). */
function annualOf(limit: LoanLimit, yearOfStudy: number): number {
  const i = Math.min(Math.max(yearOfStudy, 1), limit.annual.length) - 1;
  return limit.annual[i]!;
}

/**
 * Splits planned borrowing into federal loans and what lies above the limits, year by year:
 * the student's Direct Loans up to the year's annual limit, the level's aggregate and the
 * lifetime limit (both less what was borrowed before); the parents' Parent PLUS up to its
 * annual and per-student limits, for a dependent undergraduate only. Arrays are as long as
 * the longer plan.
 */
export function splitBorrowing(plan: BorrowingPlan): BorrowingSplit {
  const limits = plan.limits ?? CURRENT_LIMITS;
  const limit = studentLimitOf(plan.level, plan.dependency, limits);
  const plusOk = parentPlusAvailable(plan.level, plan.dependency);
  const years = Math.max(plan.studentLoans.length, plan.parentPlus.length);
  const reasons = new Set<LimitReason>();
  const out: BorrowingSplit = {
    federal: [],
    parentPlus: [],
    studentAboveLimits: [],
    parentAboveLimits: [],
    aboveLimits: [],
    totalAboveLimits: 0,
    reasons: [],
    studentLimitByYear: [],
    parentLimitByYear: [],
  };
  let level = plan.borrowedBefore;
  let lifetime = plan.borrowedBefore + (plan.borrowedBeforeOtherLevels ?? 0);
  let parents = 0;
  for (let k = 0; k < years; k++) {
    const wanted = Math.max(0, plan.studentLoans[k] ?? 0);
    const annual = annualOf(limit, plan.firstYearOfStudy + k);
    const byAggregate = Math.max(0, limit.aggregate - level);
    const byLifetime = Math.max(0, limits.lifetime - lifetime);
    const room = Math.min(annual, byAggregate, byLifetime);
    const federal = Math.min(wanted, room);
    if (wanted > room) {
      // The limit that binds: the smallest room, the annual limit first on a tie.
      reasons.add(room === annual ? 'annual' : room === byAggregate ? 'aggregate' : 'lifetime');
    }
    level += federal;
    lifetime += federal;

    const asked = Math.max(0, plan.parentPlus[k] ?? 0);
    const plusAnnual = limits.parentPlus.annual[0]!;
    const plusLeft = Math.max(0, limits.parentPlus.aggregate - parents);
    const plusRoom = plusOk ? Math.min(plusAnnual, plusLeft) : 0;
    const plus = Math.min(asked, plusRoom);
    if (asked > plusRoom) {
      reasons.add(
        !plusOk
          ? 'parent_plus_not_available'
          : plusRoom === plusAnnual
            ? 'parent_plus_annual'
            : 'parent_plus_aggregate',
      );
    }
    parents += plus;

    out.federal.push(federal);
    out.parentPlus.push(plus);
    out.studentAboveLimits.push(wanted - federal);
    out.parentAboveLimits.push(asked - plus);
    out.aboveLimits.push(wanted - federal + asked - plus);
    out.studentLimitByYear.push(room);
    out.parentLimitByYear.push(plusRoom);
  }
  out.totalAboveLimits = out.aboveLimits.reduce((sum, x) => sum + x, 0);
  out.reasons = [...reasons];
  return out;
}
