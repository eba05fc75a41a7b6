import {
  borrowingLimitsMethod,
  earningsTestNote,
  ROI_DEFAULTS,
  formatMoney,
  formatPercent,
} from '@degreeworth/core';
import { COLORS, type PdfWriter } from './layout';
import type { ReportModel } from './model';
import { drawNotes } from './notes';
import type { ReportWords } from './words';

/** Page 5: where the figures come from, the data year of each college, and the method in words. */

const { loan, term, debtToEarnings, seriesYears } = ROI_DEFAULTS;
const SIZE = 8.5;

/** "under $20,000: 10 years, …, otherwise 25 years", in the report's words. */
function standardPlan(words: ReportWords): string {
  const brackets = term.brackets.map((b) => words.termUnder(formatMoney(b.below), b.years));
  return words.termOtherwise(brackets.join(', '), term.topYears);
}

/** The method notes' [lead, text] pairs, with the rules' figures. */
function methodNotes(m: ReportModel): [string, string][] {
  return m.words.method({
    seriesYears,
    fee: formatPercent(loan.originationFee, 3),
    graceMonths: loan.graceMonths,
    standardPlan: standardPlan(m.words),
    dteMedium: formatPercent(debtToEarnings.mediumFrom, 0),
    dteHigh: formatPercent(debtToEarnings.highAbove, 0),
    limits: borrowingLimitsMethod(m.language),
  });
}

/** The last page; `withNotes` puts the notes on the figures first (they did not fit on page 4). */
export function drawSources(w: PdfWriter, m: ReportModel, withNotes: boolean): void {
  const words = m.words;
  w.newPage();
  if (withNotes) {
    w.pageTitle(words.notesSourcesMethod, words.notesSourcesMethodSubtitle);
    drawNotes(w, m);
  } else w.pageTitle(words.sourcesMethod, words.sourcesMethodSubtitle);
  w.heading(words.sources, 40);
  if (m.input.sources.length === 0) w.block(words.noSources, { color: COLORS.muted });
  for (const source of m.input.sources) w.bullet(source, COLORS.brand, undefined, SIZE);
  w.y += 6;
  w.heading(words.dataYears, 40);
  for (const c of m.colleges) {
    const r = c.result;
    w.bullet(words.dataYear(r.year, r.dollar_year), c.color, `${c.name}:`, SIZE);
  }
  w.y += 6;
  w.heading(words.methodNotes, 60);
  for (const [lead, text] of methodNotes(m)) w.bullet(text, COLORS.brand, lead, SIZE);
  // The earnings test is said where a program was chosen, the only place it is estimated.
  if (m.colleges.some((c) => c.result.earningsTest))
    w.bullet(earningsTestNote(m.language), COLORS.brand, words.earningsTestLead, SIZE);
}
