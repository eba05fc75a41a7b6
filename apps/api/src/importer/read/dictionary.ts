import { COHORT_COLUMN } from '@degreeworth/core';
import { type CsvHeader, readCell, streamCsv } from './csv-reader';
import { emptyParsedFile, type ParsedFile } from './parse-file';

/**
 * Reads the cohort map of `data_dictionary.csv` (its meaning: core scorecard/cohorts.ts):
 * unpivots the cohort columns into (variable, file_key, cohort) rows; "NA" cells are skipped.
 */
export async function parseDictionary(path: string): Promise<ParsedFile> {
  const variable: unknown[] = [];
  const fileKey: unknown[] = [];
  const cohort: unknown[] = [];
  let cohortColumns: { name: string; position: number }[] = [];
  let nameAt = -1;
  const out = emptyParsedFile();
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
