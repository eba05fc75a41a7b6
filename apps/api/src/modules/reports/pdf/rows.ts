import {
  BORROWING_LABELS,
  CURRENT_LOAN_RULES,
  type PersonalBorrowing,
  COMPLETION_ADJUSTED,
  type DebtToEarningsBand,
  type Figure,
  IF_I_GRADUATE,
  type PathOutcome,
  type PlanSummary,
  EARNINGS_TEST_LABELS,
  earningsTestSentence,
  REPAYMENT_PLAN_LABELS,
  type Horizon,
  HOUSING_LABELS,
  RESIDENCY_LABELS,
  type ScenarioCollege,
  formatMoney,
  formatPercent,
  formatTypedPercent,
  plural,
  formatYear,
  majorBasis,
} from '@degreeworth/core';
import { type Cell, figureCell, missingCell } from './format';
import type { CollegeView } from './model';
import type { TableRow } from './table';

/** The rows of the results table (page 2) and of the inputs table (page 4). */

const HORIZONS: Horizon[] = [10, 20, 30, 40];

const BAND_WORDS: Record<DebtToEarningsBand, string> = {
  low: 'low (under 8%)',
  medium: 'medium (8% to 14%)',
  high: 'high (over 14%)',
};

type Row = Extract<TableRow, { kind: 'row' }>;

function row(
  label: string,
  colleges: CollegeView[],
  cell: (c: CollegeView) => Cell,
  hint?: string,
): Row {
  return { kind: 'row', label, hint, cells: colleges.map(cell) };
}

/** "AL · 4 years · Out-of-state · On campus". */
export function collegeMeta(c: CollegeView): string {
  const parts = [c.result.state, plural(c.result.yearsToFinish, 'year')];
  if (c.input) parts.push(RESIDENCY_LABELS[c.input.residency], HOUSING_LABELS[c.input.housing]);
  return parts.filter(Boolean).join(' · ');
}

function breakEvenCell(figure: Figure): Cell {
  return figure.value === null ? missingCell(figure.reason) : { text: formatYear(figure.value) };
}

function loanRows(cs: CollegeView[]): TableRow[] {
  return [
    { kind: 'group', label: 'Cost and loan' },
    row(
      'Net cost per year',
      cs,
      (c) => figureCell(c.result.roi.netCostPerYear),
      'cost minus grants and scholarships',
    ),
    row('Total net cost (all years)', cs, (c) => figureCell(c.result.totalNetCost)),
    // The student's own loans: the federal loan and a private loan above the limits.
    row('Total borrowed', cs, (c) => ({ text: formatMoney(c.result.roi.studentLoans.borrowed) })),
    row('Total interest', cs, (c) => ({
      text: formatMoney(c.result.roi.studentLoans.totalInterest),
    })),
    row('Monthly payment', cs, (c) => {
      const { loan, studentLoans, borrowing } = c.result.roi;
      if (studentLoans.borrowed === 0) return { text: formatMoney(0) };
      const federal =
        loan.borrowed === 0
          ? null
          : loan.plan === 'rap'
            ? 'at first, by income (RAP)'
            : `over ${yearsText(loan.termYears)}`;
      const priv = borrowing?.privateLoan ? 'with a private loan' : null;
      const note = [federal, priv].filter(Boolean).join(', ');
      return { text: formatMoney(studentLoans.monthlyPayment), note };
    }),
    row('Payoff year', cs, (c) => {
      const { payoffYear: year, forgiven } = c.result.roi.loan;
      if (year === null) return missingCell('no_loan');
      return { text: formatYear(year), note: forgiven > 0 ? 'the rest forgiven' : undefined };
    }),
  ];
}

/** "15 years", "14.8 years". */
function yearsText(years: number): string {
  return Number.isInteger(years) ? plural(years, 'year') : `${years.toFixed(1)} years`;
}

/** One plan's monthly payments in years 1, 5 and 10 of repayment: "$229 / $229 / $229". */
function paymentsCell(p: PlanSummary | null): Cell {
  if (!p) return missingCell('missing_earnings');
  const m = p.monthlyPayment;
  return {
    text: [m.year1, m.year5, m.year10].map(formatMoney).join(' / '),
    note: `${yearsText(p.years)}${p.forgiven > 0 ? ', then forgiven' : ''}`,
  };
}

/** One plan's total paid, and what it forgives (taxable outside PSLF). */
function totalCell(p: PlanSummary | null): Cell {
  if (!p) return missingCell('missing_earnings');
  const forgiven = p.forgiven > 0 ? `${formatMoney(p.forgiven)} forgiven, taxable` : undefined;
  return { text: formatMoney(p.totalPaid), note: forgiven };
}

