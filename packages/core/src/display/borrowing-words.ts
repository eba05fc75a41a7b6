import type { LimitReason } from '../roi/borrowing-limits';
import { parentPlusAvailable, studentLimitOf } from '../roi/borrowing-limits';
import { CURRENT_LOAN_RULES } from '../roi/federal-loan-rules';
import { ROI_DEFAULTS } from '../roi/defaults';
import type { PersonalBorrowing } from '../roi/personal';
import { formatMoney } from './money';
import { formatPercent } from './percent';
import { plural } from './time';
import type { Language } from '../constants';

/**
 * The words of a scenario's borrowing held to the federal limits, shared by the results page
 * and the PDF: what is federal, what the parents borrow, what lies above the limits and how it
 * is paid.
 */

/** "$5,500, $6,500, then $7,500 a year, $31,000 in all". */
function limitWords(annual: readonly number[], aggregate: number): string {
  const yearly =
    annual.length === 1
      ? formatMoney(annual[0]!)
      : `${annual.slice(0, -1).map(formatMoney).join(', ')}, then ${formatMoney(annual.at(-1)!)}`;
  return `${yearly} a year, ${formatMoney(aggregate)} in all`;
}

const REASON_WORDS: Record<LimitReason, string> = {
  annual: 'the yearly limit',
  aggregate: 'the limit in all',
  lifetime: 'the lifetime limit',
  parent_plus_annual: 'the Parent PLUS limit a year',
  parent_plus_aggregate: 'the Parent PLUS limit per student',
  parent_plus_not_available: 'no Parent PLUS for these parents',
};

/** "Loans first disbursed on or after 1 July 2026" → "loans first … 1 July 2026". */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The method in words, from the rules table: the limits of new borrowers and what happens to
 * borrowing above them (the calculator's "About these figures" and the PDF's method notes).
 */
export function borrowingLimitsMethod(): string {
  const limits = CURRENT_LOAN_RULES.limits!;
  const dep = limits.dependentUndergraduate;
  const ind = limits.independentUndergraduate;
  const plus = limits.parentPlus;
  return (
    `For ${lowerFirst(CURRENT_LOAN_RULES.label)}, a dependent undergraduate may borrow ` +
    `${limitWords(dep.annual, dep.aggregate)}; an independent one (or one whose parents cannot ` +
    `get Parent PLUS) ${limitWords(ind.annual, ind.aggregate)}. Parents may borrow Parent PLUS ` +
    `up to ${formatMoney(plus.annual[0]!)} a year and ${formatMoney(plus.aggregate)} per ` +
    'student, repaid under the standard plan only. Planned loans above these limits are not ' +
    'federal: they are a private loan at the rate you enter, repaid over ' +
    `${plural(ROI_DEFAULTS.loan.privateTermYears, 'year')}, or family money in the year it is needed.`
  );
}

/** One labelled line of the borrowing summary. */
export interface BorrowingLine {
  label: string;
  value: string;
}

export const BORROWING_LABELS = {
  heading: 'Federal borrowing limits',
  federal: 'Federal student loans',
  parentPlus: 'Parent PLUS loans',
  above: 'Above the federal limits',
  gapPaidBy: 'How the gap is paid',
} as const;

const sum = (values: readonly number[]) => values.reduce((total, v) => total + v, 0);

/**
 * The lines of the borrowing summary, or null when nothing is borrowed. Money in the
 * scenario's dollars.
 */
export function borrowingLines(b: PersonalBorrowing): BorrowingLine[] | null {
  const { split } = b;
  const planned = sum(split.federal) + sum(split.parentPlus) + split.totalAboveLimits;
  if (planned === 0) return null;
  const limit = studentLimitOf(b.level, b.dependency);
  const lines: BorrowingLine[] = [
    {
      label: BORROWING_LABELS.federal,
      value: `${formatMoney(sum(split.federal))} (limits: ${limitWords(limit.annual, limit.aggregate)})`,
    },
  ];
  const plusPlanned = sum(split.parentPlus) + sum(split.parentAboveLimits);
  if (plusPlanned > 0)
    lines.push({ label: BORROWING_LABELS.parentPlus, value: parentPlusWords(b) });
  if (split.totalAboveLimits > 0) {
    const years = split.aboveLimits
      .map((x, k) => (x > 0 ? `year ${k + 1}: ${formatMoney(x)}` : null))
      .filter((x) => x !== null);
    const why = split.reasons.map((r) => REASON_WORDS[r]).join(', ');
    lines.push({
      label: BORROWING_LABELS.above,
      value: `${formatMoney(split.totalAboveLimits)} (${years.join(', ')}; ${why})`,
    });
    lines.push({ label: BORROWING_LABELS.gapPaidBy, value: gapWords(b) });
  }
  return lines;
}

/** The parents' Parent PLUS: what they may borrow and its payment, or why they may not. */
function parentPlusWords(b: PersonalBorrowing): string {
  if (!parentPlusAvailable(b.level, b.dependency)) return PARENT_PLUS_NOT_AVAILABLE;
  const plusLimit = CURRENT_LOAN_RULES.limits!.parentPlus;
  const loan = b.parentPlusLoan;
  const repaid = loan
    ? `; standard plan only: ${formatMoney(loan.monthlyPayment)} a month for ${plural(loan.termYears, 'year')}`
    : '';
  return (
    `${formatMoney(sum(b.split.parentPlus))} at ${formatPercent(b.parentPlusRate, 2)} ` +
    `(limits: ${limitWords(plusLimit.annual, plusLimit.aggregate)})${repaid}`
  );
}

export const PARENT_PLUS_NOT_AVAILABLE =
  'Not available: only the parents of a dependent undergraduate may borrow Parent PLUS, so ' +
  'what they planned is above the limits.';

/**
 * How the gap above the limits is paid: private loans at the user's rate (the student's and the
 * parents' apart), or family money.
 */
function gapWords(b: PersonalBorrowing): string {
  const rate = b.privateRate;
  const loans = [
    ['Your private loan', b.privateLoan],
    ['Your parents’ private loan', b.parentPrivateLoan],
  ] as const;
  const words = loans.flatMap(([who, loan]) =>
    loan
      ? [
          `${who} at ${formatPercent(rate!, 2)}: ${formatMoney(loan.monthlyPayment)} a month ` +
            `for ${plural(loan.termYears, 'year')}, ${formatMoney(loan.totalPaid)} in all`,
        ]
      : [],
  );
  return words.length ? words.join('. ') : GAP_FAMILY_MONEY;
}

export const GAP_FAMILY_MONEY =
  'Family money, in the year it is needed. Enter a private loan rate to see it as a loan.';

/** The verdict when planned borrowing is above the federal limits; null when it is not. */
export function aboveLimitsVerdict(
  b: PersonalBorrowing | null,
  language: Language = 'en',
): string | null {
  if (!b || b.split.totalAboveLimits <= 0) return null;
  const money = formatMoney(b.split.totalAboveLimits);
  return language === 'es'
    ? `Los préstamos superan los límites federales: ${money} de los préstamos previstos ` +
        'deben venir de un préstamo privado o del dinero de la familia'
    : `Borrowing is above the federal limits: ${money} of the ` +
        'planned loans must come from a private loan or family money';
}
