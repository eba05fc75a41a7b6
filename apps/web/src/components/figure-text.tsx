import { MINUS } from '@degreeworth/core';

/*
 * Core writes a negative amount as "−$40,570" (U+2212, then "$"). Both signs are prefixes to the
 * Unicode line-breaking rules (UAX #14), which allow a break between two prefixes: a narrow box
 * put "−" on one line and "$40,570" under it. The figures' text stays as core writes it (no
 * invisible joiner for copy and paste, searches or the PDF to trip on); the span keeps it whole.
 */

/** A formatted figure that never breaks across lines. */
export function FigureText({ children }: { children: string }) {
  return <span className="whitespace-nowrap">{children}</span>;
}

/** A signed amount as core writes it: "−$535,454", "−$5.00", "−$1.25M", "−$10k". */
const SIGNED_AMOUNT = new RegExp(`(${MINUS}\\$[\\d,]+(?:\\.\\d+)?[kM]?)`);

/** Running text (a chart's summary) whose signed amounts each stay on one line. */
export function TextWithFigures({ text }: { text: string }) {
  // split() with a capturing group keeps the amounts, at the odd places.
  const parts = text.split(SIGNED_AMOUNT);
  return (
    <>{parts.map((part, i) => (i % 2 === 1 ? <FigureText key={i}>{part}</FigureText> : part))}</>
  );
}
