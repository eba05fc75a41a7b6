import {
  borrowingLabels,
  CURRENT_LOAN_RULES,
  type PersonalBorrowing,
  type Figure,
  type Language,
  type PathOutcome,
  type PlanSummary,
  earningsTestLabels,
  earningsTestSentence,
  type Horizon,
  type ScenarioCollege,
  formatMoney,
  formatPercent,
  formatTypedPercent,
  majorBasis,
  notAvailableIn,
  scenarioLabels,
} from '@degreeworth/core';
import { type Cell, figureCell, missingCell } from './format';
import type { CollegeView, ReportModel } from './model';
import type { TableRow } from './table';
import type { ReportWords } from './words';

/**
 * The rows of the results table (page 2) and of the inputs table (page 4), in the report's
 * language: its own words from words.ts, core's for the labels and sentences core builds.
 */

const HORIZONS: Horizon[] = [10, 20, 30, 40];

type Row = Extract<TableRow, { kind: 'row' }>;

/** What every row builder needs: the colleges, the words and the language. */
interface Ctx {
  cs: CollegeView[];
  words: ReportWords;
  r: ReportWords['rows'];
  language: Language;
  missing: (reason: string | null | undefined) => Cell;
  figure: (figure: Figure) => Cell;
}

function ctxOf(m: ReportModel): Ctx {
  const language = m.language;
  return {
    cs: m.colleges,
    words: m.words,
    r: m.words.rows,
    language,
    missing: (reason) => missingCell(reason, language),
    figure: (figure) => figureCell(figure, language),
  };
}

function row(
  label: string,
  colleges: CollegeView[],
  cell: (c: CollegeView) => Cell,
  hint?: string,
): Row {
  return { kind: 'row', label, hint, cells: colleges.map(cell) };
}

/** "AL · 4 years · Out-of-state · On campus". */
export function collegeMeta(c: CollegeView, m: ReportModel): string {
  const labels = scenarioLabels(m.language);
  const parts = [c.result.state, m.words.years(c.result.yearsToFinish)];
  if (c.input) parts.push(labels.residency[c.input.residency], labels.housing[c.input.housing]);
  return parts.filter(Boolean).join(' · ');
}

function breakEvenCell(x: Ctx, figure: Figure): Cell {
  return figure.value === null ? x.missing(figure.reason) : { text: x.words.year(figure.value) };
}

function loanRows(x: Ctx): TableRow[] {
  const { cs, r } = x;
  return [
    { kind: 'group', label: r.costAndLoan },
    row(r.netCostPerYear, cs, (c) => x.figure(c.result.roi.netCostPerYear), r.netCostHint),
    row(r.totalNetCost, cs, (c) => x.figure(c.result.totalNetCost)),
    // The student's own loans: the federal loan and a private loan above the limits.
    row(r.totalBorrowed, cs, (c) => ({ text: formatMoney(c.result.roi.studentLoans.borrowed) })),
    row(r.totalInterest, cs, (c) => ({
      text: formatMoney(c.result.roi.studentLoans.totalInterest),
    })),
    row(r.monthlyPayment, cs, (c) => {
      const { loan, studentLoans, borrowing } = c.result.roi;
      if (studentLoans.borrowed === 0) return { text: formatMoney(0) };
      const federal =
        loan.borrowed === 0
          ? null
          : loan.plan === 'rap'
            ? r.atFirstRap
            : r.over(x.words.yearsText(loan.termYears));
      const priv = borrowing?.privateLoan ? r.withPrivate : null;
      const note = [federal, priv].filter(Boolean).join(', ');
      return { text: formatMoney(studentLoans.monthlyPayment), note };
    }),
    row(r.payoffYear, cs, (c) => {
      const { payoffYear: year, forgiven } = c.result.roi.loan;
      if (year === null) return x.missing('no_loan');
      return { text: x.words.year(year), note: forgiven > 0 ? r.restForgiven : undefined };
    }),
  ];
}

/** One plan's monthly payments in years 1, 5 and 10 of repayment: "$229 / $229 / $229". */
function paymentsCell(x: Ctx, p: PlanSummary | null): Cell {
  if (!p) return x.missing('missing_earnings');
  const m = p.monthlyPayment;
  return {
    text: [m.year1, m.year5, m.year10].map(formatMoney).join(' / '),
    note: `${x.words.yearsText(p.years)}${p.forgiven > 0 ? x.r.thenForgiven : ''}`,
  };
}

/** One plan's total paid, and what it forgives (taxable outside PSLF). */
function totalCell(x: Ctx, p: PlanSummary | null): Cell {
  if (!p) return x.missing('missing_earnings');
  const forgiven = p.forgiven > 0 ? x.r.forgivenTaxable(formatMoney(p.forgiven)) : undefined;
  return { text: formatMoney(p.totalPaid), note: forgiven };
}

