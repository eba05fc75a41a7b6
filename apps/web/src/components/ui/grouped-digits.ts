/**
 * Thousands separators for the money inputs (number-field.tsx). The form keeps the plain text
 * ("1234567.5"), which the shared number rules check and the payload reads; only the input shows
 * it grouped ("1,234,567.5"). A comma is never part of the value: typing or pasting one drops it,
 * as the shared rules drop every character but digits and one period.
 */

const PLAIN = /^\d*\.?\d*$/;

/** "1234567.5" → "1,234,567.5"; the decimals stay ungrouped, other text (e.g. "-5") as it is. */
export function groupThousands(plain: string): string {
  if (!PLAIN.test(plain)) return plain;
  const [whole = '', decimals] = plain.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return decimals === undefined ? grouped : `${grouped}.${decimals}`;
}

/**
 * Where the caret goes in the grouped `shown` text so that `kept` characters of the value (digits
 * and the period) come before it: right after the last of them. `skipSeparator` puts it past a
 * separator that follows (Delete pressed just before a comma goes on to the next digit).
 */
export function caretIn(shown: string, kept: number, skipSeparator = false): number {
  let seen = 0;
  let at = 0;
  while (at < shown.length && seen < kept) {
    if (shown[at] !== ',') seen += 1;
    at += 1;
  }
  while (skipSeparator && shown[at] === ',') at += 1;
  return at;
}
