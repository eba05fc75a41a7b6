import {
  breakEvenDistribution,
  computeScenarioCollege,
  type InstituteDashboardResponse,
  npvDistribution,
  ROI_DEFAULTS,
  type Scenario,
  type ScenarioReference,
} from '@degreeworth/core';
import type { Db } from '../../db/client';
import type { InstituteAuth } from '../../lib/institute-sessions';
import type { CalculatorService } from '../calculator/service';
import { toInstitute } from '../institute-admins/serialize';
import { countCounselors, countStudentsByState, findStudentScenarioPayloads } from './repository';

/** The NPV horizon the dashboard shows: 20 years after entry, as the rankings (methodology §4). */
const NPV_HORIZON = ROI_DEFAULTS.rankingHorizon;

/**
 * One value per college of every scenario, computed with the engine as the scenario calls do
 * (results are never stored, decision 005): the risk-adjusted 20-year NPV and break-even year.
 * A college without facts (no longer in the data) or a figure the data cannot give is null;
 * a break-even the horizon never reaches counts as `never`, not as unknown.
 */
export function collegeOutcomes(payloads: readonly Scenario[], ref: ScenarioReference) {
  const npv: (number | null)[] = [];
  const breakEven: (number | null)[] = [];
  let never = 0;
  for (const payload of payloads) {
    for (const college of payload.colleges) {
      if (!ref.colleges.has(college.university_id)) {
        npv.push(null);
        breakEven.push(null);
        continue;
      }
      const outcome = computeScenarioCollege(college, payload, ref).roi.riskAdjusted;
      npv.push(outcome.npv[NPV_HORIZON].value);
      if (outcome.breakEvenYears.reason === 'no_break_even') never++;
      else breakEven.push(outcome.breakEvenYears.value);
    }
  }
  return { npv, breakEven, never };
}

/**
 * GET /institute/dashboard (issue #13): seats, students by state, counselors, saved scenarios
 * and the distributions of their outcomes, for the token's institute only.
 */
export function createInstituteDashboardService(deps: {
  db: Db;
  calculator: Pick<CalculatorService, 'scenarioReference'>;
}) {
  const { db, calculator } = deps;

  return {
    async dashboard(auth: InstituteAuth): Promise<InstituteDashboardResponse> {
      const sub = auth.subscription;
      const [students, counselors, payloads] = await Promise.all([
        countStudentsByState(db, sub.id),
        countCounselors(db, sub.id),
        findStudentScenarioPayloads(db, sub.id),
      ]);
      const outcomes = collegeOutcomes(payloads, await calculator.scenarioReference(payloads));
      return {
        institute: toInstitute(sub),
        seats: { used: students.total, total: sub.seats },
        students: { invited: students.invited, active: students.active },
        counselors,
        scenarios: payloads.length,
        npv: npvDistribution(outcomes.npv),
        break_even: { ...breakEvenDistribution(outcomes.breakEven), never: outcomes.never },
      };
    },
  };
}
export type InstituteDashboardService = ReturnType<typeof createInstituteDashboardService>;
