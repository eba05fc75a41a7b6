import {
  CONTROLS,
  type Control,
  CREDENTIAL_TITLES,
  DEFAULT_PROGRAM_CREDENTIAL,
  DEFAULT_RANKING_HORIZON,
  FREE_PROGRAM_SORTS,
  PROGRAM_DEFAULT_DIRECTION,
  PROGRAM_RANKING_SORTS,
  type ProgramRankingSort,
  type ProgramRankingsResponse,
  RANKING_HORIZONS,
  stateCodeOf,
  type UsStateCode,
} from '@degreeworth/core';
import type { ProgramRankingsArgs, ProgramViewer } from './api/program-rankings-api';

/**
 * What the programs ranking shows, kept in the address
 * (/#/rankings/programs?program=1107&credential=3&state=OH&page=2) so a link reproduces the
 * list. Unknown or malformed values fall back to the defaults instead of failing.
 */
export interface ProgramView {
  /** A 2-digit CIP family ("11") or a 4-digit field ("1107"); undefined: every field. */
  program: string | undefined;
  /** CREDLEV 1–8; 3 is the bachelor's degree. */
  credential: number;
  state: UsStateCode | undefined;
  control: Control | undefined;
  sort: ProgramRankingSort;
  /** Undefined: the column's natural direction (PROGRAM_DEFAULT_DIRECTION). */
  direction: 'asc' | 'desc' | undefined;
  horizon: (typeof RANKING_HORIZONS)[number];
  /** Leave out programs "at risk" under the earnings test estimate. */
  hideAtRisk: boolean;
  page: number;
}

export const DEFAULT_PROGRAM_VIEW: ProgramView = {
  program: undefined,
  credential: DEFAULT_PROGRAM_CREDENTIAL,
  state: undefined,
  control: undefined,
  sort: 'npv',
  direction: undefined,
  horizon: DEFAULT_RANKING_HORIZON,
  hideAtRisk: false,
  page: 1,
};

/** The credential levels in CREDLEV order (1 undergraduate certificate … 8 graduate certificate). */
export const CREDENTIAL_LEVELS = Object.keys(CREDENTIAL_TITLES)
  .map(Number)
  .sort((a, b) => a - b);

const oneOf = <T extends string | number>(list: readonly T[], value: string | null) =>
  list.find((item) => String(item) === value);

function wholeNumber(value: string | null, min: number): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min ? n : undefined;
}

/** "1107", "11.07" or "11" as the API's code; anything else is no program. */
function programCode(value: string | null): string | undefined {
  const code = (value ?? '').trim().replace(/^(\d\d)\.(\d\d)$/, '$1$2');
  return /^\d{2}$|^\d{4}$/.test(code) ? code : undefined;
}

export function parseProgramView(params: URLSearchParams): ProgramView {
  const get = (key: string) => params.get(key);
  return {
    program: programCode(get('program')),
    credential: oneOf(CREDENTIAL_LEVELS, get('credential')) ?? DEFAULT_PROGRAM_VIEW.credential,
    state: (get('state') && stateCodeOf(get('state')!)) || undefined,
    control: oneOf(CONTROLS, get('control')),
    sort: oneOf(PROGRAM_RANKING_SORTS, get('sort')) ?? DEFAULT_PROGRAM_VIEW.sort,
    direction: oneOf(['asc', 'desc'] as const, get('direction')),
    horizon: oneOf(RANKING_HORIZONS, get('horizon')) ?? DEFAULT_PROGRAM_VIEW.horizon,
    hideAtRisk: get('hide_at_risk') === 'true',
    page: wholeNumber(get('page'), 1) ?? 1,
  };
}

/**
 * The address form of a view. The credential is always written (a shared link says which
 * degree it is about); the other defaults are left out.
 */
export function programViewParams(view: ProgramView): URLSearchParams {
  const entries: [string, string | undefined][] = [
    ['program', view.program],
    ['credential', String(view.credential)],
    ['state', view.state],
    ['control', view.control],
    ['sort', view.sort === DEFAULT_PROGRAM_VIEW.sort ? undefined : view.sort],
    ['direction', view.direction],
    ['horizon', view.horizon === DEFAULT_RANKING_HORIZON ? undefined : String(view.horizon)],
    ['hide_at_risk', view.hideAtRisk ? 'true' : undefined],
    ['page', view.page > 1 ? String(view.page) : undefined],
  ];
  return new URLSearchParams(entries.filter((e): e is [string, string] => e[1] !== undefined));
}

/** The order a view asks for, in the direction the API will use. */
export function directionOf(view: Pick<ProgramView, 'sort' | 'direction'>): 'asc' | 'desc' {
  return view.direction ?? PROGRAM_DEFAULT_DIRECTION[view.sort];
}

/** The GET /programs/rankings parameters of a view: the API's defaults are left out. */
export function rankingsArgs(view: ProgramView, viewer: ProgramViewer): ProgramRankingsArgs {
  const args: ProgramRankingsArgs = { credential: view.credential, page: view.page, viewer };
  if (view.program) args.program = view.program;
  if (view.state) args.state = view.state;
  if (view.control) args.control = view.control;
  if (view.sort !== DEFAULT_PROGRAM_VIEW.sort) args.sort = view.sort;
  if (directionOf(view) !== PROGRAM_DEFAULT_DIRECTION[view.sort]) {
    args.direction = directionOf(view);
  }
  if (view.horizon !== DEFAULT_RANKING_HORIZON) args.horizon = view.horizon;
  if (view.hideAtRisk) args.hide_at_risk = 'true';
  return args;
}

/**
 * The view an answer shows (its program, credential, filters, order and page): the list kept
 * on screen when the next view is refused, and the way back to it.
 */
export function viewOfAnswer(answer: ProgramRankingsResponse): ProgramView {
  const { order } = answer;
  return {
    program: answer.program?.cip,
    credential: answer.credential.level,
    state: (answer.state && stateCodeOf(answer.state)) || undefined,
    control: answer.control ?? undefined,
    sort: order.sort,
    direction:
      order.direction === PROGRAM_DEFAULT_DIRECTION[order.sort] ? undefined : order.direction,
    horizon: oneOf(RANKING_HORIZONS, String(order.horizon)) ?? DEFAULT_RANKING_HORIZON,
    hideAtRisk: answer.hide_at_risk,
    page: answer.page,
  };
}

/** True when two views ask for the same list (every field alike). */
export function sameView(a: ProgramView, b: ProgramView): boolean {
  return (Object.keys(DEFAULT_PROGRAM_VIEW) as (keyof ProgramView)[]).every((k) => a[k] === b[k]);
}

/** Orders every signed-in user may use (FREE_PROGRAM_SORTS); the others are Individual Pro. */
export function isFreeSort(sort: ProgramRankingSort): boolean {
  return FREE_PROGRAM_SORTS.includes(sort);
}

/**
 * How an order's direction reads, as a key of the texts' `direction`: "A to Z" / "Z to A" for
 * the name, else "highest first" / "lowest first".
 */
export function directionKey(
  sort: ProgramRankingSort,
  direction: 'asc' | 'desc',
): 'az' | 'za' | 'highest' | 'lowest' {
  if (sort === 'name') return direction === 'asc' ? 'az' : 'za';
  return direction === 'desc' ? 'highest' : 'lowest';
}
