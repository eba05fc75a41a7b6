import {
  type CollegeEarnings,
  credentialTitle,
  programFigures,
  type UniversityResponse,
} from '@degreeworth/core';
import type { RankingDbRow } from '../rankings';
import type { StoredProgram } from './repository';

/**
 * The college's programs with their return (core programFigures), from the college's figures
 * of the page's year: its net price, completion rate and baseline, and its P6/P10. Reasons
 * hold why a published figure is missing (privacy_suppressed, not_reported) beside the
 * engine's reasons for a missing return.
 */
export function programsWithFigures(
  programs: readonly StoredProgram[],
  row: RankingDbRow,
  earnings: CollegeEarnings | null,
): UniversityResponse['programs'] {
  const college = {
    netPrice: row.netPrice,
    completionRate: row.completionRate,
    baseline: row.baselineEarnings,
    earnings,
  };
  return programs.map(({ sources, missing, ...p }) => {
    const figures = programFigures(p, college);
    return {
      ...p,
      credential: credentialTitle(p.credential_level),
      ...figures,
      reasons: { ...missing, ...figures.reasons },
      sources: sources ?? {},
    };
  });
}
