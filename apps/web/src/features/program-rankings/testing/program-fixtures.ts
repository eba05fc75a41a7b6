/**
 * Test-only: the answers of GET /programs/rankings and GET /programs/fields built from real data.
 * Each program row is a real college's program as the API computes it (the college page
 * fixtures' `universityPage(...).programs`: the Field of Study releases of ../shared/data merged
 * by the engine, with the college's net price and completion rate), never an invented number.
 */
import {
  CIP_FAMILY_TITLES,
  CREDENTIAL_TITLES,
  type Control,
  earningsTestEstimate,
  PROGRAM_DEFAULT_DIRECTION,
  type ProgramFieldsResponse,
  ProgramFieldsResponseSchema,
  type ProgramRankingRow,
  type ProgramRankingSort,
  type ProgramRankingsResponse,
  ProgramRankingsResponseSchema,
  type UniversityResponse,
} from '@degreeworth/core';
import { sharedRows } from '@/testing/shared-data';
// Test-only reach into the college rankings' real-data fixtures (the importer's own derivation);
// copying them here would let the two drift. Moving them to src/testing would drop this.
// eslint-disable-next-line import-x/no-restricted-paths
import { DOLLAR_YEAR, universityPage, YEAR } from '../../rankings/testing/scorecard-fixtures';

export const MIT = 166683;
export const CARNEGIE_MELLON = 211440;
export const BERKELEY = 110635;
/** Its bachelor's Computer Science 1-year earnings are privacy-suppressed (PS) in the data. */
export const SAN_JOSE_STATE = 122755;
export const OHIO_STATE = 204796;

const pages = new Map<number, UniversityResponse>();
const collegeOf = (unitId: number) => {
  if (!pages.has(unitId)) pages.set(unitId, universityPage(unitId, null));
  return pages.get(unitId)!;
};

/** A real college's program (`cip` 4-digit, CREDLEV `level`) as a ranking row, not yet ranked. */
export function programRow(unitId: number, cip: string, level = 3): ProgramRankingRow {
  const college = collegeOf(unitId);
  const p = college.programs.find((x) => x.cip === cip && x.credential_level === level);
  if (!p) throw new Error(`${college.name} has no program ${cip} at level ${level}`);
  return {
    rank: null,
    university_id: college.university_id,
    name: college.name,
    city: college.city,
    state: college.state,
    control: college.control,
    cip: p.cip,
    title: p.title,
    credential_level: p.credential_level,
    credential: p.credential,
    completers: p.completers,
    earnings_1yr: p.earnings_1yr,
    earnings_4yr: p.earnings_4yr,
    earnings_5yr: p.earnings_5yr,
    // As the importer stores it: the core estimate against the college page's baseline.
    earnings_test: earningsTestEstimate(p, {
      value: college.baseline_earnings,
      state: college.state,
      surveyYear: null,
      dollarYear: college.dollar_year,
    }).status,
    earnings_test_benchmark: college.baseline_earnings,
    median_debt: p.median_debt,
    monthly_payment: p.monthly_payment,
    debt_to_earnings: p.debt_to_earnings,
    npv: p.npv,
    break_even_years: p.break_even_years,
    reasons: p.reasons,
    sources: p.sources,
  };
}

interface Order {
  sort?: ProgramRankingSort;
  direction?: 'asc' | 'desc';
  horizon?: number;
}

const sortKey = (row: ProgramRankingRow, sort: ProgramRankingSort, horizon: number) =>
  sort === 'name' ? row.name : sort === 'npv' ? row.npv[String(horizon) as '20'] : row[sort];

/**
 * The rows in the API's order: those with the sort key by it (ranked from 1 + offset), then
 * those without it, unranked.
 */