/** Both federal plans side by side, the one the figures follow, and which costs less. */
function planRows(x: Ctx): TableRow[] {
  const { cs, r } = x;
  const plans = scenarioLabels(x.language).repaymentPlan;
  const withLoan = (cell: (c: CollegeView) => Cell) => (c: CollegeView) =>
    c.result.roi.loan.borrowed === 0 ? x.missing('no_loan') : cell(c);
  return [
    { kind: 'group', label: r.repaymentPlans },
    row(
      r.planOfFigures,
      cs,
      withLoan((c) => ({ text: plans[c.result.roi.repaymentPlan] })),
    ),
    row(
      r.standardMonthly,
      cs,
      withLoan((c) => paymentsCell(x, c.result.roi.plans.standard)),
      r.inYears,
    ),
    row(
      r.standardTotal,
      cs,
      withLoan((c) => totalCell(x, c.result.roi.plans.standard)),
    ),
    row(
      r.rapMonthly,
      cs,
      withLoan((c) => paymentsCell(x, c.result.roi.plans.rap)),
      r.rapHint,
    ),
    row(
      r.rapTotal,
      cs,
      withLoan((c) => totalCell(x, c.result.roi.plans.rap)),
    ),
    row(
      r.costsLess,
      cs,
      withLoan((c) => {
        const plan = c.result.roi.cheaperPlan;
        if (plan === null) return x.missing('missing_earnings');
        return {
          text: plan === 'rap' ? r.rap : r.standardPlan,
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
function limitRows(x: Ctx): TableRow[] {
  const { cs, r } = x;
  const labels = borrowingLabels(x.language);
  const years = x.words.years;
  const withBorrowing = (cell: (b: PersonalBorrowing) => Cell) => (c: CollegeView) => {
    const b = c.result.roi.borrowing;
    const planned = b
      ? sum(b.split.federal) + sum(b.split.parentPlus) + b.split.totalAboveLimits
      : 0;
    return b && planned > 0 ? cell(b) : x.missing('no_loan');
  };
  return [
    { kind: 'group', label: labels.heading },
    row(
      labels.federal,
      cs,
      withBorrowing((b) => ({ text: formatMoney(sum(b.split.federal)) })),
      r.federalHint,
    ),
    row(
      labels.parentPlus,
      cs,
      withBorrowing((b) => {
        const loan = b.parentPlusLoan;
        if (!loan) {
          const planned = sum(b.split.parentAboveLimits) > 0;
          return {
            text: planned ? notAvailableIn(x.language) : r.none,
            note: planned ? r.onlyDependentParents : undefined,
          };
        }
        return {
          text: formatMoney(loan.borrowed),
          note: r.plusNote(formatMoney(loan.monthlyPayment), years(loan.termYears)),
        };
      }),
      r.plusHint(formatMoney(PLUS.annual[0]!), formatMoney(PLUS.aggregate)),
    ),
    row(
      labels.above,
      cs,
      withBorrowing((b) =>
        b.split.totalAboveLimits > 0
          ? { text: formatMoney(b.split.totalAboveLimits), note: r.notFederal }
          : { text: r.none },
      ),
      r.aboveHint,
    ),
    row(
      labels.gapPaidBy,
      cs,
      withBorrowing((b) => {
        if (b.split.totalAboveLimits <= 0) return { text: r.noGap };
        const loans = [b.privateLoan, b.parentPrivateLoan].filter((l) => l !== null);
        if (loans.length === 0 || b.privateRate === null)
          return { text: r.familyMoney, note: r.familyNote };
        const monthly = loans.reduce((sum, l) => sum + l.monthlyPayment, 0);
        return {
          text: r.privateLoans(loans.length, formatPercent(b.privateRate, 2)),
          note: r.perMonthFor(formatMoney(monthly), years(loans[0]!.termYears)),
        };
      }),
    ),
  ];
}

function afterCollegeRows(x: Ctx): TableRow[] {
  const { cs, r } = x;
  return [
    { kind: 'group', label: r.afterCollege },
    row(r.startingSalary, cs, (c) => x.figure(c.result.roi.startingSalary)),
    row(
      r.debtToEarnings,
      cs,
      (c) => {
        const { debtToEarnings: d, debtToEarningsBand: band } = c.result.roi;
        if (d.value === null) return x.missing(d.reason);
        return { text: formatPercent(d.value), note: band ? r.bands[band] : undefined };
      },
      r.debtToEarningsHint,
    ),
    row(
      r.leftEachMonth,
      cs,
      (c) => x.figure(c.result.roi.residualMonthlyIncome),
      cs[0]?.result.taxRate ? r.afterTax(formatPercent(cs[0].result.taxRate)) : r.beforeTax,
    ),
  ];
}

/** "If I graduate" exists only on graduates' earnings; entrant earnings say why it is missing. */
function graduateCell(x: Ctx, c: CollegeView, cell: (outcome: PathOutcome) => Cell): Cell {
  const outcome = c.result.roi.ifGraduate;
  return outcome ? cell(outcome) : x.missing('entrant_earnings_only');
}

function npvRows(x: Ctx, outcomeOf: (c: CollegeView, h: Horizon) => Cell): TableRow[] {
  return HORIZONS.map((h) => row(x.r.npvAt(h), x.cs, (c) => outcomeOf(c, h)));
}

export function resultRows(m: ReportModel): TableRow[] {
  const x = ctxOf(m);
  const { cs, r } = x;
  const names = scenarioLabels(x.language);
  return [
    ...loanRows(x),
    ...limitRows(x),
    ...planRows(x),
    ...afterCollegeRows(x),
    { kind: 'group', label: r.npvGroup(names.completionAdjusted) },
    row(
      r.completionRate,
      cs,
      (c) => {
        const p = c.result.completionRate;
        return p === null ? x.missing('missing_completion_rate') : { text: formatPercent(p) };
      },
      r.completionHint,
    ),
    ...npvRows(x, (c, h) => x.figure(c.result.roi.outcome.npv[h])),
    row(r.breakEvenYear, cs, (c) => breakEvenCell(x, c.result.roi.outcome.breakEvenYears)),
    { kind: 'group', label: r.npvGroup(names.ifGraduate) },
    ...npvRows(x, (c, h) => graduateCell(x, c, (o) => x.figure(o.npv[h]))),
    row(r.breakEvenYear, cs, (c) => graduateCell(x, c, (o) => breakEvenCell(x, o.breakEvenYears))),
  ];
}

/** A row of the payload's values; a college missing from the payload shows "Not available". */
function inputRow(
  x: Ctx,
  label: string,
  cell: (i: ScenarioCollege, c: CollegeView) => Cell,
  hint?: string,
): Row {
  return row(label, x.cs, (c) => (c.input ? cell(c.input, c) : x.missing(null)), hint);
}

const moneyCell = (value: number): Cell => ({ text: formatMoney(value) });

export function inputRows(m: ReportModel): TableRow[] {
  const x = ctxOf(m);
  const { r, language } = x;
  const labels = scenarioLabels(language);
  const years = x.words.years;
  return [
    { kind: 'group', label: r.college },
    inputRow(x, r.residency, (i) => ({ text: labels.residency[i.residency] })),
    inputRow(x, r.housing, (i) => ({ text: labels.housing[i.housing] })),
    inputRow(x, r.yearsToFinish, (i) => ({ text: years(i.years_to_finish) })),
    inputRow(x, r.major, (_, c) => ({ text: c.result.major?.label ?? r.noneChosen }), r.majorHint),
    inputRow(
      x,
      r.earningsAfter,
      (_, c) => {
        const basis = majorBasis(c.result.major, language);
        return { text: basis.text, note: basis.note ?? undefined };
      },
      r.earningsAfterHint,
    ),
    inputRow(
      x,
      r.earningsTest,
      (_, c) => {
        const e = c.result.earningsTest;
        if (!e) return { text: r.noProgram };
        return {
          text: earningsTestLabels(language)[e.status],
          note: earningsTestSentence(e, language),
        };
      },
      r.earningsTestHint,
    ),
    { kind: 'group', label: r.paying },
    inputRow(x, r.costOfAttendance, (i) => moneyCell(i.cost_of_attendance)),
    inputRow(x, r.grants, (i) => moneyCell(i.grants)),
    inputRow(x, r.scholarships, (i) => moneyCell(i.scholarships)),
    inputRow(x, r.familyContribution, (i) => moneyCell(i.family_contribution)),
    inputRow(x, r.savings, (i) => moneyCell(i.savings), r.savingsHint),
    inputRow(x, r.loansPerYear, (i) => moneyCell(i.loans_per_year)),
    inputRow(x, r.parentPlusPerYear, (i) => moneyCell(i.parent_plus_per_year ?? 0)),
    { kind: 'group', label: r.loanAndSalary },
    inputRow(x, r.interestRate, (i) => ({ text: formatTypedPercent(i.interest_rate) })),
    inputRow(x, r.loanTerm, (i, c) => {
      if (i.loan_term !== 'standard') return { text: years(i.loan_term) };
      // The standard plan's own term, whichever plan the figures follow.
      const { loan, plans } = c.result.roi;
      return {
        text: labels.repaymentPlan.standard,
        note: loan.borrowed > 0 ? r.byBalance(years(plans.standard.years)) : undefined,
      };
    }),
    inputRow(x, r.startingSalary, (i, c) => {
      if (i.starting_salary !== null) return moneyCell(i.starting_salary);
      const s = c.result.roi.startingSalary.value;
      return { text: r.fromTheData, note: s === null ? undefined : formatMoney(s) };
    }),
  ];
}
