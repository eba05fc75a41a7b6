import { describe, expect, it } from 'vitest';
import { MESSAGES, SCENARIO_MESSAGES, ScenarioSchema } from '@degreeworth/core';
import { formErrorsOf } from './form-errors';
import { dataSalaryOf, liveResultsOf, scenarioReferenceOf } from './live-results';
import {
  coaTextOf,
  collegeEntryOf,
  EMPTY_FORM,
  newCollegeEntry,
  residencyOf,
  scenarioInputOf,
  type ScenarioFormState,
} from './scenario-form';
import { formReducer } from './form-reducer';
import { collegeCalculatorWithPrograms } from './testing/program-fixtures';
import { ALABAMA, calculatorReference, collegeCalculator, MIT } from '@/testing/scenario-fixtures';

const alabama = collegeCalculator(ALABAMA);
const withAlabama = (homeState: string): ScenarioFormState =>
  formReducer(
    { ...EMPTY_FORM, homeState },
    { type: 'collegeAdded', entry: newCollegeEntry(alabama) },
  );

describe('the calculator form', () => {
  it('prefills a college from the data: years by credential, 6.39% interest, the standard plan', () => {
    const entry = newCollegeEntry(alabama);
    expect(entry.years).toBe('4');
    expect(entry.interest_rate).toBe('6.39');
    expect(entry.loan_term).toBe('standard');
    expect(entry.housing).toBe('on_campus');
    expect(entry.major).toBe('');
  });

  it('sorts the college’s majors by their share of degrees, largest first', () => {
    const shares = newCollegeEntry(collegeCalculator(MIT)).majorOptions.map((o) => o.share!);
    expect(shares.length).toBeGreaterThan(3);
    expect([...shares].sort((a, b) => b - a)).toEqual(shares);
  });

  it('keeps the college’s programs first, in the API’s order, then its fields by share', () => {
    const answer = collegeCalculatorWithPrograms(MIT);
    // Fields before programs: the programs still come first, the fields by share.
    const options = newCollegeEntry({
      ...answer,
      major_options: [...answer.major_options].reverse(),
    }).majorOptions;
    const programs = options.filter((o) => o.kind === 'program');
    expect(options.slice(0, programs.length)).toEqual(programs);
    const fields = options.slice(programs.length).map((o) => o.share!);
    expect([...fields].sort((a, b) => b - a)).toEqual(fields);
    expect(
      newCollegeEntry(answer)
        .majorOptions.slice(0, 2)
        .map((o) => o.id),
    ).toEqual(['11.07', '14.19']);
  });

  it('is in-state when the college is in the home state, out-of-state otherwise', () => {
    const entry = newCollegeEntry(alabama);
    expect(residencyOf(entry, 'AL')).toBe('in_state');
    expect(residencyOf(entry, 'GA')).toBe('out_of_state');
    expect(residencyOf({ ...entry, residency: 'in_state' }, 'GA')).toBe('in_state');
  });

  it('lets the cost of attendance follow housing and residency until it is typed', () => {
    let state = withAlabama('AL');
    const f = alabama.facts;
    const coa = () => coaTextOf(state.colleges[0]!, state);
    expect(coa()).toBe(String(f.cost_of_attendance));
    state = formReducer(state, { type: 'homeStateChanged', value: 'GA' });
    const outOfState = f.cost_of_attendance! + f.tuition_out_of_state! - f.tuition_in_state!;
    expect(coa()).toBe(String(outOfState));
    state = formReducer(state, {
      type: 'collegeChanged',
      id: ALABAMA,
      patch: { housing: 'with_family' },
    });
    expect(coa()).toBe(String(outOfState - f.room_board_on_campus!));
    state = formReducer(state, { type: 'collegeChanged', id: ALABAMA, patch: { coa: '20000' } });
    state = formReducer(state, {
      type: 'collegeChanged',
      id: ALABAMA,
      patch: { housing: 'on_campus' },
    });
    expect(coa()).toBe('20000');
  });

  it('builds the payload: empty money is 0, untouched grants the typical aid, salary and baseline null', () => {
    const input = scenarioInputOf(withAlabama('AL'));
    const parsed = ScenarioSchema.parse(input);
    const f = alabama.facts;
    expect(parsed.colleges[0]).toMatchObject({
      university_id: ALABAMA,
      residency: 'in_state',
      grants: f.cost_of_attendance! - f.net_price_by_income.all!,
      scholarships: 0,
      loans_per_year: 0,
      parent_plus_per_year: 0,
      interest_rate: 6.39,
      loan_term: 'standard',
      starting_salary: null,
      major: null,
    });
    expect(parsed.assumptions).toEqual({
      discount_rate: 3,
      salary_growth: 0,
      tax_rate: 0,
      baseline_earnings: null,
      repayment_plan: 'standard',
      dependents: 0,
      study_level: 'undergraduate',
      year_of_study: 1,
      dependency: 'dependent',
      federal_loans_before: 0,
      private_loan_rate: null,
      parent_plus_rate: 8.94,
    });
  });

  it('names the field of every message by the payload path the API uses too', () => {
    let state = withAlabama('');
    state = formReducer(state, {
      type: 'collegeChanged',
      id: ALABAMA,
      patch: { coa: '', grants: '12.345', interest_rate: '120' },
    });
    const errors = formErrorsOf(state);
    expect(errors['colleges.0.cost_of_attendance']).toBe(MESSAGES.required);
    expect(errors['colleges.0.grants']).toBe(MESSAGES.tooManyDecimals);
    expect(errors['colleges.0.interest_rate']).toBe(SCENARIO_MESSAGES.percent);
    expect(errors.home_state).toBe(SCENARIO_MESSAGES.unknownState);
    expect(formErrorsOf(EMPTY_FORM).colleges).toBe(SCENARIO_MESSAGES.noCollege);
  });

  it('starts the grants from the typical aid for the family income, and follows it until typed', () => {
    let state = withAlabama('AL');
    const f = alabama.facts;
    const aid = (band: keyof typeof f.net_price_by_income) =>
      String(f.cost_of_attendance! - f.net_price_by_income[band]!);
    const grants = () => scenarioInputOf(state).colleges[0]!.grants;
    expect(String(grants())).toBe(aid('all'));
    state = formReducer(state, { type: 'familyIncomeChanged', value: '0-30k' });
    expect(String(grants())).toBe(aid('0-30k'));
    expect(scenarioInputOf(state).family_income).toBe('0-30k');
    state = formReducer(state, { type: 'collegeChanged', id: ALABAMA, patch: { grants: '100' } });
    state = formReducer(state, { type: 'familyIncomeChanged', value: '110k+' });
    expect(grants()).toBe(100);
  });

  it('turns a saved college back into the form, following the data where it still matches', () => {
    const saved = ScenarioSchema.parse(scenarioInputOf(withAlabama('AL'))).colleges[0]!;
    const home = { homeState: 'AL', familyIncome: 'all' } as const;
    const entry = collegeEntryOf({ ...saved, loans_per_year: 5500 }, alabama, home);
    expect(entry.coa).toBeNull();
    expect(entry.grants).toBeNull();
    expect(entry.residency).toBeNull();
    expect(entry.loans_per_year).toBe('5500');
    const typed = collegeEntryOf(
      { ...saved, cost_of_attendance: 1234, grants: 500, loan_term: 12 },
      alabama,
      home,
    );
    expect(typed.coa).toBe('1234');
    expect(typed.grants).toBe('500');
    expect(typed.loan_term).toBe('12');
  });
});