export function rankPrograms(rows: ProgramRankingRow[], order: Order = {}, offset = 0) {
  const sort = order.sort ?? 'npv';
  const direction = order.direction ?? PROGRAM_DEFAULT_DIRECTION[sort];
  const horizon = order.horizon ?? 20;
  const sign = direction === 'asc' ? 1 : -1;
  const known = rows.filter((r) => sortKey(r, sort, horizon) !== null);
  known.sort((a, b) => {
    const [x, y] = [sortKey(a, sort, horizon)!, sortKey(b, sort, horizon)!];
    return sign * (typeof x === 'string' ? x.localeCompare(y as string) : x - (y as number));
  });
  const unknown = rows.filter((r) => sortKey(r, sort, horizon) === null);
  return [
    ...known.map((r, i) => ({ ...r, rank: offset + i + 1 })),
    ...unknown.map((r) => ({ ...r, rank: null })),
  ];
}

interface PageOptions extends Order {
  program?: string;
  credential?: number;
  state?: string;
  control?: Control;
  page?: number;
  total?: number;
  hideAtRisk?: boolean;
}

/** A GET /programs/rankings answer with these rows, checked against the API's schema. */
export function programRankingPage(
  rows: ProgramRankingRow[],
  options: PageOptions = {},
): ProgramRankingsResponse {
  const page = options.page ?? 1;
  const sort = options.sort ?? 'npv';
  const horizon = options.horizon ?? 20;
  const data = rankPrograms(rows, options, (page - 1) * 20);
  const credential = options.credential ?? 3;
  const title = options.program ? fieldTitle(options.program, credential) : null;
  return ProgramRankingsResponseSchema.parse({
    data,
    page,
    per_page: 20,
    total: options.total ?? data.length,
    ranked: data.filter((r) => r.rank !== null).length,
    year: YEAR,
    dollar_year: DOLLAR_YEAR,
    program: options.program ? { cip: options.program, title } : null,
    credential: { level: credential, title: CREDENTIAL_TITLES[credential] },
    state: options.state ?? null,
    control: options.control ?? null,
    hide_at_risk: options.hideAtRisk ?? false,
    order: {
      sort,
      direction: options.direction ?? PROGRAM_DEFAULT_DIRECTION[sort],
      horizon,
    },
  });
}

/** The Field of Study releases of the default data set (the newer one's titles win). */
const RELEASES = ['FieldOfStudyData1920_2021_PP.csv', 'FieldOfStudyData1819_1920_PP.csv'];

/**
 * GET /programs/fields of a credential from the shared Field of Study files: each 2-digit family
 * (its CIP title) followed by its 4-digit fields (their published title), with how many
 * colleges publish each.
 */
export function programFields(credential = 3): ProgramFieldsResponse {
  const colleges = new Map<string, Set<string>>();
  const titles = new Map<string, string>();
  for (const release of RELEASES) {
    for (const row of sharedRows(`2026/field-of-study/${release}`)) {
      if (row.CREDLEV !== String(credential) || !/^\d{4}$/.test(row.CIPCODE ?? '')) continue;
      const cip = row.CIPCODE!;
      if (!titles.has(cip)) titles.set(cip, row.CIPDESC!);
      if (!colleges.has(cip)) colleges.set(cip, new Set());
      colleges.get(cip)!.add(row.UNITID!);
    }
  }
  const fields: ProgramFieldsResponse['fields'] = [];
  let family: ProgramFieldsResponse['fields'][number] | undefined;
  for (const cip of [...titles.keys()].sort()) {
    const code = cip.slice(0, 2);
    if (family?.cip !== code) {
      family = { cip: code, title: CIP_FAMILY_TITLES[code] ?? `CIP ${code}`, programs: 0 };
      fields.push(family);
    }
    const programs = colleges.get(cip)!.size;
    family.programs += programs;
    fields.push({ cip, title: titles.get(cip)!, programs });
  }
  return ProgramFieldsResponseSchema.parse({
    credential: { level: credential, title: CREDENTIAL_TITLES[credential] },
    fields,
  });
}

/** A field's title as the fields list names it. */
export function fieldTitle(cip: string, credential = 3): string {
  return programFields(credential).fields.find((f) => f.cip === cip)?.title ?? `CIP ${cip}`;
}
