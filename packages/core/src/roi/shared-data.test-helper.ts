/**
 * Test-only readers of the shared data beside the repository (`../shared/data`), imported
 * at test time through Vite's `?raw` (see vite-raw.d.ts) and never copied into the repo.
 * Not exported from the package.
 */
import cpiCsv from '../../../../../shared/data/2026/cpi-u-annual.csv?raw';
import acsCsv from '../../../../../shared/data/2026/acs_2024_1yr_B20004_median_earnings_by_state.csv?raw';
import merged2021Csv from '../../../../../shared/data/scorecard/MERGED2020_21_PP.csv?raw';
import merged2022Csv from '../../../../../shared/data/scorecard/MERGED2021_22_PP.csv?raw';
import majorsCsv from '../../../../../shared/data/majors/all-ages.csv?raw';
import { parseCsvRows, scorecardNumber } from '../scorecard/csv';
import { parseCpiCsv } from './dollars';

export const sharedCpi = parseCpiCsv(cpiCsv);

type Row = Record<string, string>;

/** NULL, PrivacySuppressed, PS, NA and empty → null: a missing value, never 0. */
export const numberOrNull = scorecardNumber;

/** UNITID is the first column: find the line first, parse only it. */
function byUnitId(text: string, unitId: number): Row {
  const header = text.slice(0, text.indexOf('\n'));
  const line = text.split('\n').find((l) => l.startsWith(`${unitId},`));
  if (!line) throw new Error(`UNITID ${unitId} not found`);
  return parseCsvRows(`${header}\n${line}`)[0]!;
}

/** A row of MERGED2020_21_PP.csv (earnings) and of MERGED2021_22_PP.csv (costs, completion). */
export function scorecardRows(unitId: number) {
  return { y2021: byUnitId(merged2021Csv, unitId), y2022: byUnitId(merged2022Csv, unitId) };
}

/** ACS 2024 median earnings of high-school graduates in a state (2024 dollars). */
export function acsHighSchoolMedian(state: string): number | null {
  return numberOrNull(parseCsvRows(acsCsv).find((r) => r.STABBR === state)?.MDN_EARN_HS_GRAD);
}

/** all-ages.csv rows with the columns the major ratio needs. */
export function nationalMajors() {
  return parseCsvRows(majorsCsv).map((r) => ({
    code: r.Major_code!,
    major: r.Major!,
    category: r.Major_category!,
    median: numberOrNull(r.Median),
    total: numberOrNull(r.Total),
  }));
}
