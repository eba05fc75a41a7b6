import { type CollegeEarnings, programFigures, type UniversityResponse } from '@degreeworth/core';
import type { RankingDbRow } from '../rankings';
import type { StoredProgram } from './repository';

/**
 * The college's programs with their return (core programFigures), from the college's figures
 * of the page's year: its net price, completion rate and baseline, and its P6/P10.
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
  return programs.map((p) => ({ ...p, ...programFigures(p, college) }));
}
