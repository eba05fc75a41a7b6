/**
 * Constant dollars and Scorecard years.
 * The CPI table is data passed in by the caller (CPI-U annual averages, any base);
 * the engine never reads files.
 */

/** CPI-U annual averages by calendar year, as a Map or a plain object. */
export type CpiTable = ReadonlyMap<number, number> | Readonly<Record<number, number>>;

function cpiOf(table: CpiTable, year: number): number | undefined {
  return table instanceof Map ? table.get(year) : (table as Record<number, number>)[year];
}

function cpiYears(table: CpiTable): number[] {
  return table instanceof Map ? [...table.keys()] : Object.keys(table).map(Number);
}

/** The base year Y0: the latest year in the table (2024 with the shared table). */
export function latestCpiYear(table: CpiTable): number {
  const years = cpiYears(table);
  if (years.length === 0) throw new RangeError('The CPI table is empty.');
  return Math.max(...years);
}

/**
 * Restates `amount` from dollars of `fromYear` to dollars of `baseYear`:
 * `amount × CPI(baseYear) / CPI(fromYear)`. Unrounded.
 * @param amount dollars of `fromYear`; null (missing, suppressed) gives null
 * @param baseYear defaults to the latest year in the table (the reported `dollar_year`)
 * @throws RangeError when the table lacks either year (a data set-up error, not a missing value)
 */
export function restateDollars(
  amount: number | null,
  fromYear: number,
  cpi: CpiTable,
  baseYear: number = latestCpiYear(cpi),
): number | null {
  if (amount === null) return null;
  const from = cpiOf(cpi, fromYear);
  const to = cpiOf(cpi, baseYear);
  if (from === undefined || to === undefined) {
    throw new RangeError(`No CPI value for ${from === undefined ? fromYear : baseYear}.`);
  }
  return (amount * to) / from;
}

/**
 * Parses the shared `cpi-u-annual.csv` text (header `year,cpi_u_annual_average`) into a
 * table. Pure string work; reading the file is the caller's job.
 */
export function parseCpiCsv(text: string): Map<number, number> {
  const table = new Map<number, number>();
  for (const line of text.split(/\r?\n/).slice(1)) {
    const [year, value] = line.split(',');
    if (!year || !value) continue;
    const y = Number(year);
    const v = Number(value);
    if (!Number.isInteger(y) || !Number.isFinite(v) || v <= 0) {
      throw new RangeError(`Bad CPI line: "${line}"`);
    }
    table.set(y, v);
  }
  return table;
}

const MERGED_FILE = /MERGED(\d{4})_(\d{2})_PP\.csv$/i;

/** Academic-year start of a `MERGEDyyyy_yy_PP.csv` name (a path is fine), or null. */
function mergedStartYear(fileName: string): number | null {
  const match = MERGED_FILE.exec(fileName);
  if (!match) return null;
  const start = Number(match[1]);
  // The two halves must be consecutive years (2021_22), or the name is not a yearly file.
  return (start + 1) % 100 === Number(match[2]) ? start : null;
}

/**
 * The ranking `year` of a Scorecard yearly file: the calendar year in which its academic
 * year ends (`MERGED2022_23_PP.csv` → 2023). Null for any other file name.
 */
export function scorecardFileYear(fileName: string): number | null {
  const start = mergedStartYear(fileName);
  return start === null ? null : start + 1;
}

/** Columns published for the file's own academic year (not the year before). */
const PUBLISHED_PRICE = /^(TUITIONFEE_|ROOMBOARD_|BOOKSUPPLY|OTHEREXPENSE_)/i;

/**
 * Dollar year of a cost column in a yearly file. Net price and cost of attendance
 * (NPT4*, COSTT4_*, the default) describe the previous academic year, so they are in
 * dollars of the calendar year in which that year ends: NPT4 in `MERGED2021_22_PP.csv`
 * describes AY 2020-21 → 2021 dollars. Published prices (TUITIONFEE_*, ROOMBOARD_*,
 * BOOKSUPPLY, OTHEREXPENSE_*) describe the file's own year: 2022 dollars there.
 * Null for a name that is not a yearly file.
 */
export function scorecardCostDollarYear(fileName: string, column = 'NPT4'): number | null {
  const start = mergedStartYear(fileName);
  if (start === null) return null;
  return PUBLISHED_PRICE.test(column) ? start + 1 : start;
}

/**
 * Dollar year from a cohort-map cell of `data_dictionary.csv` (`MERGED_yyyy_yy_COHORT`):
 * "… inflation adjusted to 2022 dollars" → 2022 (earnings state it); "AcadYr 2020-21, …"
 * → 2021 (the calendar year in which the academic year ends). Null for `NA` or other text.
 */
export function cohortDollarYear(cohort: string | null): number | null {
  if (cohort === null) return null;
  const adjusted = /adjusted to (\d{4}) dollars/i.exec(cohort);
  if (adjusted) return Number(adjusted[1]);
  const academic = /AcadYr (\d{4})-\d{2}/i.exec(cohort);
  return academic ? Number(academic[1]) + 1 : null;
}
