import {
  CHART_YEARS,
  type ScenarioChartPoint,
  leadingOutcome,
  reasonWords,
  formatYear,
} from '@degreeworth/core';
import { lineChart, type ChartSeries, type LegendItem } from './chart';
import { COLORS, CONTENT, type PdfWriter } from './layout';
import type { CollegeView, ReportModel } from './model';

/**
 * Page 3: three vector charts over the 40 years of `results.colleges[].chart`, each college in
 * its colour: cumulative net worth against the high-school path (break-even marked), the loan
 * balance, and the yearly cost against earnings.
 */
const X_TICKS = [1, 5, 10, 15, 20, 25, 30, 35, 40];
const AXIS = {
  xMin: 1,
  xMax: CHART_YEARS,
  xTicks: X_TICKS,
  xLabel: 'Years from the first year of college',
};

type Charted = CollegeView & { chart: ScenarioChartPoint[] };

function series(
  c: Charted,
  y: (p: ScenarioChartPoint) => number,
  style: ChartSeries['style'] = 'solid',
): ChartSeries {
  return { color: c.color, style, points: c.chart.map((p) => ({ x: p.year, y: y(p) })) };
}

function collegeLegend(cs: Charted[], symbol: LegendItem['symbol'] = 'solid'): LegendItem[] {
  return cs.map((c) => ({ label: c.name, color: c.color, symbol }));
}

function netWorthChart(
  w: PdfWriter,
  cs: Charted[],
  dollars: string,
  height: number,
  note?: string,
) {
  const lines = cs.map((c) => {
    const s = series(c, (p) => p.college);
    const be = leadingOutcome(c.result.roi).outcome.breakEvenYears.value;
    const point = be !== null && be <= CHART_YEARS ? c.chart[be - 1] : undefined;
    s.marker = point ? { x: point.year, y: point.college, label: formatYear(point.year) } : null;
    s.width = 1.8;
    return s;
  });
  const highSchool: ChartSeries = {
    color: COLORS.highSchool,
    style: 'dash',
    width: 1.6,
    points: cs[0]!.chart.map((p) => ({ x: p.year, y: p.highSchool })),
  };
  lineChart(w, {
    ...AXIS,
    title: 'Cumulative net worth: each college path vs the high-school path',
    subtitle:
      'Earnings after tax, minus what college and the loan cost, added up year by year in today’s dollars (if I graduate).',
    yLabel: `Cumulative net worth, ${dollars}`,
    series: [highSchool, ...lines],
    legend: [
      ...collegeLegend(cs),
      { label: 'High-school path', color: COLORS.highSchool, symbol: 'dash' },
      { label: 'Break-even year', color: COLORS.ink, symbol: 'marker' },
    ],
    height,
    note,
  });
}

function loanChart(w: PdfWriter, cs: Charted[], height: number) {
  lineChart(w, {
    ...AXIS,
    title: 'Loan balance over time',
    subtitle:
      'What is still owed at the end of each year: borrowing while in college, interest until repayment starts, then the payments.',
    yLabel: 'Balance owed, dollars',
    series: cs.map((c) => ({ ...series(c, (p) => p.loanBalance), width: 1.8 })),
    legend: collegeLegend(cs),
    height,
  });
}

function costEarningsChart(w: PdfWriter, cs: Charted[], dollars: string, height: number) {
  const baseline: ChartSeries = {
    color: COLORS.highSchool,
    style: 'dot',
    width: 1.8,
    points: cs[0]!.chart.map((p) => ({ x: p.year, y: p.baseline })),
  };
  lineChart(w, {
    ...AXIS,
    title: 'Yearly cost vs earnings',
    subtitle:
      'Earnings before tax after college; cost is what you pay out of pocket plus the loan payments of that year.',
    yLabel: `Dollars per year, ${dollars}`,
    series: [
      baseline,
      ...cs.map((c) => series(c, (p) => p.cost, 'dash')),
      ...cs.map((c) => series(c, (p) => p.earnings)),
    ],
    legend: [
      ...collegeLegend(cs, 'swatch'),
      { label: 'Earnings', color: COLORS.ink, symbol: 'solid' },
      { label: 'Cost', color: COLORS.ink, symbol: 'dash' },
      { label: 'High-school earnings', color: COLORS.highSchool, symbol: 'dot' },
    ],
    height,
  });
}

export function drawCharts(w: PdfWriter, m: ReportModel): void {
  const dollars = m.dollarYear ? `${m.dollarYear} dollars` : 'dollars';
  w.newPage();
  w.pageTitle('Charts', 'Forty years from the first year of college, one colour per college.');
  const charted: Charted[] = m.colleges.flatMap((c) =>
    c.result.chart ? [{ ...c, chart: c.result.chart }] : [],
  );
  const left = m.colleges.filter((c) => c.result.chart === null);
  const note = left.length
    ? `Not shown: ${left.map((c) => `${c.name} (${reasonWords(c.result.roi.outcome.npv[10].reason, 'cell')})`).join('; ')}.`
    : undefined;
  if (charted.length === 0) {
    w.block(`No chart can be drawn. ${note ?? ''}`, { color: COLORS.muted });
    return;
  }
  const height = Math.max(180, Math.floor((CONTENT.bottom - w.y - 16) / 3));
  netWorthChart(w, charted, dollars, height, note);
  loanChart(w, charted, height);
  costEarningsChart(w, charted, dollars, height);
}
