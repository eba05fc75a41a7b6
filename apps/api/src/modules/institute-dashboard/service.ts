import {
  breakEvenDistribution,
  collegeFigures,
  type InstituteDashboardResponse,
  npvDistribution,
  ROI_DEFAULTS,
  type Scenario,
  type ScenarioReference,
} from '@degreeworth/core';
import type { Db } from '../../db/client';
import type { GenerationSource } from '../../lib/generation-cache';
import type { InstituteAuth } from '../../lib/institute-sessions';
import { Lru } from '../../lib/lru';
import { mapInTurns } from '../../lib/turns';
import type { CalculatorService } from '../calculator';
import { toInstitute } from '../../accounts/institute-admins/serialize';
import {
  countCounselors,
  countStudentsByState,
  findScenarioPayloads,
  findStudentScenarioDigests,
} from './repository';

/** The NPV horizon the dashboard shows: 20 years after entry, the same as the rankings'. */
const NPV_HORIZON = ROI_DEFAULTS.rankingHorizon;

/** One scenario's outcomes, one value per college (null: a figure the data cannot give). */
export interface ScenarioOutcomes {
  npv: (number | null)[];
  /** Break-even years of the colleges that break even (or whose year is unknown: null). */
  breakEven: (number | null)[];
  /** Colleges that never break even within the horizon. */
  never: number;
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
  let never = 0;
  for (const college of payload.colleges) {
    if (!ref.colleges.has(college.university_id)) {
      npv.push(null);
      breakEven.push(null);
      continue;
    }
    // The figures alone: the reconciliation against the published figure, which the dashboard
    // does not show, would compute the college about ten times over.
    const outcome = collegeFigures(college, payload, ref).roi.outcome;
    npv.push(outcome.npv[NPV_HORIZON].value);
    if (outcome.breakEvenYears.reason === 'no_break_even') never++;
    else breakEven.push(outcome.breakEvenYears.value);
  }
  return { npv, breakEven, never };
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

/**
 * GET /institute/dashboard: seats, students by state, counselors, saved scenarios and the
 * distributions of their outcomes, for the token's institute only.
 */
export function createInstituteDashboardService(deps: {
  db: Db;
  calculator: Pick<CalculatorService, 'scenarioReference'>;
  generation: GenerationSource;
}) {
  const { db, calculator, generation } = deps;
  const kept = new Lru<ScenarioOutcomes>(MAX_KEPT_SCENARIOS);

  /** Every scenario's outcomes: kept ones as they are, the others read, computed and kept. */
  async function outcomesOf(rows: { id: string; digest: string }[]) {
    const version = await generation.current();
    const keyOf = (row: { id: string; digest: string }) => `${version}|${row.id}|${row.digest}`;
    const outcomes = rows.map((row) => kept.get(keyOf(row)));
    const missing = rows.filter((_, i) => !outcomes[i]);
    if (missing.length === 0) return outcomes as ScenarioOutcomes[];
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
    return rows.flatMap((row, i) => outcomes[i] ?? computed.get(row.id) ?? []);
  }

  return {
    async dashboard(auth: InstituteAuth): Promise<InstituteDashboardResponse> {
      const sub = auth.subscription;
      const [students, counselors, rows] = await Promise.all([
        countStudentsByState(db, sub.id),
        countCounselors(db, sub.id),
        findStudentScenarioDigests(db, sub.id),
      ]);
      const outcomes = await outcomesOf(rows);
      return {
        institute: toInstitute(sub),
        seats: { used: students.total, total: sub.seats },
        students: { invited: students.invited, active: students.active },
        counselors,
        scenarios: outcomes.length,
        npv: npvDistribution(outcomes.flatMap((o) => o.npv)),
        break_even: {
          ...breakEvenDistribution(outcomes.flatMap((o) => o.breakEven)),
          never: outcomes.reduce((n, o) => n + o.never, 0),
        },
      };
    },
  };
}
export type InstituteDashboardService = ReturnType<typeof createInstituteDashboardService>;
