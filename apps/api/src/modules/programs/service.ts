import {
  CIP_FAMILY_TITLES,
  type Control,
  type EarningsTestStatus,
  credentialTitle,
  DEFAULT_RANKING_HORIZON,
  FREE_PROGRAM_SORTS,
  hasFullAccess,
  PROGRAM_DEFAULT_DIRECTION,
  PROGRAM_RANKINGS_TEXTS,
  type ProgramFieldsQuery,
  type ProgramFieldsResponse,
  type ProgramRankingRow,
  type ProgramRankingsQuery,
  type ProgramRankingsResponse,
  RANKINGS_PER_PAGE,
  RANKINGS_TEXTS,
} from '@degreeworth/core';
import type { Db } from '../../db/client';
import { unavailableIfCanceled } from '../../db/statement-timeout';
import { noRankingsMessage, readImportRecord } from '../../importer/status';
import { ForbiddenError, UnauthenticatedError } from '../../lib/errors';
import { accessSubjectOf } from '../../lib/plan-access';
import type { UserRow } from '../../lib/sessions';
import type { RankingsCatalog } from '../rankings';
import {
  countPrograms,
  findFieldTitle,
  findProgramFields,
  findProgramPage,
  type ProgramFilter,
  type ProgramOrder,
  type ProgramRankingDbRow,
} from './repository';

export interface ProgramsServiceDeps {
  db: Db;
  /** Ranking reads run on the statement-timeout handle: a slow one is a 503, not a stall. */
  rankingDb: Db;
  catalog: RankingsCatalog;
}

/**
 * Plan rules, the college rankings' own: a visitor sees the first page of the default order
 * for any field and credential; a signed-in user pages, filters by state and sorts by the
 * return or the name; every other sort, the control filter and another horizon need full
 * access (Individual Pro).
 */
function assertVisitorMay(query: ProgramRankingsQuery): void {
  if (query.page > 1 || query.per_page > RANKINGS_PER_PAGE)
    throw new UnauthenticatedError(RANKINGS_TEXTS.signUpForMore);
  if (query.state !== undefined || query.control !== undefined || query.hide_at_risk)
    throw new UnauthenticatedError(PROGRAM_RANKINGS_TEXTS.signUpForFilters);
  if (usesPaidFeature(query) || query.sort !== 'npv')
    throw new UnauthenticatedError(RANKINGS_TEXTS.signUpForMore);
}

function usesPaidFeature(query: ProgramRankingsQuery): boolean {
  return (
    !FREE_PROGRAM_SORTS.includes(query.sort) ||
    query.horizon !== DEFAULT_RANKING_HORIZON ||
    query.control !== undefined
  );
}

async function assertUserMay(db: Db, query: ProgramRankingsQuery, user: UserRow) {
  if (!usesPaidFeature(query) || hasFullAccess(await accessSubjectOf(db, user))) return;
  throw new ForbiddenError(RANKINGS_TEXTS.proRequired);
}

function toRow(d: ProgramRankingDbRow, rank: number | null): ProgramRankingRow {
  const q = d.program;
  return {
    rank,
    university_id: q.universityId,
    name: d.name,
    city: d.city,
    state: d.state,
    control: d.control as Control | null,
    cip: q.cip,
    title: q.title,
    credential_level: q.credentialLevel,
    credential: credentialTitle(q.credentialLevel),
    completers: q.completers,
    earnings_1yr: q.earnings1yr,
    earnings_4yr: q.earnings4yr,
    earnings_5yr: q.earnings5yr,
    earnings_test: q.earningsTest as EarningsTestStatus | null,
    earnings_test_benchmark: q.earningsTestBenchmark,
    median_debt: q.medianDebt,
    monthly_payment: q.monthlyPayment,
    debt_to_earnings: q.debtToEarnings,
    npv: { '10': q.npv10, '15': q.npv15, '20': q.npv20, '30': q.npv30, '40': q.npv40 },
    break_even_years: q.breakEvenYears,
    reasons: { ...q.missing, ...q.figureReasons },
    sources: q.sources ?? {},
  };
}