/** Both federal plans side by side, the one the figures follow, and which costs less. */
function planRows(cs: CollegeView[]): TableRow[] {
  const withLoan = (cell: (c: CollegeView) => Cell) => (c: CollegeView) =>
    c.result.roi.loan.borrowed === 0 ? missingCell('no_loan') : cell(c);
  return [
    { kind: 'group', label: 'Repayment plans' },
    row(
      'Plan of these figures',
      cs,
      withLoan((c) => ({ text: REPAYMENT_PLAN_LABELS[c.result.roi.repaymentPlan] })),
    ),
    row(
      'Standard plan: monthly payment',
      cs,
      withLoan((c) => paymentsCell(c.result.roi.plans.standard)),
      'in years 1 / 5 / 10 of repayment',
    ),
    row(
      'Standard plan: total paid',
      cs,
      withLoan((c) => totalCell(c.result.roi.plans.standard)),
    ),
    row(
      'RAP: monthly payment',
      cs,
      withLoan((c) => paymentsCell(c.result.roi.plans.rap)),
      'by income: in years 1 / 5 / 10 of repayment',
    ),
    row(
      'RAP: total paid',
      cs,
      withLoan((c) => totalCell(c.result.roi.plans.rap)),
    ),
    row(
      'Costs less in today’s dollars',
      cs,
      withLoan((c) => {
        const plan = c.result.roi.cheaperPlan;
        if (plan === null) return missingCell('missing_earnings');
        return {
          text: plan === 'rap' ? 'RAP' : 'Standard plan',
          note: formatMoney(c.result.roi.plans[plan]!.presentCost),
        };
      }),
    ),
  ];
}

const PLUS = CURRENT_LOAN_RULES.limits!.parentPlus;
const sum = (values: readonly number[]) => values.reduce((total, v) => total + v, 0);

/**
 * The planned borrowing held to the federal limits: what is federal, what the parents borrow,
 * what lies above the limits and how that gap is paid.
 */
function limitRows(cs: CollegeView[]): TableRow[] {
  const withBorrowing = (cell: (b: PersonalBorrowing) => Cell) => (c: CollegeView) => {
    const b = c.result.roi.borrowing;
    const planned = b
      ? sum(b.split.federal) + sum(b.split.parentPlus) + b.split.totalAboveLimits
      : 0;
    return b && planned > 0 ? cell(b) : missingCell('no_loan');
  };
  return [
    { kind: 'group', label: BORROWING_LABELS.heading },
    row(
      BORROWING_LABELS.federal,
      cs,
      withBorrowing((b) => ({ text: formatMoney(sum(b.split.federal)) })),
      'Direct Loans, within the yearly and total limits',
    ),
    row(
      BORROWING_LABELS.parentPlus,
      cs,
      withBorrowing((b) => {
        const loan = b.parentPlusLoan;
        if (!loan) {
          const planned = sum(b.split.parentAboveLimits) > 0;
          return {
            text: planned ? 'Not available' : 'None',
            note: planned ? 'only for parents of a dependent undergraduate' : undefined,
          };
        }
        return {
          text: formatMoney(loan.borrowed),
          note: `${formatMoney(loan.monthlyPayment)} a month for ${plural(loan.termYears, 'year')}, standard plan`,
        };
      }),
      `at most ${formatMoney(PLUS.annual[0]!)} a year, ${formatMoney(PLUS.aggregate)} in all`,
    ),
    row(
      BORROWING_LABELS.above,
      cs,
      withBorrowing((b) =>
        b.split.totalAboveLimits > 0
          ? { text: formatMoney(b.split.totalAboveLimits), note: 'not federal' }
          : { text: 'None' },
      ),
      'private loan or family money',
    ),
    row(
      BORROWING_LABELS.gapPaidBy,
      cs,
      withBorrowing((b) => {
        if (b.split.totalAboveLimits <= 0) return { text: 'No gap' };
        const loans = [b.privateLoan, b.parentPrivateLoan].filter((l) => l !== null);
        if (loans.length === 0 || b.privateRate === null)
          return { text: 'Family money', note: 'as it is needed; no private rate entered' };
        const monthly = loans.reduce((sum, l) => sum + l.monthlyPayment, 0);
        return {
          text: `Private ${loans.length === 1 ? 'loan' : 'loans'} at ${formatPercent(b.privateRate, 2)}`,
          note: `${formatMoney(monthly)} a month for ${plural(loans[0]!.termYears, 'year')}`,
        };
      }),
    ),
  ];
}

function afterCollegeRows(cs: CollegeView[]): TableRow[] {
  return [
    { kind: 'group', label: 'After college' },
    row('Starting salary', cs, (c) => figureCell(c.result.roi.startingSalary)),
    row(
      'Debt-to-earnings',
      cs,
      (c) => {
        const { debtToEarnings: d, debtToEarningsBand: band } = c.result.roi;
        if (d.value === null) return missingCell(d.reason);
        return { text: formatPercent(d.value), note: band ? BAND_WORDS[band] : undefined };
      },
      'yearly loan payments / starting salary',
    ),
    row(
      'Left each month after the loan payment',
      cs,
      (c) => figureCell(c.result.roi.residualMonthlyIncome),
      cs[0]?.result.taxRate
        ? `after the ${formatPercent(cs[0].result.taxRate)} tax you set`
        : 'before tax',
    ),
  ];
}

