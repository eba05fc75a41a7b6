import {
  type ComparedProgram,
  comparedProgramsParam,
  type IncomeBand,
  parseComparedPrograms,
  type UsStateCode,
} from '@degreeworth/core';
import { parseReaderContext } from '@/lib/scenario-link';

/**
 * The programs comparison as its address holds it, so a link reproduces it:
 * /rankings/programs/compare?programs=166683-11.07,166683-27.01&state=MA&income=0-30k&loans=5500.
 * `state` and `income` are named as in the rankings' and calculator's links. A value that does
 * not read is left out, as if it were not there (the address may be typed or old).
 */
export interface CompareView {
  programs: ComparedProgram[];
  /** The student's home state; undefined = the first program's college state. */
  state: UsStateCode | undefined;
  income: IncomeBand;
  /** Federal loans a year at every program, whole dollars. */
  loans: number;
}

/** Loans a year the address may carry: whole dollars up to a million. */
const LOANS = /^(0|[1-9]\d{0,5})$/;

export function parseCompareView(params: URLSearchParams): CompareView {
  const context = parseReaderContext(params);
  const loans = params.get('loans') ?? '';
  return {
    programs: parseComparedPrograms(params.get('programs')),
    state: context.state,
    income: context.income ?? 'all',
    loans: LOANS.test(loans) ? Number(loans) : 0,
  };
}

/** The address's query of a view; defaults are left out. */
export function compareViewParams(view: CompareView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.programs.length > 0) params.set('programs', comparedProgramsParam(view.programs));
  if (view.state) params.set('state', view.state);
  if (view.income !== 'all') params.set('income', view.income);
  if (view.loans > 0) params.set('loans', String(view.loans));
  return params;
}
