import { COHORT_COLUMN } from '@degreeworth/core';
import readXlsxFile, { type CellValue, type Sheet } from 'read-excel-file/node';
import { type CsvHeader, readCell, streamCsv } from './csv-reader';
import { emptyParsedFile, type ParsedFile } from './parse-file';

/**
 * The cohort map of the College Scorecard data dictionary (its meaning: core
 * scorecard/cohorts.ts): (variable, file key, cohort) rows, "NA" cells skipped. File keys are
 * those of data_dictionary.csv: MERGED_2020_21_COHORT, MOST_RECENT_FILE_COHORT,
 * MOST_RECENT_DRAWN_FROM.
 */
class CohortRows {
  private readonly variable: unknown[] = [];
  private readonly fileKey: unknown[] = [];
  private readonly cohort: unknown[] = [];
  private readonly keys = new Set<string>();
  /** "variable file_key" pairs stored (the table's key): a repeated one keeps the first. */
  private readonly pairs = new Set<string>();
  private readonly variables = new Set<string>();
  readonly out = emptyParsedFile();

  /** A variable's row: its name and its cohort per file key (a sheet each in the workbook). */
  add(name: string | null, cells: { key: string; text: string | undefined }[]): void {
    if (!name) {
      this.out.read++;
      this.out.rejected++;
      return;
    }
    if (!this.variables.has(name)) {
      this.variables.add(name);
      this.out.read++;
      this.out.kept++;
    }
    for (const c of cells) {
      this.keys.add(c.key);
      const text = readCell(c.text, 'text', c.key) as string | null;
      const pair = `${name} ${c.key}`;
      if (text === null || this.pairs.has(pair)) continue;
      this.pairs.add(pair);
      this.variable.push(name);
      this.fileKey.push(c.key);
      this.cohort.push(text);
    }
  }

  /** The parsed file: its columns are VARIABLE_NAME and the file keys. */
  done(): ParsedFile {
    this.out.columns = ['VARIABLE_NAME', ...this.keys];
    this.out.filled = this.out.columns;
    this.out.data = [
      { db: 'variable', sql: 'text', values: this.variable },
      { db: 'file_key', sql: 'text', values: this.fileKey },
      { db: 'cohort', sql: 'text', values: this.cohort },
    ];
    return this.out;
  }
}

/** The cohort map of `data_dictionary.csv`: its cohort columns unpivoted. */
async function parseDictionaryCsv(path: string): Promise<ParsedFile> {
  const rows = new CohortRows();
  let cohortColumns: { name: string; position: number }[] = [];
  await streamCsv(path, {
    onHeader: (header: CsvHeader) => {
      const nameAt = header.index.get('VARIABLE_NAME');
      if (nameAt === undefined) throw new Error('the header has no VARIABLE_NAME column');
      cohortColumns = header.names.flatMap((name, position) =>
        COHORT_COLUMN.test(name) ? [{ name, position }] : [],
      );
      return [nameAt, ...cohortColumns.map((c) => c.position)];
    },
    onRecord: (fields) => {
      const name = readCell(fields[0], 'text', 'VARIABLE_NAME') as string | null;
      rows.add(
        name,
        cohortColumns.map((c, i) => ({ key: c.name, text: fields[i + 1] })),
      );
    },
  });
  return rows.done();
}

/**
 * The file key of a cohort-map column of the official workbook: "MERGED_2020-21 datafile"
 * (sheet Institution_Cohort_Map) → MERGED_2020_21_COHORT; in Most_Recent_Inst_Cohort_Map
 * "Cohort/Measure in Featured Downloads Datafiles" → MOST_RECENT_FILE_COHORT and "Merged file
 * Drawn From (MergedXXXX_YY_PP.csv)" → MOST_RECENT_DRAWN_FROM; in FieldOfStudy_Cohort_Map
 * "FieldOfStudyData1920_2021 datafile" → FOS_1920_2021_COHORT and "FieldOfStudyMostRecent
 * datafile" → FOS_MOST_RECENT_COHORT (core fieldOfStudyCohortKey names a file's). Null for any
 * other column.
 */
