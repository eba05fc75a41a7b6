import { reconciliationText } from '@degreeworth/core';
import { COLORS, type PdfWriter } from './layout';
import type { ReportModel } from './model';
import { resultRows } from './rows';
import { comparisonTable } from './table';

/** Page 2: every figure of every college side by side. */

const FOOTNOTE =
  'NPV: what the college path adds compared with working after high school, in today’s dollars, ' +
  'after paying for college and the loan. “Completion-adjusted” also counts the chance of leaving ' +
  'early, from the college’s completion rate. The method notes at the end explain more.';

export function drawResults(w: PdfWriter, m: ReportModel): void {
  w.newPage();
  const dollars = m.dollarYear ? `Amounts in ${m.dollarYear} dollars; years` : 'Years';
  w.pageTitle(
    'Results',
    `Colleges side by side. ${dollars} are counted from the first year of college.`,
  );
  comparisonTable(
    w,
    m.colleges.map((c) => ({ title: c.name, color: c.color })),
    resultRows(m.colleges),
  );
  w.block(FOOTNOTE, { size: 7.5, color: COLORS.muted });
  // Why each figure differs from the college's published one, as the results page says it.
  const lines = m.colleges.flatMap((c) =>
    c.result.reconciliation ? [{ c, text: reconciliationText(c.result.reconciliation) }] : [],
  );
  if (lines.length === 0) return;
  w.y += 6;
  w.block('Your figures and the colleges’ own', { size: 10, font: 'bold' }, 4);
  for (const { c, text } of lines) w.bullet(text, c.color, `${c.name}:`, 8.5);
}
