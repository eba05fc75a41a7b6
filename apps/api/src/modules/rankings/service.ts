import {
  type AdvancedRankingsInput,
  DEFAULT_RANKING_HORIZON,
  INCOME_BANDS,
  type RankingsQuery,
  type RankingsResponse,
  DEFAULT_DIRECTION,
} from '@degreeworth/core';
import type { Db } from '../../db/client';
import { noRankingsMessage, readImportRecord } from '../../importer/status';
import type { EncodedJson } from '../../lib/encoded-json';
import { ValidationError } from '../../lib/errors';
import type { UserRow } from '../../lib/sessions';
import { assertMayUseAdvanced, assertVisitorMayList } from './access';
import type { Catalog, RankingsCatalog } from './catalog';
import { fieldOf, type RankingOrder } from './columns';
import { favoriteKey, type FavoriteKeys } from './favorites-repository';
import { pageKey } from './cache-key';
import { findFavoriteIds, type RankingFilter } from './repository';
import { keyValue, reasonFor, toRankingRow } from './serialize';
import { CachedPage, serializePage, type SerializedPages } from './serialized-pages';

export interface RankingsServiceDeps {
  db: Db;
  /** Shared with the favorites and the college page (one cache of years and vintages). */
  catalog: RankingsCatalog;
  /** The answers as JSON text, per generation and query (memory, and Redis when configured). */
  pages: SerializedPages;
}

/** What a ranking call answers: JSON text kept to be sent again (serialized-pages.ts). */
export type RankingsBody = EncodedJson;

/**
 * The signed-in user, and that user's favorites when they were read with the session
 * (findLiveSessionWithFavorites); without them, is_favorite costs a query of its own.
 */
export interface RankingViewer {
  user: UserRow;
  favorites?: FavoriteKeys;
}

interface RankingRequest {
  filter: Omit<RankingFilter, 'year'> & { year?: number };
  order: RankingOrder;
  page: number;
  perPage: number;
}

const DEFAULT_ORDER: RankingOrder = {
  sort: 'npv',
  direction: 'desc',
  horizon: DEFAULT_RANKING_HORIZON,
  income: 0,
};

const yearsText = (years: number[]) =>
  years.length > 1 ? `${years[0]}–${years[years.length - 1]}` : String(years[0]);

/** The requested year, or the newest; 400 for a year without figures. */
function resolveYear(catalog: Catalog, year: number | undefined): number {
  const newest = catalog.years[catalog.years.length - 1]!;
  if (year === undefined) return newest;
  if (catalog.years.includes(year)) return year;
  const message = `No rankings for year ${year}. Years with data: ${yearsText(catalog.years)}.`;
  throw new ValidationError(message, { year: [message] });
}

function baseAnswer(req: RankingRequest): RankingsResponse {
  return {
    data: [],
    page: req.page,
    per_page: req.perPage,
    total: 0,
    ranked: 0,
    year: null,
    type: req.filter.type,
    state: req.filter.state ?? null,
    years: [],
    dollar_year: null,
    order: { ...req.order, income: INCOME_BANDS[req.order.income]!.key },
    vintage: null,
  };
}

const NO_FAVORITES: ReadonlySet<number> = new Set();

/** Which of `ids` are among `favorites` (read with the session) for the filter's type. */
function favoriteIdsAmong(favorites: FavoriteKeys, type: string, ids: number[]) {
  if (favorites.size === 0) return NO_FAVORITES;
  return new Set(ids.filter((id) => favorites.has(favoriteKey(type, id))));
}