describe('live results', () => {
  const reference = calculatorReference();
  const refOf = (state: ScenarioFormState) =>
    scenarioReferenceOf(
      reference,
      state.colleges.map((c) => c.facts),
    );

  it('computes each college in the browser, and says which cannot be computed', () => {
    let state = withAlabama('AL');
    const live = liveResultsOf(state, refOf(state));
    expect(live.kind).toBe('ok');
    if (live.kind !== 'ok') return;
    expect(live.colleges[0]!.kind).toBe('result');
    state = formReducer(state, { type: 'collegeChanged', id: ALABAMA, patch: { grants: '.' } });
    const broken = liveResultsOf(state, refOf(state));
    expect(broken.kind === 'ok' && broken.colleges[0]!.kind).toBe('invalid');
    state = formReducer(state, { type: 'assumptionsChanged', patch: { tax_rate: '' } });
    expect(liveResultsOf(state, refOf(state)).kind).toBe('invalid_assumptions');
  });

  it('offers the data’s starting salary: the engine’s S for the college and major', () => {
    const state = withAlabama('AL');
    const entry = state.colleges[0]!;
    const s = dataSalaryOf(entry, state, refOf(state)).value;
    expect(s).not.toBeNull();
    const business = dataSalaryOf({ ...entry, major: '52' }, state, refOf(state)).value;
    expect(business).not.toBe(s);
  });
});
