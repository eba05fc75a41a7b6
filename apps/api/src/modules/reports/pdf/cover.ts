import {
  type IncomeBand,
  type Verdict,
  PRODUCT_NAME,
  formatDate,
  formatMoney,
  stateName,
} from '@degreeworth/core';
import { type Cell, figureCell, missingCell } from './format';
import { COLORS, CONTENT, PAGE, type PdfWriter } from './layout';
import type { CollegeView, ReportModel } from './model';
import { collegeMeta } from './rows';
import type { ReportWords } from './words';

/**
 * Page 1: the product's band with the scenario's name, who it is for and when, then one card
 * per college with its key numbers in large type and its verdicts in words.
 */
const GAP = 12;
const PAD = 12;
const METRIC_HEIGHT = 40;

interface Metric {
  label: string;
  cell: Cell;
}

function metricsOf(c: CollegeView, m: ReportModel): Metric[] {
  const { words, language } = m;
  const roi = c.result.roi;
  const breakEven = roi.outcome.breakEvenYears;
  return [
    {
      label: words.npvAt20,
      cell: figureCell(roi.outcome.npv[20], language),
    },
    {
      label: words.breakEven,
      cell:
        breakEven.value === null
          ? missingCell(breakEven.reason, language)
          : { text: words.year(breakEven.value) },
    },
    // The student's own loans: the federal loan and a private loan above the limits.
    { label: words.monthlyPayment, cell: { text: formatMoney(roi.studentLoans.monthlyPayment) } },
    { label: words.borrowed, cell: { text: formatMoney(roi.studentLoans.borrowed) } },
  ];
}

function nameSize(w: PdfWriter, name: string, width: number): number {
  for (const size of [13, 11.5, 10]) {
    if (w.measure(name, width, { font: 'bold', size }) <= size * 1.2 * 2 + 1) return size;
  }
  return 9;
}

function verdictHeight(
  w: PdfWriter,
  verdicts: Verdict[],
  width: number,
  words: ReportWords,
): number {
  return verdicts.reduce((h, v) => {
    const warning = v.tone === 'warning';
    const text = warning ? words.warning(v.text) : v.text;
    return h + w.measure(text, width - 10, { size: 8, font: warning ? 'bold' : undefined }) + 3;
  }, 0);
}

function nameHeight(w: PdfWriter, c: CollegeView, inner: number): number {
  return w.measure(c.name, inner, { font: 'bold', size: nameSize(w, c.name, inner) });
}

/** Cards of one row share their height and the height of the name block (aligned numbers). */
function rowLayout(w: PdfWriter, cards: CollegeView[], width: number, words: ReportWords) {
  const inner = width - 2 * PAD;
  const name = Math.max(...cards.map((c) => nameHeight(w, c, inner)));
  const verdicts = Math.max(...cards.map((c) => verdictHeight(w, c.result.verdicts, inner, words)));
  return { name, height: PAD + 4 + name + 14 + 2 * METRIC_HEIGHT + 6 + verdicts + PAD };
}

function drawMetric(w: PdfWriter, m: Metric, x: number, y: number, width: number): void {
  w.text(m.label, x, y, width, { size: 7, color: COLORS.muted });
  const missing = m.cell.muted === true;
  const color = missing ? COLORS.muted : m.cell.negative ? COLORS.negative : COLORS.ink;
  const h = w.text(m.cell.text, x, y + 10, width, {
    font: 'bold',
    size: missing ? 11 : 16,
    color,
    oneLine: true,
  });
  if (m.cell.note) w.text(m.cell.note, x, y + 11 + h, width, { size: 6.5, color: COLORS.muted });
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Height of the name block, the same for the cards of a row. */
  name: number;
}

