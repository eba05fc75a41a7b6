/**
 * Reading Scorecard-style CSV text (pure: no I/O). The importer streams the large files with
 * csv-parse; these helpers serve the small tables and the tests that read real rows.
 */

/** Missing-value markers of the Scorecard and ACS files (roi-methodology.md §1): never 0. */
export const SCORECARD_NULL_TOKENS: ReadonlySet<string> = new Set([
  '',
  'NULL',
  'PrivacySuppressed',
  'PS',
  'NA',
]);

/** A cell as a number, or null for a missing-value marker or anything that is not a number. */
export function scorecardNumber(cell: string | undefined): number | null {
  const text = cell?.trim() ?? '';
  if (SCORECARD_NULL_TOKENS.has(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** Cells of one CSV line; quoted cells may hold commas and doubled quotes. */
function cells(line: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted && c === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (c === ',' && !quoted) {
      out.push(cell);
      cell = '';
    } else cell += c;
  }
  out.push(cell);
  return out;
}

/** Rows of a CSV text keyed by its header (no line breaks inside cells, as in these files). */
export function parseCsvRows(text: string): Record<string, string>[] {
  const [head, ...lines] = text.split(/\r?\n/).filter((l) => l !== '');
  if (head === undefined) return [];
  const names = cells(head);
  return lines.map((line) => {
    const values = cells(line);
    return Object.fromEntries(names.map((n, k) => [n, values[k] ?? '']));
  });
}