export function workbookFileKey(header: string): string | null {
  const text = header.trim();
  const merged = /^MERGED_?(\d{4})[-_](\d{2}) datafile$/i.exec(text);
  if (merged) return `MERGED_${merged[1]}_${merged[2]}_COHORT`;
  if (/^Cohort\/Measure in Featured Downloads/i.test(text)) return 'MOST_RECENT_FILE_COHORT';
  if (/^Merged file Drawn From/i.test(text)) return 'MOST_RECENT_DRAWN_FROM';
  const fos = /^FieldOfStudyData(\d{4})_(\d{4}) datafile$/i.exec(text);
  if (fos) return `FOS_${fos[1]}_${fos[2]}_COHORT`;
  if (/^FieldOfStudyMostRecent datafile$/i.test(text)) return 'FOS_MOST_RECENT_COHORT';
  return null;
}

/** Worksheets of the cohort maps: the institution files' and the field-of-study files'. */
const COHORT_SHEETS =
  /^(Institution_Cohort_Map|Most_Recent_Inst_Cohort_Map|FieldOfStudy_Cohort_Map)$/i;

/**
 * A cell as text: the string as written (trimmed later, by readCell); a number or boolean as
 * written; a date (a number under a date format) as ISO 8601. Undefined for an empty cell.
 */
function cellText(value: CellValue | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  return value instanceof Date ? value.toISOString() : String(value);
}

/**
 * Every sheet of a workbook as rows of cells, as written (not trimmed: a header matches only
 * as the sheet spells it). A file that is not a whole workbook (not a zip archive, a truncated
 * download, a sheet missing from the archive, broken XML) fails with one message and the
 * reader's reason, e.g. "not a readable .xlsx workbook: Couldn't unzip `.xlsx` file contents
 * (FILE_ENDED)".
 */
async function readWorkbook(path: string): Promise<Sheet[]> {
  try {
    return await readXlsxFile(path, { trim: false });
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : null;
    throw new Error(`not a readable .xlsx workbook: ${reason}${cause ? ` (${cause})` : ''}`, {
      cause: err,
    });
  }
}

/**
 * The cohort map of the official `CollegeScorecardDataDictionary.xlsx`, as published (sheets
 * Institution_Cohort_Map, Most_Recent_Inst_Cohort_Map and FieldOfStudy_Cohort_Map: "Variable
 * Name", then one column per file). The workbook is 0.7 MB zipped, 6 MB of XML: it is read
 * whole, every sheet, then the cohort maps' rows are taken.
 */
async function parseDictionaryWorkbook(path: string): Promise<ParsedFile> {
  const rows = new CohortRows();
  const sheets = await readWorkbook(path);
  let found = 0;
  for (const { sheet, data } of sheets) {
    if (!COHORT_SHEETS.test(sheet)) continue;
    // The header is the sheet's first row that has a cell; "Variable Name" is its column A.
    const start = data.findIndex((row) => row.some((cell) => cell !== null));
    const header = (data[start] ?? []).map((cell) => cellText(cell) ?? '');
    if (!/^Variable Name$/i.test(header[0] ?? '')) continue;
    const keys = header.flatMap((h, column) => {
      const key = column > 0 ? workbookFileKey(h) : null;
      return key ? [{ key, column }] : [];
    });
    if (keys.length === 0) continue;
    found++;
    for (const row of data.slice(start + 1)) {
      const variable = readCell(cellText(row[0]), 'text', 'Variable Name') as string | null;
      const cells = keys.map((k) => ({ key: k.key, text: cellText(row[k.column]) }));
      // A blank row is no row at all (the reader drops those below the table, not those within).
      if (variable === null && cells.every((c) => !c.text?.trim())) continue;
      rows.add(variable, cells);
    }
  }
  if (found === 0)
    throw new Error('the workbook has no Institution_Cohort_Map sheet (the cohort map)');
  return rows.done();
}

/** The cohort map of a dictionary file: the official workbook (.xlsx) or data_dictionary.csv. */
export function parseDictionary(path: string): Promise<ParsedFile> {
  return /\.xlsx$/i.test(path) ? parseDictionaryWorkbook(path) : parseDictionaryCsv(path);
}
