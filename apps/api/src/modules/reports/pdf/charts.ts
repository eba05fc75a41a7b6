import {
  CHART_YEARS,
  type ScenarioChartPoint,
  leadingOutcome,
  reasonWords,
} from '@degreeworth/core';
import { lineChart, type ChartSeries, type LegendItem } from './chart';
import { COLORS, CONTENT, type PdfWriter } from './layout';
import type { CollegeView, ReportModel } from './model';
import type { ReportWords } from './words';

/**
 * Page 3: three vector charts over the 40 years of `results.colleges[].chart`, each college in
 * its colour: cumulative net worth against the high-school path (break-even marked), the loan
 * balance, and the yearly cost against earnings.
 */
const X_TICKS = [1, 5, 10, 15, 20, 25, 30, 35, 40];
const axis = (words: ReportWords) => ({
  xMin: 1,
  xMax: CHART_YEARS,
  xTicks: X_TICKS,
  xLabel: words.xLabel,
});

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
  words: ReportWords,
  cs: Charted[],
  dollars: string,
  height: number,
  note?: string,
) {
  const lines = cs.map((c) => {
    const s = series(c, (p) => p.college);
    const be = leadingOutcome(c.result.roi).outcome.breakEvenYears.value;
    const point = be !== null && be <= CHART_YEARS ? c.chart[be - 1] : undefined;
    s.marker = point ? { x: point.year, y: point.college, label: words.year(point.year) } : null;
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
    ...axis(words),
    title: words.netWorthTitle,
    subtitle: words.netWorthSubtitle,
    yLabel: words.netWorthAxis(dollars),
    series: [highSchool, ...lines],
    legend: [
      ...collegeLegend(cs),
      { label: words.highSchoolPath, color: COLORS.highSchool, symbol: 'dash' },
      { label: words.breakEvenYear, color: COLORS.ink, symbol: 'marker' },
    ],
    height,
    note,
  });
}

function loanChart(w: PdfWriter, words: ReportWords, cs: Charted[], height: number) {
  lineChart(w, {
    ...axis(words),
    title: words.loanTitle,
    subtitle: words.loanSubtitle,
    yLabel: words.loanAxis,
    series: cs.map((c) => ({ ...series(c, (p) => p.loanBalance), width: 1.8 })),
    legend: collegeLegend(cs),
    height,
  });
}

function costEarningsChart(
  w: PdfWriter,
  words: ReportWords,
  cs: Charted[],
  dollars: string,
  height: number,
) {
  const baseline: ChartSeries = {
    color: COLORS.highSchool,
    style: 'dot',
    width: 1.8,
    points: cs[0]!.chart.map((p) => ({ x: p.year, y: p.baseline })),
  };
  lineChart(w, {
    ...axis(words),
    title: words.costTitle,
    subtitle: words.costSubtitle,
    yLabel: words.costAxis(dollars),
    series: [
      baseline,
      ...cs.map((c) => series(c, (p) => p.cost, 'dash')),
      ...cs.map((c) => series(c, (p) => p.earnings)),
    ],
    legend: [
      ...collegeLegend(cs, 'swatch'),
      { label: words.earnings, color: COLORS.ink, symbol: 'solid' },
      { label: words.cost, color: COLORS.ink, symbol: 'dash' },
      { label: words.highSchoolEarnings, color: COLORS.highSchool, symbol: 'dot' },
    ],
    height,
  });
}

export function drawCharts(w: PdfWriter, m: ReportModel): void {
  const dollars = m.words.dollars(m.dollarYear);
  w.newPage();
  w.pageTitle(m.words.charts, m.words.chartsSubtitle);
  const charted: Charted[] = m.colleges.flatMap((c) =>
    c.result.chart ? [{ ...c, chart: c.result.chart }] : [],
  );
  const left = m.colleges.filter((c) => c.result.chart === null);
  const note = left.length
    ? `${m.words.notShown} ${left.map((c) => `${c.name} (${reasonWords(c.result.roi.outcome.npv[10].reason, 'cell', m.language)})`).join('; ')}.`
    : undefined;
  if (charted.length === 0) {
    w.block(`${m.words.noChart} ${note ?? ''}`, { color: COLORS.muted });
    return;
  }
  const height = Math.max(180, Math.floor((CONTENT.bottom - w.y - 16) / 3));
  netWorthChart(w, m.words, charted, dollars, height, note);
  loanChart(w, m.words, charted, height);
  costEarningsChart(w, m.words, charted, dollars, height);
}
