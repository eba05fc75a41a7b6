import { z } from 'zod';
import type { Language } from '../constants';
import type { CohortMap } from './cohorts';

/**
 * The Field of Study files (FieldOfStudyDataYYYY_YYYY_PP.csv): which cohort and dollars each
 * program figure is in, as the data dictionary's FieldOfStudy_Cohort_Map sheet states it, and
 * which columns each figure of a program is read from.
 */

/** A program figure the product shows, and the official columns it is read from, in order. */
export const PROGRAM_FIGURE_COLUMNS = {
  completers: ['IPEDSCOUNT1', 'IPEDSCOUNT2'],
  // Files before 2019-20 publish 1-year earnings only for the highest credential (HI_1YR).
  earnings_1yr: ['EARN_MDN_1YR', 'EARN_MDN_HI_1YR'],
  earnings_4yr: ['EARN_MDN_4YR'],
  earnings_5yr: ['EARN_MDN_5YR'],
  median_debt: ['DEBT_ALL_STGP_EVAL_MDN'],
} as const satisfies Record<string, readonly string[]>;

export type ProgramFigureKey = keyof typeof PROGRAM_FIGURE_COLUMNS;
export const PROGRAM_FIGURE_KEYS = Object.keys(PROGRAM_FIGURE_COLUMNS) as ProgramFigureKey[];

/**
 * The cohort-map column of a field-of-study file: FieldOfStudyData1920_2021_PP.csv →
 * FOS_1920_2021_COHORT, the most-recent file → FOS_MOST_RECENT_COHORT; null for other names.
 */
export function fieldOfStudyCohortKey(fileName: string): string | null {
  const yearly = /^FieldOfStudyData(\d{4})_(\d{4})_PP\.csv$/i.exec(fileName);
  if (yearly) return `FOS_${yearly[1]}_${yearly[2]}_COHORT`;
  if (/^Most-Recent-Cohorts-Field-of-Study/i.test(fileName)) return 'FOS_MOST_RECENT_COHORT';
  return null;
}

/**
 * The releases a program's figures are read from: for each figure of PROGRAM_FIGURE_COLUMNS
 * the newest release whose FieldOfStudy_Cohort_Map column publishes it, and the newest release
 * of all (the programs' list and titles). The official download holds six yearly releases of
 * ~230,000 rows each; as of the 2025 dictionary two of them publish every figure the product
 * shows (debt is missing from the newest), so the others are not imported. A release the
 * dictionary does not describe is kept (nothing says what it lacks); without a
 * field-of-study map at all, every release is.
 */
export function fieldOfStudyReleasesUsed<F extends { name: string; year: number | null }>(
  files: readonly F[],
  cohorts: CohortMap,
): F[] {
  const newest = [...files].sort((a, b) => (b.year ?? 9999) - (a.year ?? 9999));
  const mapped = (f: F) => {
    const key = fieldOfStudyCohortKey(f.name);
    return key !== null && cohorts.get('CIPCODE')?.has(key) === true;
  };
  if (!newest.some(mapped)) return newest;
  const used = new Set<F>(newest.filter((f) => !mapped(f)));
  if (newest[0]) used.add(newest[0]);
  // A figure read from either of two columns (1-year earnings) ends with the newest release
  // that publishes one of them.
  for (const columns of Object.values(PROGRAM_FIGURE_COLUMNS)) {
    const publishes = (f: F) =>
      columns.some((c) => cohorts.get(c)?.has(fieldOfStudyCohortKey(f.name)!) === true);
    const publisher = newest.find((f) => mapped(f) && publishes(f));
    if (publisher) used.add(publisher);
  }
  return newest.filter((f) => used.has(f));
}

/** Where a program figure comes from: its file, cohort, years measured and dollars. */
export const ProgramSourceSchema = z.object({
  /** The official file the figure was read from. */
  file: z.string(),
  /** Academic years of the graduates it describes ("2018-19", "2019-20"); empty when unknown. */
  cohort: z.array(z.string()),
  /** Calendar years the earnings were measured in; empty for counts and debt. */
  measured: z.array(z.number().int()),
  /** The dollars the file states it in, or the year assumed (then `dollar_year_assumed`). */
  dollar_year: z.number().int().nullable(),
  dollar_year_assumed: z.boolean(),
});
export type ProgramSource = z.infer<typeof ProgramSourceSchema>;

