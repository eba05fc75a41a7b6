/**
 * Test-only readers of the shared data beside the repository (`../shared/data`), imported
 * at test time through Vite's `?raw` (see vite-raw.d.ts) and never copied into the repo
 * (CONVENTIONS §4). Not exported from the package.
 */
import cpiCsv from '../../../../../shared/data/cpi/cpi-u-annual.csv?raw';
import acsCsv from '../../../../../shared/data/scorecard/acs_2018_1yr_B20004_median_earnings_by_state.csv?raw';
import merged2021Csv from '../../../../../shared/data/scorecard/MERGED2020_21_PP.csv?raw';
import merged2022Csv from '../../../../../shared/data/scorecard/MERGED2021_22_PP.csv?raw';
import majorsCsv from '../../../../../shared/data/majors/all-ages.csv?raw';
import { parseCpiCsv } from './dollars';

export const sharedCpi = parseCpiCsv(cpiCsv);

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

type Row = Record<string, string>;

function toRow(header: string, line: string): Row {
  const values = cells(line);
  return Object.fromEntries(cells(header).map((n, k) => [n, values[k] ?? '']));
}

function rows(text: string): Row[] {
  const [head, ...lines] = text.split(/\r?\n/).filter((l) => l !== '');
  return lines.map((l) => toRow(head!, l));
}

/** NULL, PrivacySuppressed, PS, NA and empty → null (methodology §1). */
export function numberOrNull(cell: string | undefined): number | null {
  if (cell === undefined || ['', 'NULL', 'PrivacySuppressed', 'PS', 'NA'].includes(cell))
    return null;
  return Number(cell);
}

/** UNITID is the first column: find the line first, parse only it. */
function byUnitId(text: string, unitId: number): Row {
  const header = text.slice(0, text.indexOf('\n'));
  const line = text.split('\n').find((l) => l.startsWith(`${unitId},`));
  if (!line) throw new Error(`UNITID ${unitId} not found`);
  return toRow(header, line);
}

/** A row of MERGED2020_21_PP.csv (earnings) and of MERGED2021_22_PP.csv (costs, completion). */
export function scorecardRows(unitId: number) {
  return { y2021: byUnitId(merged2021Csv, unitId), y2022: byUnitId(merged2022Csv, unitId) };
}

/** ACS 2018 median earnings of high-school graduates in a state (2018 dollars). */
export function acsHighSchoolMedian(state: string): number | null {
  return numberOrNull(rows(acsCsv).find((r) => r.STABBR === state)?.MDN_EARN_HS_GRAD);
}

/** all-ages.csv rows with the columns the major ratio needs. */
export function nationalMajors() {
  return rows(majorsCsv).map((r) => ({
    code: r.Major_code!,
    major: r.Major!,
    category: r.Major_category!,
    median: numberOrNull(r.Median),
    total: numberOrNull(r.Total),
  }));
}
