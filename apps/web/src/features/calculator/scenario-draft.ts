import { z } from 'zod';
import {
  BORROWER_LEVELS,
  type CollegeCalculatorResponse,
  DEPENDENCY_STATUSES,
  HOUSING_OPTIONS,
  INCOME_KEYS,
  REPAYMENT_PLANS,
  RESIDENCIES,
  SCENARIO_LIMITS,
} from '@degreeworth/core';
import { CALCULATOR_DRAFT_KEY, storage } from '@/lib/storage';
import {
  type AssumptionsEntry,
  type CollegeEntry,
  EMPTY_FORM,
  newCollegeEntry,
  type ScenarioFormState,
} from './scenario-form';

/**
 * The new scenario as typed and not yet saved, kept in this browser's local storage so a reload
 * or a later visit finds it (decision 080). One draft per browser: it passes to the account that
 * signs in, and goes with the user's sign-out (lib/storage.ts SESSION_STORAGE_KEYS).
 *
 * A draft holds what the person typed, not the college data: each college is its id and its typed
 * fields, and the data is fetched again on restore, so it is never older than the page.
 */

/** Raise it when a stored field changes its meaning: drafts of another version are dropped. */
export const DRAFT_VERSION = 1;
/** How long a draft lives after its last change, in days. */
export const DRAFT_LIFETIME_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/** One college of a draft: its id and every field of CollegeEntry but the data. */
export type DraftCollege = Omit<CollegeEntry, 'facts' | 'majorOptions'> & { university_id: number };

const text = z.string().max(200);

// Typed against the form's own types: a field added to the form that the draft lacks does not
// compile. A draft stored before such a field existed fails the check and is dropped.
const DraftCollegeSchema: z.ZodType<DraftCollege> = z.object({
  university_id: z.number().int().positive(),
  residency: z.enum(RESIDENCIES).nullable(),
  housing: z.enum(HOUSING_OPTIONS),
  years: text,
  major: text,
  coa: text.nullable(),
  grants: text.nullable(),
  scholarships: text,
  family_contribution: text,
  savings: text,
  loans_per_year: text,
  parent_plus_per_year: text,
  interest_rate: text,
  loan_term: text,
  salary: text.nullable(),
});

const DraftAssumptionsSchema: z.ZodType<AssumptionsEntry> = z.object({
  discount_rate: text,
  salary_growth: text,
  tax_rate: text,
  baseline: text.nullable(),
  repayment_plan: z.enum(REPAYMENT_PLANS),
  dependents: text,
  study_level: z.enum(BORROWER_LEVELS),
  year_of_study: text,
  dependency: z.enum(DEPENDENCY_STATUSES),
  federal_loans_before: text,
  private_loan_rate: text,
  parent_plus_rate: text,
});

const DraftFormSchema = z.object({
  name: z.string().max(1000),
  homeState: text,
  familyIncome: z.enum(INCOME_KEYS),
  colleges: z.array(DraftCollegeSchema).max(SCENARIO_LIMITS.maxColleges),
  assumptions: DraftAssumptionsSchema,
});
export type DraftForm = z.infer<typeof DraftFormSchema>;

const StoredDraftSchema = z.object({
  version: z.literal(DRAFT_VERSION),
  /** When it was last changed, in milliseconds since 1970 (Date.now()). */
  savedAt: z.number(),
  form: DraftFormSchema,
});

/** The form as a draft holds it. */
export function draftOf(state: ScenarioFormState): DraftForm {
  return {
    name: state.name,
    homeState: state.homeState,
    familyIncome: state.familyIncome,
    colleges: state.colleges.map(({ facts, majorOptions: _data, ...typed }) => ({
      university_id: facts.university_id,
      ...typed,
    })),
    assumptions: state.assumptions,
  };
}

/** A text that is equal for two forms exactly when they hold the same typed values. */
export function snapshotOf(state: ScenarioFormState): string {
  return JSON.stringify(draftOf(state));
}

/** The empty form's snapshot: a form equal to it has nothing to keep. */
export const EMPTY_SNAPSHOT = snapshotOf(EMPTY_FORM);

/**
 * The stored draft, or null. One that cannot be read (another version or shape, broken JSON) or
 * was last changed more than DRAFT_LIFETIME_DAYS ago is removed and never shown.
 */
export function readDraft(now = Date.now()): DraftForm | null {
  const raw = storage.get(CALCULATOR_DRAFT_KEY);
  if (raw === null) return null;
  const draft = parseDraft(raw, now);
  if (!draft) storage.remove(CALCULATOR_DRAFT_KEY);
  return draft;
}

function parseDraft(raw: string, now: number): DraftForm | null {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = StoredDraftSchema.safeParse(json);
  if (!parsed.success) return null;
  return now - parsed.data.savedAt > DRAFT_LIFETIME_DAYS * DAY_MS ? null : parsed.data.form;
}

export function writeDraft(form: DraftForm, now = Date.now()): void {
  storage.set(CALCULATOR_DRAFT_KEY, JSON.stringify({ version: DRAFT_VERSION, savedAt: now, form }));
}

export function clearDraft(): void {
  storage.remove(CALCULATOR_DRAFT_KEY);
}

/**
 * A draft back into the form, given each college's calculator answer (fetched again): the
 * college's data from the answer, everything typed from the draft. A college without an answer
 * is left out.
 */
export function formStateOfDraft(
  draft: DraftForm,
  responses: ReadonlyMap<number, CollegeCalculatorResponse>,
): ScenarioFormState {
  return {
    name: draft.name,
    homeState: draft.homeState,
    familyIncome: draft.familyIncome,
    colleges: draft.colleges.flatMap(({ university_id, ...typed }) => {
      const response = responses.get(university_id);
      return response ? [{ ...newCollegeEntry(response), ...typed }] : [];
    }),
    assumptions: draft.assumptions,
  };
}
