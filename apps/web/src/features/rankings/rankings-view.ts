import {
  type AdvancedRankingsInput,
  CONTROLS,
  type Control,
  CREDENTIALS,
  DEFAULT_DIRECTION,
  DEFAULT_RANKING_HORIZON,
  FREE_RANKING_SORTS,
  INCOME_BANDS,
  type IncomeBand,
  RANKING_HORIZONS,
  RANKING_SORTS,
  type RankingSort,
  type RankingType,
  stateCodeOf,
  type UsStateCode,
} from '@degreeworth/core';
import type { ReaderContext } from '@/lib/scenario-link';

/**
 * What the rankings page shows, kept in the address (/#/rankings?state=MA&page=2) so a view
 * can be shared, reloaded and left with the back button. Unknown or malformed values fall
 * back to the defaults instead of failing.
 */
export interface RankingsView {
  list: 'all' | 'favorites';
  year: number | undefined;
  state: UsStateCode | undefined;
  type: RankingType;
  page: number;
  sort: RankingSort;
  /** Undefined: the column's natural direction (DEFAULT_DIRECTION). */
  direction: 'asc' | 'desc' | undefined;
  horizon: (typeof RANKING_HORIZONS)[number];
  income: IncomeBand;
  control: Control[];
  search: string;
}

export const DEFAULT_VIEW: RankingsView = {
  list: 'all',
  year: undefined,
  state: undefined,
  type: 'bachelors',
  page: 1,
  sort: 'npv',
  direction: undefined,
  horizon: DEFAULT_RANKING_HORIZON,
  income: 'all',
  control: [],
  search: '',
};

const oneOf = <T extends string | number>(list: readonly T[], value: unknown): T | undefined =>
  list.find((item) => String(item) === value);

function wholeNumber(value: string | null, min: number): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min ? n : undefined;
}

export function parseView(params: URLSearchParams): RankingsView {
  const get = (key: string) => params.get(key);
  const controls = (get('control') ?? '').split(',');
  return {
    list: get('view') === 'favorites' ? 'favorites' : 'all',
    year: wholeNumber(get('year'), 1990),
    state: (get('state') && stateCodeOf(get('state')!)) || undefined,
    type: oneOf(CREDENTIALS, get('type')) ?? DEFAULT_VIEW.type,
    page: wholeNumber(get('page'), 1) ?? 1,
    sort: oneOf(RANKING_SORTS, get('sort')) ?? DEFAULT_VIEW.sort,
    direction: oneOf(['asc', 'desc'] as const, get('dir')),
    horizon: oneOf(RANKING_HORIZONS, get('horizon')) ?? DEFAULT_VIEW.horizon,
    income:
      oneOf(
        INCOME_BANDS.map((b) => b.key),
        get('income'),
      ) ?? DEFAULT_VIEW.income,
    control: CONTROLS.filter((c) => controls.includes(c)),
    search: (get('q') ?? '').trim(),
  };
}

/** The address form of a view; defaults are left out so the plain /rankings stays plain. */
export function viewParams(view: RankingsView): URLSearchParams {
  const entries: [string, string | undefined][] = [
    ['view', view.list === 'favorites' ? 'favorites' : undefined],
    ['year', view.year?.toString()],
    ['state', view.state],
    ['type', view.type === DEFAULT_VIEW.type ? undefined : view.type],
    ['sort', view.sort === DEFAULT_VIEW.sort ? undefined : view.sort],
    ['dir', view.direction],
    ['horizon', view.horizon === DEFAULT_VIEW.horizon ? undefined : String(view.horizon)],
    ['income', view.income === DEFAULT_VIEW.income ? undefined : view.income],
    ['control', view.control.length > 0 ? view.control.join(',') : undefined],
    ['q', view.search || undefined],
    ['page', view.page > 1 ? String(view.page) : undefined],
  ];
  return new URLSearchParams(entries.filter((e): e is [string, string] => e[1] !== undefined));
}

/**
 * The reader's home state and family-income band as the view's filters say them: what
 * "Add to my scenario" carries to the calculator.
 */
export function readerOf(view: RankingsView): ReaderContext {
  const reader: ReaderContext = {};
  if (view.state) reader.state = view.state;
  if (view.income !== DEFAULT_VIEW.income) reader.income = view.income;
  return reader;
}

/** The order a view asks for, in the direction the API will use. */
export function directionOf(view: RankingsView): 'asc' | 'desc' {
  return view.direction ?? DEFAULT_DIRECTION[view.sort];
}

/** True when the view needs POST /rankings/universities rather than the plain GET /rankings. */
export function isAdvanced(view: RankingsView): boolean {
  return (
    view.sort !== DEFAULT_VIEW.sort ||
    directionOf(view) !== DEFAULT_DIRECTION[DEFAULT_VIEW.sort] ||
    hasProFilters(view)
  );
}

/** Horizon, income band, control or name search: Individual Pro only. */
export function hasProFilters(view: RankingsView): boolean {
  return (
    view.horizon !== DEFAULT_VIEW.horizon ||
    view.income !== DEFAULT_VIEW.income ||
    view.control.length > 0 ||
    view.search !== ''
  );
}

/** Sorts every signed-in user may use: name, net price and the default ROI order. */
export function isFreeSort(sort: RankingSort): boolean {
  return FREE_RANKING_SORTS.includes(sort);
}

/** The body of POST /rankings/universities for a view (defaults left out). */
export function advancedBody(view: RankingsView): Partial<AdvancedRankingsInput> {
  const body: Partial<AdvancedRankingsInput> = {
    page: view.page,
    type: view.type,
    sort: view.sort,
    direction: directionOf(view),
  };
  if (view.year !== undefined) body.year = view.year;
  if (view.state) body.state = view.state;
  if (view.horizon !== DEFAULT_VIEW.horizon) body.horizon = view.horizon;
  if (view.income !== DEFAULT_VIEW.income) body.income = view.income;
  if (view.control.length > 0) body.control = view.control;
  if (view.search) body.search = view.search;
  return body;
}

/**
 * How an order's direction reads, as a key of the rankings texts' `direction`: "A to Z" / "Z to
 * A" for the name, city and state, else "highest first" / "lowest first" (the caption of the
 * results and the phone's Sort by select).
 */
export function directionKey(
  sort: string,
  direction: 'asc' | 'desc',
): 'az' | 'za' | 'highest' | 'lowest' {
  if (sort === 'name' || sort === 'city' || sort === 'state')
    return direction === 'asc' ? 'az' : 'za';
  return direction === 'desc' ? 'highest' : 'lowest';
}
