import {
  type CollegeFacts,
  computeScenario,
  type Language,
  hasFullAccess,
  isCipFamily,
  isProgramMajor,
  isNationalMajorCode,
  type NationalMajor,
  type SavedScenario,
  type Scenario,
  SCENARIO_LIMITS,
  SCENARIO_MESSAGES,
  SCENARIO_SUCCESS,
  type ScenarioListResponse,
  type ScenarioReference,
  type ScenarioResponse,
  type ScenarioResult,
  type ScenarioSummary,
} from '@degreeworth/core';
import type { Db } from '../../db/client';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { accessSubjectOf } from '../../lib/plan-access';
import type { UserRow } from '../../lib/sessions';
import type { CalculatorService } from '../calculator';
import {
  deleteScenario,
  findCollegeNames,
  findScenario,
  findScenariosByUser,
  insertScenarioWithinLimit,
  type ScenarioRow,
  updateScenario,
} from './repository';

/**
 * Saved scenarios (POST/GET/PUT/DELETE /scenario, POST /scenario/{id}/duplicate). A user sees and
 * changes only their own; another user's scenario, a deleted one or a malformed id is the same 404.
 * Results are never stored: every answer recomputes them with core's computeScenario from the
 * payload and the imported data (decision 005).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new NotFoundError(SCENARIO_MESSAGES.notFound);

/**
 * Plan limits: free 2 saved scenarios of 2 colleges; full access (Individual Pro,
 * or a student of an institute with an active subscription) unlimited, 4.
 */
export async function limitsOf(db: Db, user: UserRow): Promise<ScenarioListResponse['limits']> {
  const pro = hasFullAccess(await accessSubjectOf(db, user));
  return {
    max_scenarios: pro ? null : SCENARIO_LIMITS.freeScenarios,
    max_colleges: pro ? SCENARIO_LIMITS.maxColleges : SCENARIO_LIMITS.freeColleges,
  };
}

function isKnownMajor(major: string, facts: CollegeFacts, national: readonly NationalMajor[]) {
  if (isProgramMajor(major)) return facts.programs?.some((p) => p.id === major) === true;
  if (isCipFamily(major)) return (facts.majors[major] ?? 0) > 0;
  return isNationalMajorCode(major) && national.some((m) => m.code === Number(major));
}

/** Field errors of colleges without calculator figures and majors not offered for them. */
function dataErrors(payload: Scenario, ref: ScenarioReference): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  payload.colleges.forEach((c, i) => {
    const facts = ref.colleges.get(c.university_id);
    if (!facts) errors[`colleges.${i}.university_id`] = [SCENARIO_MESSAGES.unknownCollege];
    else if (c.major !== null && !isKnownMajor(c.major, facts, ref.nationalMajors))
      errors[`colleges.${i}.major`] = [SCENARIO_MESSAGES.unknownMajor];
  });
  return errors;
}

/** "A vs B", cut to the schema's name length so a saved payload always re-validates. */
function defaultName(payload: Scenario, facts: ReadonlyMap<number, CollegeFacts>): string {
  const name = payload.colleges.map((c) => facts.get(c.university_id)!.name).join(' vs ');
  const max = SCENARIO_LIMITS.nameMaxLength;
  return name.length <= max ? name : `${name.slice(0, max - 1).trimEnd()}…`;
}

const COPY_SUFFIX = ' (copy)';

/**
 * "<name> (copy)". The original name is cut first so the whole fits the schema's name length
 * (a copy's payload must re-validate like any saved one), never leaving half of a surrogate pair.
 */
function copyName(name: string): string {
  const room = SCENARIO_LIMITS.nameMaxLength - COPY_SUFFIX.length;
  const kept = name.slice(0, room).replace(/[\uD800-\uDBFF]$/, '');
  return `${kept.trimEnd()}${COPY_SUFFIX}`;
}

