import {
  collegeFigures,
  collegeLoanFacts,
  earningsTestWords,
  REPAYMENT_PLAN_LABELS,
  roundHalfAwayFromZero,
  type Scenario,
  type ScenarioCollegeResult,
  type ScenarioReference,
} from '@degreeworth/core';
import type { CsvCell } from './csv';

/**
 * The class report (counselor coaching, GET /institute/report.csv): one row per college of each
 * saved scenario of each current student; a student without scenarios gets one row with the
 * scenario columns empty. A figure the data cannot give is an empty cell, never 0: a missing
 * input is null, not zero. Money in whole dollars of the data's dollar year.
 */

export const CLASS_REPORT_COLUMNS = [
  'Student',
  'Email',
  'Status',
  'Scenario',
  'College',
  'Net cost total (USD)',
  'Starting salary (USD)',
  'Completion-adjusted NPV at 20 years (USD)',
  'Completion-adjusted break-even (years)',
  'Payment-to-income (debt-to-earnings, %)',
  'Repayment plan',
  'Monthly loan payment (USD)',
  'Above federal loan limits (USD)',
  'Earnings test (estimate)',
  'Comments',
  'Updated at',
] as const;

export interface ClassStudent {
  id: string;
  name: string;
  email: string;
  status: 'invited' | 'active';
}

/** One college of a saved scenario: its results, or null when the data no longer covers it. */
export interface ClassCollege {
  name: string;
  result: ScenarioCollegeResult | null;
}

export interface ClassScenario {
  name: string;
  /** ISO timestamp. */
  updatedAt: string;
  comments: number;
  colleges: ClassCollege[];
}

/**
 * Each college's results with core's engine (collegeFigures: the figures GET /scenario shows,
 * without the reconciliation against the published figure, which the report has no column for
 * and which costs about ten times the figures themselves), null for a college without
 * calculator facts: one unknown college leaves its own row's figures empty instead of failing
 * the whole report.
 */
export function collegeResultsOf(payload: Scenario, ref: ScenarioReference): ClassCollege[] {
  return payload.colleges.map((c) => {
    const facts = ref.colleges.get(c.university_id);
    if (!facts) return { name: `College ${c.university_id}`, result: null };
    return { name: facts.name, result: collegeFigures(c, payload, ref) };
  });
}

const dollars = (value: number | null | undefined) =>
  value === null || value === undefined ? null : roundHalfAwayFromZero(value);

/** Figure columns of a college row: CLASS_REPORT_COLUMNS from the net cost to the test. */
const FIGURE_COLUMNS = 9;

/**
 * The figures of one college row, in the order of CLASS_REPORT_COLUMNS: the results, then the
 * loan law's facts (collegeLoanFacts). The earnings test cell is the chosen program's estimate,
 * or "… (all programs)" for a college without program data; empty when the college has program
 * data and no program of it is the major.
 */
function figures(r: ScenarioCollegeResult | null): CsvCell[] {
  if (!r) return Array<CsvCell>(FIGURE_COLUMNS).fill(null);
  const loans = collegeLoanFacts(r);
  const dte = loans.paymentToIncome;
  return [
    dollars(r.totalNetCost.value),
    dollars(r.roi.startingSalary.value),
    dollars(r.roi.outcome.npv[20].value),
    r.roi.outcome.breakEvenYears.value,
    dte === null ? null : roundHalfAwayFromZero(dte * 100, 1),
    REPAYMENT_PLAN_LABELS[loans.repaymentPlan],
    dollars(loans.monthlyPayment),
    dollars(loans.aboveLimits),
    earningsTestWords(loans),
  ];
}

/** The report's rows, header first; students in the given order, their scenarios as given. */
export function classReportRows(
  students: readonly ClassStudent[],
  scenariosOf: (studentId: string) => readonly ClassScenario[],
): CsvCell[][] {
  const rows: CsvCell[][] = [[...CLASS_REPORT_COLUMNS]];
  for (const student of students) {
    const who = [student.name, student.email, student.status];
    const saved = scenariosOf(student.id);
    if (saved.length === 0) rows.push([...who, ...Array<CsvCell>(FIGURE_COLUMNS + 4).fill(null)]);
    for (const s of saved)
      for (const c of s.colleges)
        rows.push([...who, s.name, c.name, ...figures(c.result), s.comments, s.updatedAt]);
  }
  return rows;
}