function drawCard(w: PdfWriter, c: CollegeView, box: Box, m: ReportModel): void {
  const words = m.words;
  const { x, y, width, height } = box;
  const doc = w.doc;
  doc.save();
  doc.roundedRect(x, y, width, height, 6).lineWidth(0.8).fillAndStroke('#ffffff', COLORS.rule);
  doc.roundedRect(x, y, width, height, 6).clip();
  doc.rect(x, y, width, 4).fill(c.color);
  doc.restore();
  const inner = width - 2 * PAD;
  const left = x + PAD;
  let cy = y + PAD + 4;
  w.text(c.name, left, cy, inner, { font: 'bold', size: nameSize(w, c.name, inner) });
  cy += box.name;
  w.text(collegeMeta(c, m), left, cy + 1, inner, { size: 8, color: COLORS.muted, oneLine: true });
  cy += 14;
  const half = (inner - 10) / 2;
  metricsOf(c, m).forEach((m, i) => {
    drawMetric(w, m, left + (i % 2) * (half + 10), cy + Math.floor(i / 2) * METRIC_HEIGHT, half);
  });
  cy += 2 * METRIC_HEIGHT + 6;
  for (const v of c.result.verdicts) {
    // A warning is said in words too ("Warning:"), not by its colour alone.
    const warning = v.tone === 'warning';
    doc.circle(left + 2.5, cy + 4, 2).fill(warning ? COLORS.warning : c.color);
    const text = warning ? words.warning(v.text) : v.text;
    const style = warning ? { size: 8, font: 'bold' as const, color: COLORS.warning } : { size: 8 };
    cy += w.text(text, left + 10, cy, inner - 10, style) + 3;
  }
}

function drawBand(w: PdfWriter, m: ReportModel): void {
  const doc = w.doc;
  doc.rect(0, 0, PAGE.width, 150).fill(COLORS.navy);
  doc.rect(0, 150, PAGE.width, 3).fill(COLORS.brand);
  w.text(PRODUCT_NAME, CONTENT.left, 40, 300, { font: 'bold', size: 26, color: '#ffffff' });
  w.text(m.words.scenarioReport, CONTENT.left, 74, 300, { size: 11, color: COLORS.sky });
  const size = w.measure(m.title, CONTENT.width, { font: 'bold', size: 18 }) > 24 ? 14 : 18;
  w.text(m.title, CONTENT.left, 98, CONTENT.width, { font: 'bold', size, color: '#ffffff' });
}

function drawIntro(w: PdfWriter, m: ReportModel): void {
  const s = m.input.scenario;
  w.y = 168;
  const words = m.words;
  const date = formatDate(m.input.generatedAt, m.language);
  w.block(words.preparedOn(m.student, date), { size: 10.5 }, 3);
  const parts = [
    words.homeState(stateName(s.payload.home_state) ?? s.payload.home_state),
    words.familyIncome(familyIncomeWords(s.payload.family_income, words)),
    words.collegesCompared(m.colleges.length),
    m.dollarYear ? words.amountsIn(m.dollarYear) : null,
    words.yearsCounted,
  ].filter(Boolean);
  w.block(parts.join(' · '), { size: 8.5, color: COLORS.muted }, 8);
  // The one-sentence verdict on the whole comparison, as the results page leads with it.
  if (m.input.scenario.results.verdict) {
    w.block(m.input.scenario.results.verdict, { size: 10.5, font: 'bold' }, 12);
  } else w.y += 6;
}

/** The family-income band in words ("$30,001–48,000", "not given: all families"). */
function familyIncomeWords(band: IncomeBand, words: ReportWords): string {
  if (band === 'all') return words.incomeNotGiven;
  return words.incomeBand(band);
}

export function drawCover(w: PdfWriter, m: ReportModel): void {
  w.doc.addPage({ size: 'LETTER', margin: 0 });
  drawBand(w, m);
  drawIntro(w, m);
  const columns = m.colleges.length === 1 ? 1 : 2;
  const width = (CONTENT.width - (columns - 1) * GAP) / columns;
  for (let row = 0; row < m.colleges.length; row += columns) {
    const cards = m.colleges.slice(row, row + columns);
    const { name, height } = rowLayout(w, cards, width, m.words);
    w.ensure(height);
    cards.forEach((c, i) => {
      drawCard(w, c, { x: CONTENT.left + i * (width + GAP), y: w.y, width, height, name }, m);
    });
    w.y += height + GAP;
  }
  const explainer = m.words.explainer;
  if (w.y + w.measure(explainer, CONTENT.width, { size: 8 }) + 4 <= CONTENT.bottom) {
    w.y += 2;
    w.block(explainer, { size: 8, color: COLORS.muted });
  }
}
