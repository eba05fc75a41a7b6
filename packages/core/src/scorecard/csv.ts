/**
 * Reading Scorecard-style CSV text (pure: no I/O). The importer streams the large files with
 * csv-parse; these helpers serve the small tables and the tests that read real rows.
 */

/** Missing-value markers of the Scorecard and ACS files: read as null, never 0. */
export const SCORECARD_NULL_TOKENS: ReadonlySet<string> = new Set([
  '',
  'NULL',
  'PrivacySuppressed',
  'PS',
  'NA',
]);

/**
 * The markers of a value withheld to protect privacy (too few people to publish), as opposed to
 * one not reported (NULL, blank): the pages say which.
 */
export const SCORECARD_SUPPRESSED_TOKENS: ReadonlySet<string> = new Set([
  'PrivacySuppressed',
  'PS',
]);

/** A cell as a number, or null for a missing-value marker or anything that is not a number. */
export function scorecardNumber(cell: string | undefined): number | null {
  const text = cell?.trim() ?? '';
  if (SCORECARD_NULL_TOKENS.has(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** A text cell trimmed, or null for a missing-value marker (as the importer reads text). */
export function scorecardText(cell: string | undefined): string | null {
  const text = cell?.trim() ?? '';
  return SCORECARD_NULL_TOKENS.has(text) ? null : text;
}

/**
 * Records of a CSV text: quoted cells may hold commas, doubled quotes and line breaks
 * (data_dictionary.csv has multi-line notes); \r\n and \n both end a record; blank lines are
 * skipped.
 */
function records(text: string): string[][] {
  const out: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  const endRecord = () => {
    record.push(cell);
    if (record.length > 1 || record[0] !== '') out.push(record);
    record = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) cell += c;
    else if (c === ',') {
      record.push(cell);
      cell = '';
    } else if (c === '\n') endRecord();
    else if (c !== '\r' || text[i + 1] !== '\n') cell += c;
  }
  if (cell !== '' || record.length) endRecord();
  return out;
}

/** Rows of a CSV text keyed by its header. */
export function parseCsvRows(text: string): Record<string, string>[] {
  const [names, ...rows] = records(text);
  if (names === undefined) return [];
  return rows.map((values) => Object.fromEntries(names.map((n, k) => [n, values[k] ?? ''])));
}

/** Reads CSV records (header → cell) as the importer reads the same cells. */
export const csvRowReader = {
  number: (row: Record<string, string>, column: string) => scorecardNumber(row[column]),
  text: (row: Record<string, string>, column: string) => scorecardText(row[column]),
  shares(row: Record<string, string>): Record<string, number> {
    const shares: Record<string, number> = {};
    for (const [name, cell] of Object.entries(row)) {
      const share = name.startsWith('PCIP') ? scorecardNumber(cell) : null;
      if (share !== null) shares[name.slice(4)] = share;
    }
    return shares;
  },
};