export function createRankingsService(deps: RankingsServiceDeps) {
  const { catalog } = deps;

  /** Which of the listed colleges the viewer has marked as favorites of the filter's type. */
  async function favoritesAmong(viewer: RankingViewer, type: string, ids: number[]) {
    const { favorites } = viewer;
    if (!favorites) return findFavoriteIds(deps.db, viewer.user.id, type, ids);
    return favoriteIdsAmong(favorites, type, ids);
  }

  /** The answer of one page, the same for every viewer (no is_favorite). */
  async function rank(req: RankingRequest, catalogNow: Catalog, year: number) {
    const filter: RankingFilter = { ...req.filter, year };
    const offset = (req.page - 1) * req.perPage;
    const { rows, ...counts } = await catalog.page(catalogNow, filter, req.order, {
      limit: req.perPage,
      offset,
    });
    const field = fieldOf(req.order.sort, req.order.horizon);
    const data = rows.map((r, i) => {
      const known = keyValue(r, field, req.order.income) !== null;
      const row = toRankingRow(r, {
        income: req.order.income,
        rank: known ? offset + i + 1 : null,
        unrankedReason: null,
      });
      if (!known) row.unranked_reason = reasonFor(row, field);
      return row;
    });
    return {
      ...baseAnswer(req),
      data,
      total: counts.total,
      ranked: counts.ranked,
      year,
      years: catalogNow.years,
      dollar_year: catalogNow.dollarYear(year),
      vintage: catalogNow.vintage(year),
    } satisfies RankingsResponse;
  }

  /**
   * The page's text for this viewer: computed and serialized once per generation and query
   * (the key names everything the answer echoes), then is_favorite merged for a signed-in user.
   */
  async function serve(
    req: RankingRequest,
    catalogNow: Catalog,
    year: number,
    viewer: RankingViewer | undefined,
  ): Promise<RankingsBody> {
    const filter: RankingFilter = { ...req.filter, year };
    const range = { limit: req.perPage, offset: (req.page - 1) * req.perPage };
    const key = textKey(catalogNow.generation, filter, req.order, range);
    const page = await deps.pages.get(key, () => rank(req, catalogNow, year));
    const favorites = viewer ? await favoritesAmong(viewer, filter.type, page.page.ids) : null;
    return page.forViewer(favorites);
  }

  /** Unknown year (400) first, then the plan rule `check`, then the read. */
  async function answer(
    req: RankingRequest,
    viewer: RankingViewer | undefined,
    check: (c: Catalog) => void,
  ): Promise<RankingsBody> {
    const catalogNow = await catalog.current();
    if (catalogNow.years.length === 0) {
      // Being prepared, failed, or not imported yet: the import's state in the database, so
      // every process knows it, whichever ran the import.
      const message = noRankingsMessage(await readImportRecord(deps.db));
      const empty = { ...baseAnswer(req), message };
      return new CachedPage(serializePage(empty)).forViewer(viewer ? new Set() : null);
    }
    const year = resolveYear(catalogNow, req.filter.year);
    check(catalogNow);
    return serve(req, catalogNow, year, viewer);
  }

  return {
    /** GET /rankings: the default ROI order, page by page (visitors: page 1 only). */
    list(query: RankingsQuery, viewer: RankingViewer | undefined): Promise<RankingsBody> {
      const req: RankingRequest = {
        filter: { year: query.year, type: query.type, state: query.state },
        order: DEFAULT_ORDER,
        page: query.page,
        perPage: query.per_page,
      };
      return answer(req, viewer, (c) => {
        if (!viewer) assertVisitorMayList(query, c.years[c.years.length - 1]!);
      });
    },

    /** POST /rankings/universities: any column, direction, horizon, income band and filters. */
    async advanced(input: AdvancedRankingsInput, viewer: RankingViewer): Promise<RankingsBody> {
      await assertMayUseAdvanced(deps.db, input, viewer.user);
      const sort = input.sort ?? 'npv';
      const req: RankingRequest = {
        filter: {
          year: input.year,
          type: input.type,
          state: input.state,
          control: input.control,
          search: input.search,
          bounds: boundsOf(input),
        },
        order: {
          sort,
          direction: input.direction ?? DEFAULT_DIRECTION[sort],
          horizon: input.horizon ?? DEFAULT_RANKING_HORIZON,
          income: Math.max(
            0,
            INCOME_BANDS.findIndex((b) => b.key === (input.income ?? 'all')),
          ),
        },
        page: input.page,
        perPage: input.per_page,
      };
      return answer(req, viewer, () => undefined);
    },
  };
}

/**
 * The key of a kept answer: everything the answer depends on or echoes (the order as asked,
 * horizon included). The default list's few short parameters are joined as they are; a query
 * with a search or bounds is hashed (cache-key.ts), so its key stays short.
 */
function textKey(
  generation: string | null,
  filter: RankingFilter,
  order: RankingOrder,
  range: { limit: number; offset: number },
): string {
  const { sort, direction, horizon, income } = order;
  const ordered = `${sort}:${direction}:${horizon}:${income}`;
  if (filter.search === undefined && !filter.bounds?.length && !filter.control?.length) {
    const where = `${filter.year}:${filter.type}:${filter.state ?? ''}`;
    return `${generation}|${where}|${ordered}|${range.limit}:${range.offset}`;
  }
  return `${pageKey(generation, filter, order, range)}|${ordered}`;
}

/** min/max filters as bounds on row fields (npv at the chosen horizon). */
function boundsOf(input: AdvancedRankingsInput): RankingFilter['bounds'] {
  const horizon = input.horizon ?? DEFAULT_RANKING_HORIZON;
  const columns = new Set([...Object.keys(input.min ?? {}), ...Object.keys(input.max ?? {})]);
  return [...columns].map((column) => ({
    field: fieldOf(column as 'npv', horizon),
    min: input.min?.[column as keyof typeof input.min],
    max: input.max?.[column as keyof typeof input.max],
  }));
}

export type RankingsService = ReturnType<typeof createRankingsService>;
