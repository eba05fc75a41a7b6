import {
  type CollegeCalculatorResponse,
  type CollegeFacts,
  majorOptionsOf,
  type Scenario,
  type ScenarioReference,
} from '@degreeworth/core';
import type { Db } from '../../db/client';
import type { GenerationSource } from '../../lib/generation-cache';
import { collegeNotFound } from '../universities';
import { collegeNotCovered, loadCollegeFacts } from './facts';
import { type CalculatorReference, createReferenceCache } from './reference';
import { isImportedInstitution } from './repository';
import { createCollegeSearch } from './search';

/**
 * The calculator's data: the shared reference (state baselines, national majors, sources), the
 * college typeahead and each college's facts. Scenarios and reports read the facts and the
 * reference through this service; both caches follow the importer's generation.
 */
export function createCalculatorService(deps: { db: Db; generation: GenerationSource }) {
  const reference = createReferenceCache(deps.db, deps.generation);
  return {
    /** GET /calculator/reference and the lookups a scenario's results need. */
    reference: (): Promise<CalculatorReference> => reference.current(),

    /** GET /universities/search. */
    search: createCollegeSearch(deps.db, deps.generation),

    /** Facts of every college of `ids` that has calculator figures (newest year of each). */
    loadCollegeFacts: (ids: readonly number[]): Promise<Map<number, CollegeFacts>> =>
      loadCollegeFacts(deps.db, ids),

    /**
     * The engine's reference for every college of `payloads` (one query for all their facts):
     * what computeScenario needs for a scenario, or for a whole class's scenarios at once.
     */
    async scenarioReference(payloads: readonly Scenario[]): Promise<ScenarioReference> {
      const ids = [...new Set(payloads.flatMap((p) => p.colleges.map((c) => c.university_id)))];
      const [shared, colleges] = await Promise.all([
        reference.current(),
        loadCollegeFacts(deps.db, ids),
      ]);
      return {
        colleges,
        baselineByState: shared.baselineByState,
        nationalMajors: shared.nationalMajors,
      };
    },

    /** GET /universities/{id}/calculator: 404 for an unknown id and for PREDDEG 0/4 colleges. */
    async collegeCalculator(id: number): Promise<CollegeCalculatorResponse> {
      const facts = (await loadCollegeFacts(deps.db, [id])).get(id);
      if (!facts)
        throw (await isImportedInstitution(deps.db, id))
          ? collegeNotCovered(id)
          : collegeNotFound(id);
      return { facts, major_options: majorOptionsOf(facts) };
    },
  };
}
export type CalculatorService = ReturnType<typeof createCalculatorService>;
