import { type CsvHeader, readCell, streamCsv } from './csv-reader';
import type { ParsedFile } from './parse-file';

/**
 * The cohort map of `data_dictionary.csv` (VARIABLE_NAME × MERGED_yyyy_yy_COHORT,
 * MOST_RECENT_FILE_COHORT, MOST_RECENT_DRAWN_FROM): which cohort, hence which dollar year,
 * a column holds in each file (roi-methodology.md §1 "Constant dollars").
 */
const COHORT_COLUMN = /(_COHORT|^MOST_RECENT_DRAWN_FROM)$/;

/** Unpivots the cohort columns into (variable, file_key, cohort) rows; "NA" cells are skipped. */
export async function parseDictionary(path: string): Promise<ParsedFile> {
  const variable: unknown[] = [];
  const fileKey: unknown[] = [];
  const cohort: unknown[] = [];
  let cohortColumns: { name: string; position: number }[] = [];
  let nameAt = -1;
  const out: ParsedFile = {
    columns: [],
    filled: [],
    data: [],
    read: 0,
    kept: 0,
    rejected: 0,
    samples: [],
  };
  await streamCsv(
    path,
    (header: CsvHeader) => {
      nameAt = header.index.get('VARIABLE_NAME') ?? -1;
      if (nameAt < 0) throw new Error('the header has no VARIABLE_NAME column');
      cohortColumns = header.names.flatMap((name, position) =>
        COHORT_COLUMN.test(name) ? [{ name, position }] : [],
      );
      out.columns = ['VARIABLE_NAME', ...cohortColumns.map((c) => c.name)];
    },
    (record) => {
      out.read++;
      const name = readCell(record[nameAt], 'text', 'VARIABLE_NAME') as string | null;
      if (!name) {
        out.rejected++;
        return;
      }
      out.kept++;
      for (const c of cohortColumns) {
        const text = readCell(record[c.position], 'text', c.name) as string | null;
        if (text === null) continue;
        variable.push(name);
        fileKey.push(c.name);
        cohort.push(text);
      }
    },
  );
  out.data = [
    { db: 'variable', sql: 'text', values: variable },
    { db: 'file_key', sql: 'text', values: fileKey },
    { db: 'cohort', sql: 'text', values: cohort },
  ];
  out.filled = out.columns;
  return out;
}

/** The cohort-map column of a Scorecard institution file: MERGED_2020_21_COHORT, MOST_RECENT_FILE_COHORT. */
export function cohortKeyOf(file: { kind: string; year: number | null }): string | null {
  if (file.kind === 'most_recent') return 'MOST_RECENT_FILE_COHORT';
  if (file.kind !== 'yearly' || file.year === null) return null;
  const start = file.year - 1;
  return `MERGED_${start}_${String(file.year % 100).padStart(2, '0')}_COHORT`;
}

/** "2020_21" (MOST_RECENT_DRAWN_FROM) → 2021, the ranking year of that yearly file. */
export function drawnFromYear(text: string | null | undefined): number | null {
  const match = /^(\d{4})_(\d{2})$/.exec(text ?? '');
  return match ? Number(match[1]) + 1 : null;
}