function summaryOf(row: ScenarioRow, names: ReadonlyMap<number, string>): ScenarioSummary {
  return {
    id: row.id,
    name: row.name,
    payload: row.payload,
    colleges: row.payload.colleges.map((c) => ({
      university_id: c.university_id,
      name: names.get(c.university_id) ?? `College ${c.university_id}`,
    })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export interface ScenariosDeps {
  db: Db;
  /** The colleges' facts and the shared reference the engine computes with. */
  calculator: Pick<CalculatorService, 'reference' | 'scenarioReference'>;
}

export function createScenariosService(deps: ScenariosDeps) {
  const { db, calculator } = deps;

  /** The engine's reference for a payload (400 naming the field for unknown colleges/majors). */
  async function referenceFor(payload: Scenario): Promise<ScenarioReference> {
    const ref = await calculator.scenarioReference([payload]);
    const errors = dataErrors(payload, ref);
    const first = Object.values(errors)[0]?.[0];
    if (first) throw new ValidationError(first, errors);
    return ref;
  }

  function saved(row: ScenarioRow, ref: ScenarioReference, results: ScenarioResult) {
    const names = new Map([...ref.colleges].map(([id, f]) => [id, f.name]));
    return { ...summaryOf(row, names), results } satisfies SavedScenario;
  }

  /** Checks a payload for `user` and names it: the stored payload and its results. */
  async function prepare(user: UserRow, payload: Scenario) {
    const limits = await limitsOf(db, user);
    if (payload.colleges.length > limits.max_colleges)
      throw new ForbiddenError(SCENARIO_MESSAGES.freeCollegeLimit);
    const ref = await referenceFor(payload);
    const stored: Scenario = {
      ...payload,
      name: payload.name || defaultName(payload, ref.colleges),
    };
    return { stored, ref, results: computeScenario(stored, ref), limits };
  }

  /**
   * Stores a new scenario of `user`: checked like any save, and refused with the free plan's
   * 403s, so a copy counts against the same limits as a save.
   */
  async function insertNew(user: UserRow, payload: Scenario): Promise<SavedScenario> {
    const { stored, ref, results, limits } = await prepare(user, payload);
    const row = await insertScenarioWithinLimit(
      db,
      { userId: user.id, name: stored.name, payload: stored },
      limits.max_scenarios,
    );
    if (!row) throw new ForbiddenError(SCENARIO_MESSAGES.freeScenarioLimit);
    return saved(row, ref, results);
  }

  /**
   * One of the user's scenarios with fresh results, their sentences in `language`; 404
   * (SCENARIO_MESSAGES.notFound) otherwise.
   */
  async function loadScenarioWithResults(
    userId: string,
    id: string,
    language: Language = 'en',
  ): Promise<SavedScenario> {
    const row = UUID.test(id) ? await findScenario(db, userId, id) : undefined;
    if (!row) throw notFound();
    return withResults(row, language);
  }

  /** A stored scenario row (read by its caller, who checked who may see it) with fresh results. */
  async function withResults(row: ScenarioRow, language: Language = 'en'): Promise<SavedScenario> {
    const ref = await referenceFor(row.payload);
    return saved(row, ref, computeScenario(row.payload, ref, language));
  }

  return {
    loadScenarioWithResults,
    withResults,

    /** Whether `user` has full access today (core hasFullAccess; the PDF reports ask). */
    hasFullAccess: async (user: UserRow) => hasFullAccess(await accessSubjectOf(db, user)),

    /** 404 (SCENARIO_MESSAGES.notFound) unless `id` is one of the user's scenarios; no compute. */
    async assertOwned(userId: string, id: string): Promise<void> {
      if (!UUID.test(id) || !(await findScenario(db, userId, id))) throw notFound();
    },

    /**
     * The name and last change (ISO, as `updated_at` in answers) of one of the user's scenarios,
     * without computing it: what a cache of its reports is keyed by. 404 like `get`.
     */
    async ownedVersion(userId: string, id: string): Promise<{ name: string; updatedAt: string }> {
      const row = UUID.test(id) ? await findScenario(db, userId, id) : undefined;
      if (!row) throw notFound();
      return { name: row.name, updatedAt: row.updatedAt.toISOString() };
    },

    /** The sentences naming the data sources (GET /calculator/reference `sources`). */
    async referenceSources(): Promise<string[]> {
      return (await calculator.reference()).response.sources;
    },

    async create(user: UserRow, payload: Scenario): Promise<ScenarioResponse> {
      return { message: SCENARIO_SUCCESS.created, scenario: await insertNew(user, payload) };
    },

    /**
     * A new scenario of the same user with the original's payload, named "<name> (copy)"; 404
     * like `get`. Comments belong to the scenario they were written on, so the copy has none.
     */
    async duplicate(user: UserRow, id: string): Promise<ScenarioResponse> {
      const row = UUID.test(id) ? await findScenario(db, user.id, id) : undefined;
      if (!row) throw notFound();
      const scenario = await insertNew(user, { ...row.payload, name: copyName(row.name) });
      return { message: SCENARIO_SUCCESS.duplicated, scenario };
    },

    async list(user: UserRow): Promise<ScenarioListResponse> {
      const rows = await findScenariosByUser(db, user.id);
      const names = await findCollegeNames(
        db,
        rows.flatMap((r) => r.payload.colleges.map((c) => c.university_id)),
      );
      return { scenarios: rows.map((r) => summaryOf(r, names)), limits: await limitsOf(db, user) };
    },

    /** Summaries of stored rows, named as `list` names them (coaching reads a student's list). */
    async summariesOf(rows: readonly ScenarioRow[]): Promise<ScenarioSummary[]> {
      const ids = rows.flatMap((r) => r.payload.colleges.map((c) => c.university_id));
      const names = await findCollegeNames(db, ids);
      return rows.map((r) => summaryOf(r, names));
    },

    async get(user: UserRow, id: string): Promise<ScenarioResponse> {
      const scenario = await loadScenarioWithResults(user.id, id);
      return { message: SCENARIO_SUCCESS.found, scenario };
    },

    async update(user: UserRow, id: string, payload: Scenario): Promise<ScenarioResponse> {
      if (!UUID.test(id)) throw notFound();
      const { stored, ref, results } = await prepare(user, payload);
      const row = await updateScenario(db, user.id, id, { name: stored.name, payload: stored });
      if (!row) throw notFound();
      return { message: SCENARIO_SUCCESS.updated, scenario: saved(row, ref, results) };
    },

    async remove(user: UserRow, id: string): Promise<{ message: string }> {
      if (!UUID.test(id) || !(await deleteScenario(db, user.id, id))) throw notFound();
      return { message: SCENARIO_SUCCESS.deleted };
    },
  };
}

export type ScenariosService = ReturnType<typeof createScenariosService>;
