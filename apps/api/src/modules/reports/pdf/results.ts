import { reconciliationText } from '@degreeworth/core';
import { COLORS, type PdfWriter } from './layout';
import type { ReportModel } from './model';
import { resultRows } from './rows';
import { comparisonTable } from './table';

/** Page 2: every figure of every college side by side. */

export function drawResults(w: PdfWriter, m: ReportModel): void {
  w.newPage();
  w.pageTitle(m.words.results, m.words.resultsSubtitle(m.dollarYear));
  comparisonTable(
    w,
    m.colleges.map((c) => ({ title: c.name, color: c.color })),
    resultRows(m),
  );
  w.block(m.words.resultsFootnote, { size: 7.5, color: COLORS.muted });
  // Why each figure differs from the college's published one, as the results page says it.
  const lines = m.colleges.flatMap((c) =>
    c.result.reconciliation
      ? [{ c, text: reconciliationText(c.result.reconciliation, m.language) }]
      : [],
  );
  if (lines.length === 0) return;
  w.y += 6;
  w.block(m.words.yourFigures, { size: 10, font: 'bold' }, 4);
  for (const { c, text } of lines) w.bullet(text, c.color, `${c.name}:`, 8.5);
}
