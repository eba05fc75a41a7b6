import type { Language } from '../constants';
import type { IncomeBand } from '../income-bands';
import { ROI_DEFAULTS } from '../roi/defaults';
import { collegeFigures, computeScenario, programOfMajor, type ScenarioResult } from './compute';
import { scenarioVerdict } from './explain';
import { defaultCostOfAttendance, type ScenarioReference, typicalAid } from './facts';
import { isProgramMajor } from './majors';
import {
  DEFAULT_INTEREST_RATE_PERCENT,
  DEFAULT_SCENARIO_ASSUMPTIONS,
  type Scenario,
  type ScenarioCollege,
} from './schema';

/**
 * Programs side by side: up to four programs of the same or different colleges, each as the
 * calculator first fills in its college with that program as the major. The comparison is a
 * personal scenario like any other (one home state, one family income, the same loans a year),
 * computed by the same engine, so its figures and charts are the calculator's; unlike a saved
 * scenario it may hold one college twice, once per program.
 */

/** At most this many programs side by side (the calculator's four colleges). */
export const PROGRAM_COMPARE_LIMIT = 4;

/** One program of the comparison: a college and its program's major id ("11.07"). */
export interface ComparedProgram {
  university_id: number;
  program: string;
}

/** The compared programs' choices that apply to all of them. */
export interface ProgramCompareChoices {
  /** Two-letter state the student lives in: residency and the high-school baseline follow it. */
  homeState: string;
  familyIncome: IncomeBand;
  /** Federal loans a year at every program (whole dollars; 0 = none). */
  loansPerYear: number;
}

const ITEM = /^(\d{1,9})-(\d{2}\.\d{2})$/;

/**
 * The programs of a compare address: "166683-11.07,204796-52.03", in order. Items of another
 * shape and repeats are dropped and the list stops at the limit, so an edited address still
 * opens the comparison of what it names well.
 */
export function parseComparedPrograms(text: string | null | undefined): ComparedProgram[] {
  const list: ComparedProgram[] = [];
  for (const item of (text ?? '').split(',')) {
    const m = ITEM.exec(item.trim());
    if (!m) continue;
    const entry = { university_id: Number(m[1]), program: m[2]! };
    if (list.some((p) => sameProgram(p, entry))) continue;
    list.push(entry);
    if (list.length === PROGRAM_COMPARE_LIMIT) break;
  }
  return list;
}

/** The compare address's value of a list (parseComparedPrograms reads it back). */
export function comparedProgramsParam(list: readonly ComparedProgram[]): string {
  return list.map((p) => `${p.university_id}-${p.program}`).join(',');
}

export const sameProgram = (a: ComparedProgram, b: ComparedProgram) =>
  a.university_id === b.university_id && a.program === b.program;

/** The major id of a Field of Study CIP code ("1107" or "11.07" → "11.07"); null otherwise. */
export function comparedProgramOf(universityId: number, cip: string): ComparedProgram | null {
  const program = /^\d{4}$/.test(cip) ? `${cip.slice(0, 2)}.${cip.slice(2)}` : cip;
  return isProgramMajor(program) ? { university_id: universityId, program } : null;
}

/** Why a program of the list is not in the comparison. */
export type LeftOutReason = 'no_college' | 'no_program_earnings' | 'no_cost_of_attendance';

export interface ProgramComparison {
  /** The engine's results, one per program in the list's order; names say program and college. */
  result: ScenarioResult;
  /** The compared programs in the results' order. */
  programs: ComparedProgram[];
  /** Programs of the list the engine could not follow, and why. */
  leftOut: { program: ComparedProgram; reason: LeftOutReason }[];
}

/**
 * The program's college as the calculator first fills it in for the student (on campus, the
 * data's cost of attendance for the residency, the typical grant aid for the family income,
 * the usual years for the credential), with the program as the major and the loans chosen.
 */
function programCollege(
  p: ComparedProgram,
  ref: ScenarioReference,
  choices: ProgramCompareChoices,
): ScenarioCollege | LeftOutReason {
  const facts = ref.colleges.get(p.university_id);
  if (!facts) return 'no_college';
  if (programOfMajor(p.program, facts) === null) return 'no_program_earnings';
  const residency =
    facts.state !== null && facts.state !== choices.homeState ? 'out_of_state' : 'in_state';
  const cost = defaultCostOfAttendance(facts, 'on_campus', residency, choices.familyIncome).value;
  if (cost === null) return 'no_cost_of_attendance';
  return {
    university_id: p.university_id,
    residency,
    housing: 'on_campus',
    years_to_finish: ROI_DEFAULTS.yearsEnrolled[facts.credential],
    major: p.program,
    cost_of_attendance: cost,
    grants: typicalAid(facts, choices.familyIncome).value ?? 0,
    scholarships: 0,
    family_contribution: 0,
    savings: 0,
    loans_per_year: choices.loansPerYear,
    interest_rate: DEFAULT_INTEREST_RATE_PERCENT,
    loan_term: 'standard',
    starting_salary: null,
  };
}

/** The words around a program's name in each language; the data's titles stay as published. */
const NAME_WORDS = {
  en: {
    program: (id: string) => `Program ${id}`,
    at: (program: string, college: string) => `${program} at ${college}`,
  },
  es: {
    program: (id: string) => `Programa ${id}`,
    at: (program: string, college: string) => `${program} en ${college}`,
  },
} as const satisfies Record<Language, unknown>;

/** A program's name in the comparison: "Computer Science at Massachusetts Institute of Technology". */
export function comparedProgramName(
  title: string | null,
  program: string,
  college: string,
  language: Language = 'en',
) {
  const w = NAME_WORDS[language];
  // CIP titles are published with a closing period ("Computer Science."), out of place mid-sentence.
  return w.at((title ?? w.program(program)).replace(/\.$/, ''), college);
}

/**
 * The comparison of `list` with the choices: the engine's personal view of each program, each
 * named by program and college, and the one-sentence verdict on them all.
 * @param language the language of the names and verdicts; the figures are the same in every one
 */
export function comparePrograms(
  list: readonly ComparedProgram[],
  ref: ScenarioReference,
  choices: ProgramCompareChoices,
  language: Language = 'en',
): ProgramComparison {
  const colleges: ScenarioCollege[] = [];
  const programs: ComparedProgram[] = [];
  const leftOut: ProgramComparison['leftOut'] = [];
  for (const p of list.slice(0, PROGRAM_COMPARE_LIMIT)) {
    const college = programCollege(p, ref, choices);
    if (typeof college === 'string') leftOut.push({ program: p, reason: college });
    else {
      colleges.push(college);
      programs.push(p);
    }
  }
  const scenario: Scenario = {
    name: 'Programs side by side',
    home_state: choices.homeState,
    family_income: choices.familyIncome,
    colleges,
    assumptions: DEFAULT_SCENARIO_ASSUMPTIONS,
  };
  const computed = computeScenario(scenario, ref, language);
  const named = computed.colleges.map((c) => ({
    ...c,
    name: comparedProgramName(c.major?.program?.title ?? null, c.major?.id ?? '', c.name, language),
  }));
  // The verdict names the programs, so it is made again from the named results.
  const verdict = scenarioVerdict(named, colleges, scenario, ref, collegeFigures, language);
  return { result: { ...computed, colleges: named, verdict }, programs, leftOut };
}
