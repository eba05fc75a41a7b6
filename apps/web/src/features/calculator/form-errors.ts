import { ScenarioAssumptionsSchema, ScenarioSchema, validateField } from '@degreeworth/core';
import {
  type AssumptionsEntry,
  assumptionsInputOf,
  coaTextOf,
  OPTIONAL_MONEY,
  scenarioInputOf,
  type ScenarioFormState,
} from './scenario-form';

/** Field messages by the payload's dotted path ("colleges.0.grants"), as the API names them too. */
export type ErrorMap = Readonly<Record<string, string>>;

export const collegePath = (index: number, field: string) => `colleges.${index}.${field}`;
export const assumptionPath = (field: string) => `assumptions.${field}`;

/** The first ScenarioSchema message of each path. */
export function schemaErrorsOf(state: ScenarioFormState): Record<string, string> {
  const result = ScenarioSchema.safeParse(scenarioInputOf(state));
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

type Check = (path: string, value: string | null, required: boolean) => void;

/** Collects the number inputs' own messages: required, numeric, negative, decimals, bound. */
function ruleChecker(errors: Record<string, string>): Check {
  return (path, value, required) => {
    const message = validateField(value ?? '', { type: 'number', required });
    if (message) errors[path] = message;
  };
}

function checkAssumptions(a: AssumptionsEntry, check: Check) {
  check(assumptionPath('discount_rate'), a.discount_rate, true);
  check(assumptionPath('salary_growth'), a.salary_growth, true);
  check(assumptionPath('tax_rate'), a.tax_rate, true);
  check(assumptionPath('baseline_earnings'), a.baseline, false);
  check(assumptionPath('dependents'), a.dependents, false);
  check(assumptionPath('federal_loans_before'), a.federal_loans_before, false);
  check(assumptionPath('private_loan_rate'), a.private_loan_rate, false);
  check(assumptionPath('parent_plus_rate'), a.parent_plus_rate, true);
}

function ruleErrorsOf(state: ScenarioFormState): Record<string, string> {
  const errors: Record<string, string> = {};
  const check = ruleChecker(errors);
  state.colleges.forEach((c, i) => {
    check(collegePath(i, 'cost_of_attendance'), coaTextOf(c, state), true);
    for (const key of OPTIONAL_MONEY) check(collegePath(i, key), c[key], false);
    check(collegePath(i, 'interest_rate'), c.interest_rate, true);
    check(collegePath(i, 'starting_salary'), c.salary, false);
  });
  checkAssumptions(state.assumptions, check);
  return errors;
}

/** The assumptions' messages alone (the results page edits only them). */
export function assumptionErrorsOf(a: AssumptionsEntry): ErrorMap {
  const errors: Record<string, string> = {};
  const result = ScenarioAssumptionsSchema.safeParse(assumptionsInputOf(a));
  for (const issue of result.error?.issues ?? []) {
    errors[assumptionPath(issue.path.join('.'))] ??= issue.message;
  }
  checkAssumptions(a, ruleChecker(errors));
  return errors;
}

/**
 * Every message of the form: the input rules first (they name what is wrong with the text, e.g.
 * "This field is required." rather than the schema's "Only numeric values allowed." for a blank),
 * then what only the schema knows (percent above 100, years, home state, duplicates).
 */
export function formErrorsOf(state: ScenarioFormState): ErrorMap {
  return { ...schemaErrorsOf(state), ...ruleErrorsOf(state) };
}
