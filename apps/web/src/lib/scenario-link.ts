import { INCOME_BANDS, type IncomeBand, stateCodeOf, type UsStateCode } from '@degreeworth/core';
import { paths } from './paths';

/**
 * "Add to my scenario" links: the calculator's address with the college to
 * add and the reader's home state and family-income band,
 * `/collegeSelection?add=166683&state=MA&income=0-30k`. The rankings and the college page build
 * them; the calculator reads them once and then takes them out of the address. A link comes from
 * outside (typed, shared, old), so reading never fails: an unknown or malformed value is left
 * out, as if it were not there.
 */

/** Where the reader stands: the home state and family-income band they filter by. */
export interface ReaderContext {
  state?: UsStateCode;
  income?: IncomeBand;
}

export interface ScenarioLink extends ReaderContext {
  /** The college to add: its IPEDS unit id (UNITID). */
  add?: number;
}

/** The query parameters a scenario link uses (`state` and `income` as the rankings name them). */
export const SCENARIO_LINK_PARAMS = ['add', 'state', 'income'] as const;

const INCOME_KEYS: readonly string[] = INCOME_BANDS.map((b) => b.key);

/** A unit id: 1 to 9 digits, no sign, no leading zero (IPEDS ids have six). */
function unitIdOf(value: string | null): number | undefined {
  return value !== null && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined;
}

function stateOf(value: string | null): UsStateCode | undefined {
  return (value && stateCodeOf(value)) || undefined;
}

function incomeOf(value: string | null): IncomeBand | undefined {
  return value !== null && INCOME_KEYS.includes(value) ? (value as IncomeBand) : undefined;
}

const paramsOf = (search: string | URLSearchParams) =>
  typeof search === 'string' ? new URLSearchParams(search) : search;

/** The reader's state and band in a query (`?state=MA&income=0-30k`); invalid values left out. */
export function parseReaderContext(search: string | URLSearchParams): ReaderContext {
  const params = paramsOf(search);
  const context: ReaderContext = {};
  const state = stateOf(params.get('state'));
  const income = incomeOf(params.get('income'));
  if (state) context.state = state;
  if (income) context.income = income;
  return context;
}

/** A scenario link's query read back; only the valid values are kept. */
export function parseScenarioLink(search: string | URLSearchParams): ScenarioLink {
  const params = paramsOf(search);
  const link: ScenarioLink = parseReaderContext(params);
  const add = unitIdOf(params.get('add'));
  if (add !== undefined) link.add = add;
  return link;
}

/** True when the query holds any scenario-link parameter, valid or not. */
export function hasScenarioLink(search: string | URLSearchParams): boolean {
  const params = paramsOf(search);
  return SCENARIO_LINK_PARAMS.some((name) => params.has(name));
}

/** The query without the scenario-link parameters ('' when nothing else is left). */
export function withoutScenarioLink(search: string | URLSearchParams): string {
  const params = new URLSearchParams(paramsOf(search));
  for (const name of SCENARIO_LINK_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * The query of a reader context after the parameters of `base`: `year=2022&state=MA&income=0-30k`
 * for the rankings' college links, empty when the reader chose nothing. The band 'all' is the
 * default everywhere, so it is left out.
 */
export function readerContextParams(
  context: ReaderContext,
  base: Record<string, string> = {},
): URLSearchParams {
  const params = new URLSearchParams(base);
  if (context.state) params.set('state', context.state);
  if (context.income && context.income !== 'all') params.set('income', context.income);
  return params;
}

/** The calculator's address that adds college `universityId` for a reader in `context`. */
export function scenarioLinkOf(universityId: number, context: ReaderContext = {}): string {
  const params = readerContextParams(context, { add: String(universityId) });
  return `${paths.collegeSelection}?${params.toString()}`;
}
