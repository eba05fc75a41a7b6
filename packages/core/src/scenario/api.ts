import type { CollegeFacts, ScenarioResult } from './compute';
import type { NationalMajor } from './majors';
import type { Scenario } from './schema';

/**
 * Answers of the calculator and scenario calls (spec §7 "POST/GET/PUT/DELETE /scenario"; the
 * rest is ours). Shared by the API (which builds them) and the web client (which reads them).
 */

/** GET /universities/search?q=&type= : the typeahead (at most 10, best match first). */
export interface CollegeSearchResponse {
  results: {
    university_id: number;
    name: string;
    city: string | null;
    state: string | null;
    /** bachelors | associate | certificate, from the college's predominant degree. */
    type: string;
  }[];
}

/** A major the student can pick for a college. */
export interface MajorOption {
  /** 2-digit CIP family ("11") or 4-digit national major code ("2102"). */
  id: string;
  label: string;
  /** Share of the college's degrees in that field (CIP families only), 0–1. */
  share: number | null;
  /** National category the option maps to (crosswalk), for grouping. */
  category: string | null;
}

/** GET /universities/{id}/calculator : what the data says about one college (newest year). */
export interface CollegeCalculatorResponse {
  facts: CollegeFacts;
  /** The college's own fields (PCIP shares > 0, largest first); empty → use the national list. */
  major_options: MajorOption[];
}

/** GET /calculator/reference : shared data of every scenario (public, cacheable). */
export interface CalculatorReferenceResponse {
  /** The 50 states and DC with B, the ACS median earnings of high-school graduates. */
  states: { code: string; name: string; baseline: number | null }[];
  /** The national majors table (173 rows; empty when it was not imported). */
  national_majors: NationalMajor[];
  /** Dollars every amount is in (the latest CPI year). */
  dollar_year: number;
  /** Where the figures come from, in words, for the results page and the PDF. */
  sources: string[];
}

/** One saved scenario as listed (no results). */
export interface ScenarioSummary {
  id: string;
  name: string;
  payload: Scenario;
  /** College names by university_id, as in the data. */
  colleges: { university_id: number; name: string }[];
  created_at: string;
  updated_at: string;
}

/** One saved scenario with the server's own results. */
export interface SavedScenario extends ScenarioSummary {
  /** Computed by the server with the engine from the payload and the imported data. */
  results: ScenarioResult;
}

/** GET /scenario : the user's scenarios, newest first, with the plan's limits. */
export interface ScenarioListResponse {
  scenarios: ScenarioSummary[];
  limits: {
    /** null = unlimited (Individual Pro). */
    max_scenarios: number | null;
    max_colleges: number;
  };
}

/** POST /scenario (201), PUT /scenario/{id} (200), GET /scenario/{id} (200). */
export interface ScenarioResponse {
  message: string;
  scenario: SavedScenario;
}

export const SCENARIO_SUCCESS = {
  created: 'Scenario saved.',
  updated: 'Scenario updated.',
  deleted: 'Scenario deleted.',
  found: 'Scenario found.',
} as const;
