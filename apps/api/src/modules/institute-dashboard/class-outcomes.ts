import {
  collegeFigures,
  type CollegeLoanFacts,
  collegeLoanFacts,
  ROI_DEFAULTS,
  type Scenario,
  type ScenarioOutcomeFigures,
  type ScenarioReference,
  type StudentStanding,
  studentStanding,
} from '@degreeworth/core';
import type { Db } from '../../db/client';
import type { GenerationSource } from '../../lib/generation-cache';
import { Lru } from '../../lib/lru';
import { mapInTurns } from '../../lib/turns';
import type { CalculatorService } from '../calculator';
import {
  findScenarioPayloads,
  findStudentScenarioDigests,
  type StudentScenarioDigest,
} from './repository';

/** The NPV horizon the dashboard shows: 20 years after entry, the same as the rankings'. */
const NPV_HORIZON = ROI_DEFAULTS.rankingHorizon;

/** One scenario's outcomes, one value per college (null: a figure the data cannot give). */
export interface ScenarioOutcomes extends ScenarioOutcomeFigures {
  npv: (number | null)[];
  /** Break-even years of the colleges that break even (or whose year is unknown: null). */
  breakEven: (number | null)[];
  /** Colleges that never break even within the horizon. */
  never: number;
  /** The loan law's facts of each college the data still covers. */
  loans: (CollegeLoanFacts & { college: string })[];
}

/**
 * A scenario's colleges computed with the engine as the scenario calls do (results are never
 * stored, decision 005): the completion-adjusted 20-year NPV and break-even year (the figure the results lead with). A college without
 * facts (no longer in the data) or a figure the data cannot give is null; a break-even the
 * horizon never reaches counts as `never`, not as unknown.
 */
export function scenarioOutcomes(payload: Scenario, ref: ScenarioReference): ScenarioOutcomes {
  const npv: (number | null)[] = [];
  const breakEven: (number | null)[] = [];
  const loans: ScenarioOutcomes['loans'] = [];
  let never = 0;
  for (const college of payload.colleges) {
    if (!ref.colleges.has(college.university_id)) {
      npv.push(null);
      breakEven.push(null);
      continue;
    }
    // The figures alone: the reconciliation against the published figure, which the dashboard
    // does not show, would compute the college about ten times over.
    const result = collegeFigures(college, payload, ref);
    const outcome = result.roi.outcome;
    npv.push(outcome.npv[NPV_HORIZON].value);
    if (outcome.breakEvenYears.reason === 'no_break_even') never++;
    else breakEven.push(outcome.breakEvenYears.value);
    loans.push({ ...collegeLoanFacts(result), college: result.name });
  }
  return { npv, breakEven, never, loans };
}

/**
 * Scenarios' outcomes kept by data generation, scenario and payload digest (made by the
 * database: any edit, through the API or not, computes anew; a new import too). Computing a
 * school's thousands of scenarios on every dashboard load held the process for a large part of
 * a second; now only new and changed ones are read and computed. Each entry is a few numbers:
 * 50,000 scenarios keep a few megabytes.
 */
const MAX_KEPT_SCENARIOS = 50_000;
/** Scenarios computed between two turns of the event loop, so other requests go on meanwhile. */
const SCENARIOS_PER_TURN = 50;

/** A saved scenario of a student with its outcomes. */
export interface ScenarioWithOutcomes {
  row: StudentScenarioDigest;
  outcome: ScenarioOutcomes;
}

/**
 * The outcomes of every saved scenario of an institute's students, shared by the dashboard and
 * the student list (one cache: a scenario computed for one is not computed again for the other).
 */
export function createClassOutcomes(deps: {
  db: Db;
  calculator: Pick<CalculatorService, 'scenarioReference'>;
  generation: GenerationSource;
}) {
  const { db, calculator, generation } = deps;
  const kept = new Lru<ScenarioOutcomes>(MAX_KEPT_SCENARIOS);

  /** Every scenario's outcomes: kept ones as they are, the others read, computed and kept. */
  async function outcomesOf(rows: StudentScenarioDigest[]): Promise<ScenarioWithOutcomes[]> {
    const version = await generation.current();
    const keyOf = (row: { id: string; digest: string }) => `${version}|${row.id}|${row.digest}`;
    const outcomes = rows.map((row) => kept.get(keyOf(row)));
    const missing = rows.filter((_, i) => !outcomes[i]);
    if (missing.length === 0)
      return rows.map((row, i) => ({ row, outcome: outcomes[i] as ScenarioOutcomes }));
    const read = await findScenarioPayloads(
      db,
      missing.map((row) => row.id),
    );
    const ref = await calculator.scenarioReference(read.map((row) => row.payload));
    const computed = new Map(
      await mapInTurns(read, SCENARIOS_PER_TURN, (row) => {
        const outcome = scenarioOutcomes(row.payload, ref);
        kept.set(keyOf(row), outcome);
        return [row.id, outcome] as const;
      }),
    );
    // A scenario deleted between the two reads counts no more.
    return rows.flatMap((row, i) => {
      const outcome = outcomes[i] ?? computed.get(row.id);
      return outcome ? [{ row, outcome }] : [];
    });
  }

  return {
    /** Every saved scenario of the institute's students, with its outcomes. */
    async scenariosOf(instituteId: string): Promise<ScenarioWithOutcomes[]> {
      return outcomesOf(await findStudentScenarioDigests(db, instituteId));
    },
  };
}
export type ClassOutcomes = ReturnType<typeof createClassOutcomes>;

/** Each student's standing across their saved scenarios (a student without one is absent). */
export function standingsByStudent(
  scenarios: readonly ScenarioWithOutcomes[],
): Map<string, StudentStanding> {
  const byStudent = new Map<string, ScenarioOutcomes[]>();
  for (const { row, outcome } of scenarios) {
    const list = byStudent.get(row.studentId);
    if (list) list.push(outcome);
    else byStudent.set(row.studentId, [outcome]);
  }
  return new Map([...byStudent].map(([id, outcomes]) => [id, studentStanding(outcomes)]));
}
