/**
 * Test-only: a real college's calculator answer with its programs (College Scorecard Field of
 * Study data of ../shared/data), shaped as GET /universities/{id}/calculator sends them: the
 * bachelor's programs that publish an earnings figure, most graduates first, then the majors
 * offered from them by core's `majorOptionsOf`. The programs come from the rankings' fixtures,
 * which already merge the Field of Study releases as the importer does, in the same dollars.
 */
import {
  type CollegeCalculatorResponse,
  type CollegeProgram,
  type ProgramFigureKey,
  type ProgramSource,
  majorOptionsOf,
  programMajorId,
} from '@degreeworth/core';
import { collegeCalculator } from '@/testing/scenario-fixtures';
// The real-data program rows have one home, the rankings' test fixtures: copying their cohort
// map here would let the two drift apart. Moving programsOf to src/testing would end this
// exception to the one-feature rule (test code only).
// eslint-disable-next-line import-x/no-restricted-paths
import { programsOf } from '../../rankings/testing/scorecard-fixtures';

/** The Field of Study credential level of a bachelor's degree (CREDLEV 3). */
const BACHELORS = 3;

/** GET /universities/{id}/calculator of a real four-year college, with its programs. */
export function collegeCalculatorWithPrograms(id: number): CollegeCalculatorResponse {
  const { facts } = collegeCalculator(id);
  const rows = programsOf(id, {
    netPrice: facts.net_price_by_income.all,
    completionRate: facts.completion_rate,
    baseline: null,
    earnings: facts.earnings,
  });
  const programs: CollegeProgram[] = rows
    .filter(
      (p) =>
        p.credential_level === BACHELORS &&
        [p.earnings_1yr, p.earnings_4yr, p.earnings_5yr].some((e) => e !== null),
    )
    // As the API orders them: most graduates first (unpublished counts last), then by title.
    .sort(
      (a, b) =>
        (b.completers ?? -1) - (a.completers ?? -1) ||
        (a.title ?? '').localeCompare(b.title ?? '') ||
        a.cip.localeCompare(b.cip),
    )
    .map((p) => ({
      id: programMajorId(p.cip),
      cip: p.cip,
      title: p.title,
      completers: p.completers,
      earnings_1yr: p.earnings_1yr,
      earnings_4yr: p.earnings_4yr,
      earnings_5yr: p.earnings_5yr,
      sources: p.sources as Partial<Record<ProgramFigureKey, ProgramSource>>,
    }));
  const withPrograms = { ...facts, programs };
  return { facts: withPrograms, major_options: majorOptionsOf(withPrograms) };
}
