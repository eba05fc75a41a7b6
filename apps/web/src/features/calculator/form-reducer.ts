import type { IncomeBand } from '@degreeworth/core';
import type { AssumptionsEntry, CollegeEntry, ScenarioFormState } from './scenario-form';

/**
 * What the student does to the calculator form, and the form after it: the live editor's
 * reducer (use-scenario-editor.ts). A college is added once; edits patch one college by id.
 */
export type FormAction =
  | { type: 'nameChanged'; value: string }
  | { type: 'homeStateChanged'; value: string }
  | { type: 'familyIncomeChanged'; value: IncomeBand }
  | { type: 'collegeAdded'; entry: CollegeEntry }
  | { type: 'collegeRemoved'; id: number }
  | { type: 'collegeChanged'; id: number; patch: Partial<CollegeEntry> }
  | { type: 'assumptionsChanged'; patch: Partial<AssumptionsEntry> };

export function formReducer(state: ScenarioFormState, action: FormAction): ScenarioFormState {
  switch (action.type) {
    case 'nameChanged':
      return { ...state, name: action.value };
    case 'homeStateChanged':
      return { ...state, homeState: action.value };
    case 'familyIncomeChanged':
      return { ...state, familyIncome: action.value };
    case 'collegeAdded':
      if (state.colleges.some((c) => c.facts.university_id === action.entry.facts.university_id))
        return state;
      return { ...state, colleges: [...state.colleges, action.entry] };
    case 'collegeRemoved':
      return {
        ...state,
        colleges: state.colleges.filter((c) => c.facts.university_id !== action.id),
      };
    case 'collegeChanged':
      return {
        ...state,
        colleges: state.colleges.map((c) =>
          c.facts.university_id === action.id ? { ...c, ...action.patch } : c,
        ),
      };
    case 'assumptionsChanged':
      return { ...state, assumptions: { ...state.assumptions, ...action.patch } };
  }
}