const SLOW = RANKINGS_TEXTS.tooSlow;

export function createProgramsService(deps: ProgramsServiceDeps) {
  /** The 4-digit fields of a credential in `year`, each family before its codes. */
  async function fieldsOf(year: number, credential: number) {
    const codes = await unavailableIfCanceled(
      findProgramFields(deps.rankingDb, year, credential),
      SLOW,
    );
    const fields: ProgramFieldsResponse['fields'] = [];
    for (const c of codes) {
      const family = c.cip.slice(0, 2);
      const last = fields.findLast((f) => f.cip.length === 2);
      if (last?.cip !== family)
        fields.push({
          cip: family,
          title: CIP_FAMILY_TITLES[family] ?? `CIP ${family}`,
          programs: 0,
        });
      fields.findLast((f) => f.cip === family)!.programs += c.programs;
      fields.push({ cip: c.cip, title: c.title ?? `CIP ${c.cip}`, programs: c.programs });
    }
    return fields;
  }

  const credentialOf = (level: number) => ({ level, title: credentialTitle(level)! });

  /** The title of a family (CIP's) or of a code (its programs' most common one). */
  async function fieldTitle(year: number, credential: number, cip: string | undefined) {
    if (cip === undefined) return null;
    if (cip.length === 2) return CIP_FAMILY_TITLES[cip] ?? `CIP ${cip}`;
    const title = await unavailableIfCanceled(
      findFieldTitle(deps.rankingDb, year, credential, cip),
      SLOW,
    );
    return title ?? `CIP ${cip.slice(0, 2)}.${cip.slice(2)}`;
  }

  return {
    /** GET /programs/rankings: programs of a field and credential by their return. */
    async rankings(
      query: ProgramRankingsQuery,
      user: UserRow | undefined,
    ): Promise<ProgramRankingsResponse> {
      if (!user) assertVisitorMay(query);
      else await assertUserMay(deps.db, query, user);
      const order: ProgramOrder = {
        sort: query.sort,
        direction: query.direction ?? PROGRAM_DEFAULT_DIRECTION[query.sort],
        horizon: query.horizon as ProgramOrder['horizon'],
      };
      const catalog = await deps.catalog.current();
      const year = catalog.years[catalog.years.length - 1] ?? null;
      const base: ProgramRankingsResponse = {
        data: [],
        page: query.page,
        per_page: query.per_page,
        total: 0,
        ranked: 0,
        year,
        dollar_year: year === null ? null : catalog.dollarYear(year),
        program: null,
        credential: credentialOf(query.credential),
        state: query.state ?? null,
        control: query.control ?? null,
        hide_at_risk: query.hide_at_risk ?? false,
        order,
      };
      if (year === null)
        return { ...base, message: noRankingsMessage(await readImportRecord(deps.db)) };
      const filter: ProgramFilter = {
        year,
        credential: query.credential,
        program: query.program,
        state: query.state,
        control: query.control,
        hideAtRisk: query.hide_at_risk,
      };
      const offset = (query.page - 1) * query.per_page;
      const [rows, counts, title] = await Promise.all([
        unavailableIfCanceled(
          findProgramPage(deps.rankingDb, filter, order, { limit: query.per_page, offset }),
          SLOW,
        ),
        unavailableIfCanceled(countPrograms(deps.rankingDb, filter, order), SLOW),
        fieldTitle(year, query.credential, query.program),
      ]);
      return {
        ...base,
        data: rows.map((d, i) => toRow(d, d.key === null ? null : offset + i + 1)),
        total: counts.total,
        ranked: counts.ranked,
        program: query.program === undefined ? null : { cip: query.program, title: title! },
      };
    },

    /** GET /programs/fields: the fields to choose from, for one credential. */
    async fields(query: ProgramFieldsQuery): Promise<ProgramFieldsResponse> {
      const catalog = await deps.catalog.current();
      const year = catalog.years[catalog.years.length - 1];
      return {
        credential: credentialOf(query.credential),
        fields: year === undefined ? [] : await fieldsOf(year, query.credential),
      };
    },
  };
}

export type ProgramsService = ReturnType<typeof createProgramsService>;