/** "If I graduate" exists only on graduates' earnings; entrant earnings say why it is missing. */
function graduateCell(c: CollegeView, cell: (outcome: PathOutcome) => Cell): Cell {
  const outcome = c.result.roi.ifGraduate;
  return outcome ? cell(outcome) : missingCell('entrant_earnings_only');
}

function npvRows(cs: CollegeView[], outcomeOf: (c: CollegeView, h: Horizon) => Cell): TableRow[] {
  return HORIZONS.map((h) => row(`NPV at ${h} years`, cs, (c) => outcomeOf(c, h)));
}

export function resultRows(cs: CollegeView[]): TableRow[] {
  return [
    ...loanRows(cs),
    ...limitRows(cs),
    ...planRows(cs),
    ...afterCollegeRows(cs),
    { kind: 'group', label: `Net present value: ${COMPLETION_ADJUSTED}` },
    row(
      'Completion rate',
      cs,
      (c) => {
        const p = c.result.completionRate;
        return p === null ? missingCell('missing_completion_rate') : { text: formatPercent(p) };
      },
      'share of students who finish',
    ),
    ...npvRows(cs, (c, h) => figureCell(c.result.roi.outcome.npv[h])),
    row('Break-even year', cs, (c) => breakEvenCell(c.result.roi.outcome.breakEvenYears)),
    { kind: 'group', label: `Net present value: ${IF_I_GRADUATE}` },
    ...npvRows(cs, (c, h) => graduateCell(c, (o) => figureCell(o.npv[h]))),
    row('Break-even year', cs, (c) => graduateCell(c, (o) => breakEvenCell(o.breakEvenYears))),
  ];
}

/** A row of the payload's values; a college missing from the payload shows "Not available". */
function inputRow(
  label: string,
  cs: CollegeView[],
  cell: (i: ScenarioCollege, c: CollegeView) => Cell,
  hint?: string,
): Row {
  return row(label, cs, (c) => (c.input ? cell(c.input, c) : missingCell(null)), hint);
}

const moneyCell = (value: number): Cell => ({ text: formatMoney(value) });

export function inputRows(cs: CollegeView[]): TableRow[] {
  return [
    { kind: 'group', label: 'College' },
    inputRow('Residency', cs, (i) => ({ text: RESIDENCY_LABELS[i.residency] })),
    inputRow('Housing', cs, (i) => ({ text: HOUSING_LABELS[i.housing] })),
    inputRow('Years to finish', cs, (i) => ({ text: plural(i.years_to_finish, 'year') })),
    inputRow(
      'Major',
      cs,
      (_, c) => ({ text: c.result.major?.label ?? 'None chosen' }),
      'none: all graduates of the college',
    ),
    inputRow(
      'Earnings after college',
      cs,
      (_, c) => {
        const basis = majorBasis(c.result.major);
        return { text: basis.text, note: basis.note ?? undefined };
      },
      "the program's own graduates, or a national estimate",
    ),
    inputRow(
      'Earnings test (estimate)',
      cs,
      (_, c) => {
        const e = c.result.earningsTest;
        if (!e) return { text: 'No program chosen' };
        return { text: EARNINGS_TEST_LABELS[e.status], note: earningsTestSentence(e) };
      },
      'the federal test of a program’s earnings; not the official result',
    ),
    { kind: 'group', label: 'Paying for college (per year unless noted)' },
    inputRow('Cost of attendance', cs, (i) => moneyCell(i.cost_of_attendance)),
    inputRow('Grants', cs, (i) => moneyCell(i.grants)),
    inputRow('Scholarships', cs, (i) => moneyCell(i.scholarships)),
    inputRow('Family contribution', cs, (i) => moneyCell(i.family_contribution)),
    inputRow('Savings', cs, (i) => moneyCell(i.savings), 'total, spread over the years'),
    inputRow('Loans per year', cs, (i) => moneyCell(i.loans_per_year)),
    inputRow('Parent PLUS loans per year', cs, (i) => moneyCell(i.parent_plus_per_year ?? 0)),
    { kind: 'group', label: 'Loan and salary' },
    inputRow('Interest rate', cs, (i) => ({ text: formatTypedPercent(i.interest_rate) })),
    inputRow('Loan term', cs, (i, c) => {
      if (i.loan_term !== 'standard') return { text: plural(i.loan_term, 'year') };
      // The standard plan's own term, whichever plan the figures follow.
      const { loan, plans } = c.result.roi;
      return {
        text: 'Standard plan',
        note: loan.borrowed > 0 ? `${plural(plans.standard.years, 'year')} by balance` : undefined,
      };
    }),
    inputRow('Starting salary', cs, (i, c) => {
      if (i.starting_salary !== null) return moneyCell(i.starting_salary);
      const s = c.result.roi.startingSalary.value;
      return { text: 'From the data', note: s === null ? undefined : formatMoney(s) };
    }),
  ];
}
