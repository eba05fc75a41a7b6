import {
  DEFAULT_SCENARIO_ASSUMPTIONS,
  formatMoney,
  formatTypedPercent,
  notAvailableIn,
  ROI_DEFAULTS,
  scenarioLabels,
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
  const w = m.words.inputs;
  const b = m.input.scenario.results.baseline;
  if (b.value === null) return [notAvailableIn(m.language), w.noBaseline];
  const where = stateName(b.state) ?? b.state;
  const detail = b.fromHomeState ? w.baselineFromData(where) : w.baselineTyped;
  return [w.perYear(formatMoney(b.value)), detail];
}

function assumptions(w: PdfWriter, m: ReportModel): void {
  const t = m.words.inputs;
  const labels = scenarioLabels(m.language);
  const a = m.input.scenario.payload.assumptions;
  const [value, detail] = baselineText(m);
  w.heading(t.assumptions, 90);
  boxes(w, [
    {
      label: t.discountRate,
      value: t.perYear(formatTypedPercent(a.discount_rate)),
      detail: t.discountDetail,
    },
    {
      label: t.salaryGrowth,
      value: t.perYear(formatTypedPercent(a.salary_growth)),
      detail: t.salaryGrowthDetail,
    },
    { label: t.tax, value: formatTypedPercent(a.tax_rate), detail: t.taxDetail },
    { label: t.withoutCollege, value, detail },
  ]);
  // The loan assumptions on a row of their own: six boxes in one row would cut their values.
  boxes(w, [
    {
      label: t.repaymentPlan,
      value: labels.repaymentPlan[a.repayment_plan ?? 'standard'],
      detail: t.repaymentDetail,
    },
    { label: t.dependents, value: String(a.dependents ?? 0), detail: t.dependentsDetail },
  ]);
  const d = DEFAULT_SCENARIO_ASSUMPTIONS;
  const dependency = a.dependency ?? d.dependency!;
  const privateRate = a.private_loan_rate ?? null;
  const level = a.study_level ?? 'undergraduate';
  // What the federal loan limits rest on: four boxes, then the two rates.
  boxes(w, [
    {
      label: t.levelOfStudy,
      value: level === 'professional' ? t.professional : labels.studyLevel[level],
      detail: level === 'undergraduate' ? t.undergraduateLimits : t.graduateLimits,
    },
    {
      label: t.yearOfStudy,
      value: String(a.year_of_study ?? d.year_of_study!),
      detail: t.yearOfStudyDetail,
    },
    {
      label: t.dependencyStatus,
      value: dependency === 'independent' ? t.independent : t.dependent,
      detail:
        dependency === 'dependent_no_parent_plus'
          ? t.noParentPlus
          : t.setsLimits(labels.dependency[dependency]),
    },
    {
      label: t.federalBefore,
      value: formatMoney(a.federal_loans_before ?? 0),
      detail: t.federalBeforeDetail,
    },
  ]);
  boxes(w, [
    {
      label: t.privateRate,
      value: privateRate === null ? t.noneEntered : formatTypedPercent(privateRate),
      detail:
        privateRate === null
          ? t.privateFamily
          : t.privateLoan(m.words.years(ROI_DEFAULTS.loan.privateTermYears)),
    },
    {
      label: t.parentPlusRate,
      value: formatTypedPercent(a.parent_plus_rate ?? d.parent_plus_rate!),
      detail: t.parentPlusDetail,
    },
  ]);
}

export function drawInputs(w: PdfWriter, m: ReportModel): void {
  w.newPage();
  w.pageTitle(m.words.inputs.title, m.words.inputs.subtitle);
  comparisonTable(
    w,
    m.colleges.map((c) => ({ title: c.name, color: c.color })),
    inputRows(m),
  );
  assumptions(w, m);
}