/** The vintage a cohort-map cell states for one column of one file. */
export interface CohortVintage {
  cohort: string[];
  measured: number[];
  /** "inflation adjusted to 2022 dollars" → 2022; null when the cell names no dollars. */
  statedDollarYear: number | null;
}

/**
 * Reads a FieldOfStudy_Cohort_Map cell: "Treasury AY2018-19, AY2019-20 pooled earnings cohort
 * measured in CY2020, CY2021, inflation adjusted to 2022 dollars", "NSLDS pooled AY2018-19,
 * AY2019-20 cohort", "AY2019-20 reported in IPEDS DCY2020-21".
 */
export function cohortVintage(text: string | null | undefined): CohortVintage {
  const cell = text ?? '';
  const cohort = [...cell.matchAll(/\bAY(\d{4}-\d{2})\b/g)].map((m) => m[1]!);
  const measuredPart = /measured in ([^a-z]*)/.exec(cell)?.[1] ?? '';
  const measured = [...measuredPart.matchAll(/\bCY(\d{4})\b/g)].map((m) => Number(m[1]));
  const adjusted = /adjusted to (\d{4}) dollars/i.exec(cell);
  return {
    cohort: [...new Set(cohort)],
    measured,
    statedDollarYear: adjusted ? Number(adjusted[1]) : null,
  };
}

/**
 * The dollars of a debt figure whose cell states none. Federal loan debt is reported as
 * borrowed, not adjusted for inflation; it is taken to be in dollars of the year the cohort's
 * last academic year ends (AY2019-20 → 2020), and marked as assumed.
 */
export function cohortEndYear(cohort: readonly string[]): number | null {
  const ends = cohort.map((ay) => Number(ay.slice(0, 4)) + 1);
  return ends.length ? Math.max(...ends) : null;
}

/** How a program's credential level (CREDLEV) is written. */
export const CREDENTIAL_TITLES: Readonly<Record<number, string>> = {
  1: 'Undergraduate certificate',
  2: "Associate's degree",
  3: "Bachelor's degree",
  4: 'Post-baccalaureate certificate',
  5: "Master's degree",
  6: 'Doctoral degree',
  7: 'First professional degree',
  8: 'Graduate certificate',
};

export function credentialTitle(level: number | null): string | null {
  return level === null ? null : (CREDENTIAL_TITLES[level] ?? null);
}

/**
 * Who the program figures describe: the Field of Study earnings and debt count only graduates
 * who received federal student aid (Title IV), as the Treasury and loan records cover them.
 */
export const PROGRAM_POPULATION_NOTE =
  'Earnings and debt count only graduates who received federal student aid.';

/** The words of a program figure's source in each language of the site. */
const SOURCE_WORDS = {
  en: {
    population: PROGRAM_POPULATION_NOTE,
    graduates: (cohorts: string) => `${cohorts} graduates`,
    earnings: (years: string) => `earnings of ${years}`,
    dollars: (year: number, assumed: boolean) => `${year} dollars${assumed ? ' (assumed)' : ''}`,
    notStated: 'cohort not stated',
    and: 'and',
  },
  es: {
    population:
      'Los ingresos y la deuda cuentan solo a los graduados que recibieron ayuda federal para estudiantes.',
    graduates: (cohorts: string) => `graduados de ${cohorts}`,
    earnings: (years: string) => `ingresos de ${years}`,
    dollars: (year: number, assumed: boolean) =>
      `dólares de ${year}${assumed ? ' (supuesto)' : ''}`,
    notStated: 'cohorte no indicada',
    and: 'y',
  },
} as const satisfies Record<Language, unknown>;

/** PROGRAM_POPULATION_NOTE in a language of the site. */
export const programPopulationNote = (language: Language = 'en'): string =>
  SOURCE_WORDS[language].population;

/** "2018-19 and 2019-20 graduates; earnings of 2020 and 2021; 2022 dollars" for a figure. */
export function describeProgramSource(source: ProgramSource, language: Language = 'en'): string {
  const w = SOURCE_WORDS[language];
  const join = (items: readonly string[]) => joinAnd(items, w.and);
  const parts: string[] = [];
  if (source.cohort.length) parts.push(w.graduates(join(source.cohort)));
  if (source.measured.length) parts.push(w.earnings(join(source.measured.map(String))));
  if (source.dollar_year !== null)
    parts.push(w.dollars(source.dollar_year, source.dollar_year_assumed));
  return parts.length ? parts.join('; ') : w.notStated;
}

function joinAnd(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}
