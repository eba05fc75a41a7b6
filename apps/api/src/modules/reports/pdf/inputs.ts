import {
  DEFAULT_SCENARIO_ASSUMPTIONS,
  DEPENDENCY_LABELS,
  formatMoney,
  STUDY_LEVEL_LABELS,
  formatTypedPercent,
  NOT_AVAILABLE,
  plural,
  REPAYMENT_PLAN_LABELS,
  ROI_DEFAULTS,
  stateName,
} from '@degreeworth/core';
import { COLORS, CONTENT, type PdfWriter } from './layout';
import type { ReportModel } from './model';
import { inputRows } from './rows';
import { comparisonTable } from './table';

/**
 * Page 4: the inputs of every college side by side and the scenario's assumptions (the notes
 * on the figures follow them when they fit: see notes.ts).
 */
interface Assumption {
  label: string;
  value: string;
  detail: string;
}

const BOX_GAP = 8;
const BOX_PAD = 8;

/** The assumptions as a row of shaded boxes: label, value in large type, what it means. */
function boxes(w: PdfWriter, items: Assumption[]): void {
  const width = (CONTENT.width - (items.length - 1) * BOX_GAP) / items.length;
  const inner = width - 2 * BOX_PAD;
  const detail = { size: 7.5, color: COLORS.muted } as const;
  const label = Math.max(...items.map((a) => w.measure(a.label, inner, detail)));
  const text = Math.max(...items.map((a) => w.measure(a.detail, inner, detail)));
  const height = 2 * BOX_PAD + label + 24 + text;
  w.ensure(height);
  items.forEach((a, i) => {
    const x = CONTENT.left + i * (width + BOX_GAP);
    const y = w.y + BOX_PAD;
    w.doc.roundedRect(x, w.y, width, height, 4).fill(COLORS.shade);
    w.text(a.label, x + BOX_PAD, y, inner, detail);
    w.text(a.value, x + BOX_PAD, y + label + 2, inner, { font: 'bold', size: 13, oneLine: true });
    w.text(a.detail, x + BOX_PAD, y + label + 22, inner, detail);
  });
  w.y += height + 12;
}

function baselineText(m: ReportModel): [string, string] {
  const b = m.input.scenario.results.baseline;
  if (b.value === null)
    return [NOT_AVAILABLE, 'The data has no high-school earnings figure for your home state.'];
  const where = stateName(b.state) ?? b.state;
  const detail = b.fromHomeState
    ? `From the data: median earnings of high-school graduates in ${where}, your home state (Census ACS).`
    : 'Typed by you (not the data’s figure for your home state).';
  return [`${formatMoney(b.value)} a year`, detail];
}

function assumptions(w: PdfWriter, m: ReportModel): void {
  const a = m.input.scenario.payload.assumptions;
  const [value, detail] = baselineText(m);
  w.heading('Assumptions', 90);
  boxes(w, [
    {
      label: 'Discount rate',
      value: `${formatTypedPercent(a.discount_rate)} a year`,
      detail: 'Money later is worth less than money now: each later year counts a little less.',
    },
    {
      label: 'Salary growth',
      value: `${formatTypedPercent(a.salary_growth)} a year`,
      detail: 'How fast the salary grows each year after college, above inflation.',
    },
    {
      label: 'Tax',
      value: formatTypedPercent(a.tax_rate),
      detail: 'Tax on the extra earnings college brings (0% leaves taxes out).',
    },
    { label: 'What I would earn without college', value, detail },
  ]);
  // The loan assumptions on a row of their own: six boxes in one row would cut their values.
  boxes(w, [
    {
      label: 'Repayment plan',
      value: REPAYMENT_PLAN_LABELS[a.repayment_plan ?? 'standard'],
      detail:
        'Federal loans from 1 July 2026: the standard plan (fixed payments over 10 to 25 years by ' +
        'balance) or RAP (1% to 10% of income a year). The results show both.',
    },
    {
      label: 'Dependents',
      value: String(a.dependents ?? 0),
      detail: 'People you will support besides yourself: RAP takes $50 a month off for each.',
    },
  ]);
  const d = DEFAULT_SCENARIO_ASSUMPTIONS;
  const dependency = a.dependency ?? d.dependency!;
  const privateRate = a.private_loan_rate ?? null;
  const level = a.study_level ?? 'undergraduate';
  // What the federal loan limits rest on: four boxes, then the two rates.
  boxes(w, [
    {
      label: 'Level of study',
      value: level === 'professional' ? 'Professional' : STUDY_LEVEL_LABELS[level],
      detail:
        level === 'undergraduate'
          ? 'An undergraduate’s federal limits.'
          : 'A graduate or professional student’s limits: no Parent PLUS or Grad PLUS.',
    },
    {
      label: 'Year of study when starting',
      value: String(a.year_of_study ?? d.year_of_study!),
      detail:
        'Which yearly federal limit applies: the limits rise after the first and second years.',
    },
    {
      label: 'Dependency status',
      value: dependency === 'independent' ? 'Independent' : 'Dependent',
      detail:
        dependency === 'dependent_no_parent_plus'
          ? 'Your parents cannot get a Parent PLUS loan: the independent student’s limits apply.'
          : DEPENDENCY_LABELS[dependency] + ': it sets the federal limits.',
    },
    {
      label: 'Federal loans already borrowed',
      value: formatMoney(a.federal_loans_before ?? 0),
      detail: 'They count toward the total federal limit.',
    },
  ]);
  boxes(w, [
    {
      label: 'Private loan rate',
      value: privateRate === null ? 'None entered' : formatTypedPercent(privateRate),
      detail:
        privateRate === null
          ? 'Borrowing above the federal limits is paid from family money, as it is needed.'
          : `Borrowing above the federal limits is a private loan repaid over ${plural(ROI_DEFAULTS.loan.privateTermYears, 'year')}.`,
    },
    {
      label: 'Parent PLUS rate',
      value: formatTypedPercent(a.parent_plus_rate ?? d.parent_plus_rate!),
      detail: 'Parent PLUS is repaid under the standard plan only: it cannot use RAP.',
    },
  ]);
}

export function drawInputs(w: PdfWriter, m: ReportModel): void {
  w.newPage();
  w.pageTitle(
    'Inputs and assumptions',
    'What you entered for each college, and the assumptions behind every figure.',
  );
  comparisonTable(
    w,
    m.colleges.map((c) => ({ title: c.name, color: c.color })),
    inputRows(m.colleges),
  );
  assumptions(w, m);
}
