import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiError,
  type CalculatorReferenceResponse,
  type CollegeCalculatorResponse,
  computeScenario,
  MESSAGES,
  SCENARIO_MESSAGES,
  SCENARIO_SUCCESS,
  type ScenarioInput,
  type ScenarioListResponse,
  type ScenarioResponse,
  ScenarioSchema,
} from '@degreeworth/core';
import { bearer, signUpVerified } from '../../../test/accounts';
import type { TestContext } from '../../../test/helpers';
import { buildImportedTestApp, queryRows, readCsv, SCORECARD_DIR } from '../../../test/scorecard';
import { grantPlan } from '../../cli/plan-grant';

const MIT = 166683;
const HARVARD = 166027;
const ALABAMA = 100751;
const AMHERST = 164465;
const UNAUTH = 'Unauthenticated. Please provide a valid token.';

type Headers = { authorization: string };
type Answer = ScenarioResponse & ScenarioListResponse & ApiError;

/**
 * The personal worked example the engine's tests reproduce (cost 28,000, grants 8,000, loans of
 * 5,500 a year at 6.39%, salary 55,000), as the form sends it, for a real college.
 */
function workedExample(university_id = MIT): ScenarioInput {
  return {
    name: '',
    home_state: 'MA',
    colleges: [
      {
        university_id,
        residency: 'in_state',
        housing: 'on_campus',
        years_to_finish: 4,
        major: null,
        cost_of_attendance: 28_000,
        grants: 8_000,
        scholarships: 0,
        family_contribution: 0,
        savings: 0,
        loans_per_year: 5_500,
        interest_rate: 6.39,
        loan_term: 10,
        starting_salary: 55_000,
      },
    ],
    assumptions: { discount_rate: 3, salary_growth: 0, tax_rate: 0, baseline_earnings: 30_000 },
  };
}

/** The worked example comparing `ids` (same inputs for each college). */
function comparing(...ids: number[]): ScenarioInput {
  const base = workedExample();
  return { ...base, colleges: ids.map((id) => ({ ...base.colleges[0]!, university_id: id })) };
}

describe('scenarios: POST/GET/PUT/DELETE /api/v1/scenario', () => {
  let t: TestContext;
  let ada: Headers;
  let bob: Headers;
  let pro: Headers;
  let racer: Headers;
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    headers: Headers | object,
    payload?: object,
  ) => {
    const res = await t.app.inject({
      method,
      url: `/api/v1/scenario${path}`,
      headers: headers as Record<string, string>,
      payload,
    });
    return { status: res.statusCode, body: res.json() as Answer, raw: res.body };
  };
  const create = (who: Headers, payload: object) => call('POST', '', who, payload);
  const removeAll = async (who: Headers) => {
    for (const s of (await call('GET', '', who)).body.scenarios)
      expect((await call('DELETE', `/${s.id}`, who)).status).toBe(200);
  };

  beforeAll(async () => {
    t = await buildImportedTestApp();
    ada = bearer(await signUpVerified(t, 'ada@example.com'));
    bob = bearer(await signUpVerified(t, 'bob@example.com'));
    pro = bearer(await signUpVerified(t, 'pro@example.com'));
    racer = bearer(await signUpVerified(t, 'racer@example.com'));
    expect(await grantPlan(t.database.db, 'pro@example.com')).toBe(true);
  }, 300_000);
  afterAll(() => t?.close());

  it('saves the worked example for MIT: 201, default name, and the engine’s figures', async () => {
    const { status, body } = await create(ada, workedExample());
    expect(status).toBe(201);
    expect(body.message).toBe(SCENARIO_SUCCESS.created);
    const s = body.scenario;
    expect(s.name).toBe('Massachusetts Institute of Technology');
    expect(s.payload.name).toBe(s.name);
    expect(s.colleges).toEqual([
      { university_id: MIT, name: 'Massachusetts Institute of Technology' },
    ]);
    expect(Date.parse(s.created_at)).not.toBeNaN();
    const c = s.results.colleges[0]!;
    expect(c).toMatchObject({
      university_id: MIT,
      year: 2023,
      dollar_year: 2025,
      baseline: 30_000,
    });
    // The worked example's loan, on MIT's own earnings path scaled to the typed salary: the
    // figures are the engine's for the facts the API serves (the flat-salary worked example
    // itself is reproduced by core's scenario tests).
    const facts = (
      await t.app.inject({ method: 'GET', url: `/api/v1/universities/${MIT}/calculator` })
    ).json() as CollegeCalculatorResponse;
    const engine = computeScenario(ScenarioSchema.parse(workedExample()), {
      colleges: new Map([[MIT, facts.facts]]),
      baselineByState: {},
      nationalMajors: [],
    }).colleges[0]!;
    // The development data has MIT's entrants' earnings only: one entrant-based figure.
    expect(c.roi.view).toBe('entrant_based');
    expect(c.roi.ifGraduate).toBeNull();
    expect(c.roi.outcome.series![4]!.earnings).toBeCloseTo(55_000, 6);
    expect(c.roi.outcome.npv).toEqual(engine.roi.outcome.npv);
    expect(c.roi.outcome.breakEvenYears).toEqual(engine.roi.outcome.breakEvenYears);
    expect(c.roi.loan.monthlyPayment).toBeCloseTo(296.23, 2);
    expect(c.roi.loan.principalAtRepayment).toBeCloseTo(26_217.4, 1);
    expect(c.chart).toHaveLength(40);
    expect(c.verdicts).toEqual(engine.verdicts);
    expect(s.results.baseline).toEqual({ value: 30_000, fromHomeState: false, state: 'MA' });
    await removeAll(ada);
  });

  it('computes from the imported data, never from numbers beyond the payload: home-state B, college earnings, major', async () => {
    const reference = (
      await t.app.inject({ method: 'GET', url: '/api/v1/calculator/reference' })
    ).json() as CalculatorReferenceResponse;
    const payload = workedExample();
    payload.assumptions.baseline_earnings = null;
    payload.colleges[0]!.starting_salary = null;
    payload.colleges[0]!.major = '11';
    const { status, body } = await create(pro, { ...payload, results: { forged: true } });
    expect(status).toBe(201);
    const c = body.scenario.results.colleges[0]!;
    const ma = reference.states.find((s) => s.code === 'MA')!.baseline!;
    expect(c.baseline).toBe(ma);
    expect(body.scenario.results.baseline).toEqual({ value: ma, fromHomeState: true, state: 'MA' });
    expect(c.major).toMatchObject({
      id: '11',
      label: 'Computer And Information Sciences And Support Services',
    });
    expect(c.major!.ratio).toBeGreaterThan(1);
    expect(c.flags).toContain('major_estimated_nationally');
    expect(c.roi.startingSalary.value).toBeGreaterThan(0);
    expect(JSON.stringify(body)).not.toContain('forged');
    await removeAll(pro);
  });

  it('lists the user’s scenarios newest first without results, with the plan’s limits', async () => {
    const first = (await create(ada, comparing(MIT, HARVARD))).body.scenario;
    const second = (await create(ada, { ...workedExample(ALABAMA), name: '  My plan  ' })).body
      .scenario;
    expect(first.name).toBe('Massachusetts Institute of Technology vs Harvard University');
    expect(second.name).toBe('My plan');
    const { status, body } = await call('GET', '', ada);
    expect(status).toBe(200);
    expect(body.scenarios.map((s) => s.id)).toEqual([second.id, first.id]);
    expect(body.scenarios[1]!.colleges.map((c) => c.name)).toEqual([
      'Massachusetts Institute of Technology',
      'Harvard University',
    ]);
    expect(body.scenarios.every((s) => !('results' in s))).toBe(true);
    expect(body.limits).toEqual({ max_scenarios: 2, max_colleges: 2 });
    expect((await call('GET', '', pro)).body.limits).toEqual({
      max_scenarios: null,
      max_colleges: 4,
    });
    expect((await call('GET', '', bob)).body.scenarios).toEqual([]);
  });

  it('reads, updates and deletes one scenario with the success messages', async () => {
    const id = (await call('GET', '', ada)).body.scenarios[0]!.id;
    const read = await call('GET', `/${id}`, ada);
    expect(read.status).toBe(200);
    expect(read.body.message).toBe(SCENARIO_SUCCESS.found);
    expect(read.body.scenario.results.colleges[0]!.university_id).toBe(ALABAMA);
    const changed = { ...workedExample(AMHERST), name: 'Amherst instead' };
    changed.colleges[0]!.loans_per_year = 0;
    const put = await call('PUT', `/${id}`, ada, changed);
    expect(put.status).toBe(200);
    expect(put.body.message).toBe(SCENARIO_SUCCESS.updated);
    expect(put.body.scenario).toMatchObject({ id, name: 'Amherst instead' });
    expect(put.body.scenario.results.colleges[0]!.verdicts).toContainEqual({
      text: 'No loans',
      tone: 'neutral',
    });
    expect(Date.parse(put.body.scenario.updated_at)).toBeGreaterThanOrEqual(
      Date.parse(put.body.scenario.created_at),
    );
    expect(
      (await call('GET', `/${id}`, ada)).body.scenario.payload.colleges[0]!.university_id,
    ).toBe(AMHERST);
    const gone = await call('DELETE', `/${id}`, ada);
    expect(gone).toMatchObject({ status: 200, body: { message: SCENARIO_SUCCESS.deleted } });
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const again = await call(method, `/${id}`, ada, method === 'PUT' ? changed : undefined);
      expect(again.status).toBe(404);
      expect(again.body.message).toBe(SCENARIO_MESSAGES.notFound);
    }
    await removeAll(ada);
  });

  it('holds a saved scenario’s loans to the federal limits and recomputes them on each change', async () => {
    const payload = workedExample(ALABAMA);
    payload.colleges[0]!.loans_per_year = 7_500;
    payload.colleges[0]!.parent_plus_per_year = 25_000;
    payload.assumptions.private_loan_rate = 10;
    const created = await create(ada, payload);
    expect(created.status).toBe(201);
    const id = created.body.scenario.id;
    const first = created.body.scenario.results.colleges[0]!;
    const b = first.roi.borrowing!;
    // A dependent first-year student: $5,500, $6,500, then $7,500; the parents' PLUS stops at
    // $20,000 a year and $65,000 in all. The rest is borrowed privately at 10%: the student's
    // $3,000 and the parents' $35,000, each their own loan.
    expect(b.split.federal).toEqual([5_500, 6_500, 7_500, 7_500]);
    expect(b.split.parentPlus).toEqual([20_000, 20_000, 20_000, 5_000]);
    expect(b.split.totalAboveLimits).toBe(38_000);
    expect(b.privateLoan!.borrowed).toBe(3_000);
    expect(b.parentPrivateLoan!.borrowed).toBe(35_000);
    expect(first.roi.studentLoans.borrowed).toBe(30_000);
    expect(b.parentPlusLoan!.borrowed).toBe(65_000);
    expect(first.roi.loan.borrowed).toBe(27_000);
    expect(first.verdicts).toContainEqual({
      text:
        'Borrowing is above the federal limits: $38,000 of the planned loans must come from a ' +
        'private loan or family money',
      tone: 'warning',
    });
    const read = await call('GET', `/${id}`, ada);
    expect(read.body.scenario.results.colleges[0]!.roi.borrowing).toEqual(b);

    // An independent student in their third year: $12,500 a year, and no Parent PLUS.
    const changed = structuredClone(payload);
    changed.assumptions.dependency = 'independent';
    changed.assumptions.year_of_study = 3;
    changed.colleges[0]!.years_to_finish = 2;
    const put = await call('PUT', `/${id}`, ada, changed);
    expect(put.status).toBe(200);
    const after = put.body.scenario.results.colleges[0]!.roi.borrowing!;
    expect(after.split.federal).toEqual([7_500, 7_500]);
    expect(after.split.parentPlus).toEqual([0, 0]);
    expect(after.split.reasons).toEqual(['parent_plus_not_available']);
    expect(after.split.totalAboveLimits).toBe(50_000);

    // A graduate student: $20,500 a year, and the college's undergraduate figures flagged.
    const graduate = structuredClone(changed);
    graduate.assumptions.study_level = 'graduate';
    graduate.colleges[0]!.loans_per_year = 25_000;
    const grad = (await call('PUT', `/${id}`, ada, graduate)).body.scenario.results.colleges[0]!;
    expect(grad.roi.borrowing!.split.federal).toEqual([20_500, 20_500]);
    expect(grad.flags).toContain('graduate_study');
    expect((await call('PUT', `/${id}`, ada, changed)).status).toBe(200);

    // Bad values: 400 per field, and the saved scenario stays as it was.
    const bad = structuredClone(changed) as ScenarioInput & Record<string, unknown>;
    Object.assign(bad.assumptions, {
      study_level: 'doctoral',
      year_of_study: 0,
      dependency: 'married',
      private_loan_rate: 101,
    });
    bad.colleges[0]!.parent_plus_per_year = -5;
    const refused = await call('PUT', `/${id}`, ada, bad);
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({
      'assumptions.study_level': [SCENARIO_MESSAGES.studyLevel],
      'assumptions.year_of_study': [SCENARIO_MESSAGES.yearOfStudy],
      'assumptions.dependency': [SCENARIO_MESSAGES.dependency],
      'assumptions.private_loan_rate': [SCENARIO_MESSAGES.percent],
      'colleges.0.parent_plus_per_year': [MESSAGES.negative],
    });
    const kept = (await call('GET', `/${id}`, ada)).body.scenario;
    expect(kept.payload.assumptions.dependency).toBe('independent');
    expect(kept.results.colleges[0]!.roi.borrowing).toEqual(after);
    await removeAll(ada);
  });

  it('answers schema errors with 400 and the schema’s messages per field', async () => {
    const bad = workedExample() as ScenarioInput & Record<string, unknown>;
    bad.colleges[0]!.grants = -1;
    bad.colleges[0]!.loans_per_year = 100.123;
    bad.colleges[0]!.interest_rate = 101;
    bad.colleges[0]!.years_to_finish = 9;
    bad.home_state = 'ZZ';
    const res = await create(ada, bad);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.fieldErrors).toEqual({
      home_state: [SCENARIO_MESSAGES.unknownState],
      'colleges.0.years_to_finish': [SCENARIO_MESSAGES.yearsToFinish],
      'colleges.0.grants': [MESSAGES.negative],
      'colleges.0.loans_per_year': [MESSAGES.tooManyDecimals],
      'colleges.0.interest_rate': [SCENARIO_MESSAGES.percent],
    });
    expect(Object.values(res.body.fieldErrors!).flat()).toContain(res.body.message);
    const none = await create(ada, { ...workedExample(), colleges: [] });
    expect(none.body.fieldErrors).toEqual({ colleges: [SCENARIO_MESSAGES.noCollege] });
    const five = await create(pro, comparing(MIT, HARVARD, ALABAMA, AMHERST, 100654));
    expect(five.status).toBe(400);
    expect(five.body.message).toBe(SCENARIO_MESSAGES.tooManyColleges);
    const twice = await create(ada, comparing(MIT, MIT));
    expect(twice.body.fieldErrors).toEqual({
      'colleges.1.university_id': [SCENARIO_MESSAGES.duplicateCollege],
    });
    const major = await create(ada, {
      ...workedExample(),
      colleges: [{ ...workedExample().colleges[0]!, major: 'cs' }],
    });
    expect(major.body.fieldErrors).toEqual({
      'colleges.0.major': [SCENARIO_MESSAGES.unknownMajor],
    });
    expect((await call('GET', '', ada)).body.scenarios).toEqual([]);
  });

  it('answers 400 naming the field for a college without figures and a major it does not offer', async () => {
    // A college of PREDDEG 4 in every file (in the data, never ranked), and an unknown id.
    const ranked = new Set(
      [
        'MERGED2018_19_PP.csv',
        'MERGED2019_20_PP.csv',
        'MERGED2020_21_PP.csv',
        'MERGED2021_22_PP.csv',
        'MERGED2022_23_PP.csv',
      ]
        .flatMap((f) => readCsv(`${SCORECARD_DIR}/${f}`))
        .filter((r) => ['1', '2', '3'].includes(r.PREDDEG!))
        .map((r) => r.UNITID),
    );
    const graduate = readCsv(`${SCORECARD_DIR}/MERGED2022_23_PP.csv`).find(
      (r) => r.PREDDEG === '4' && !ranked.has(r.UNITID),
    )!;
    const res = await create(ada, comparing(MIT, Number(graduate.UNITID)));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: SCENARIO_MESSAGES.unknownCollege,
      fieldErrors: { 'colleges.1.university_id': [SCENARIO_MESSAGES.unknownCollege] },
    });
    const unknown = await create(ada, workedExample(999_999));
    expect(unknown.body.fieldErrors).toEqual({
      'colleges.0.university_id': [SCENARIO_MESSAGES.unknownCollege],
    });
    // MIT awards no degrees in CIP 51 (health)? Read the shares: pick a family it does not offer.
    const offered = (
      await t.app.inject({ method: 'GET', url: `/api/v1/universities/${MIT}/calculator` })
    )
      .json()
      .major_options.map((o: { id: string }) => o.id) as string[];
    const notOffered = ['01', '12', '46', '47', '48', '49', '51'].find(
      (c) => !offered.includes(c),
    )!;
    for (const m of [notOffered, '9999', '0000']) {
      const p = workedExample();
      p.colleges[0]!.major = m;
      const r = await create(ada, p);
      expect(r.status).toBe(400);
      expect(r.body.fieldErrors).toEqual({ 'colleges.0.major': [SCENARIO_MESSAGES.unknownMajor] });
    }
    // A national major code of the imported table is accepted for any college.
    const national = workedExample();
    national.colleges[0]!.major = '2102';
    const ok = await create(ada, national);
    expect(ok.status).toBe(201);
    expect(ok.body.scenario.results.colleges[0]!.major).toMatchObject({
      id: '2102',
      label: 'Computer Science',
    });
    await removeAll(ada);
  });

  it('hides another user’s scenario: 404 for read, update and delete, and it stays intact', async () => {
    const mine = (await create(ada, workedExample())).body.scenario;
    for (const [method, path] of [
      ['GET', `/${mine.id}`],
      ['PUT', `/${mine.id}`],
      ['DELETE', `/${mine.id}`],
      ['GET', '/not-a-uuid'],
      ['PUT', "/1'; drop table scenarios; --"],
      ['DELETE', '/00000000-0000-0000-0000-000000000000'],
    ] as const) {
      const res = await call(method, path, bob, method === 'PUT' ? comparing(HARVARD) : undefined);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'NOT_FOUND', message: SCENARIO_MESSAGES.notFound });
    }
    const still = await call('GET', `/${mine.id}`, ada);
    expect(still.status).toBe(200);
    expect(still.body.scenario.payload).toEqual(mine.payload);
    expect(still.body.scenario.updated_at).toBe(mine.updated_at);
    await removeAll(ada);
  });

  it('holds a free account to 2 colleges and 2 saved scenarios with the exact 403 messages', async () => {
    const three = await create(ada, comparing(MIT, HARVARD, ALABAMA));
    expect(three.status).toBe(403);
    expect(three.body).toMatchObject({
      code: 'FORBIDDEN',
      message: SCENARIO_MESSAGES.freeCollegeLimit,
    });
    const a = (await create(ada, comparing(MIT, HARVARD))).body.scenario;
    expect(
      (await call('PUT', `/${a.id}`, ada, comparing(MIT, HARVARD, ALABAMA))).body.message,
    ).toBe(SCENARIO_MESSAGES.freeCollegeLimit);
    expect((await create(ada, workedExample(ALABAMA))).status).toBe(201);
    const third = await create(ada, workedExample(AMHERST));
    expect(third.status).toBe(403);
    expect(third.body.message).toBe(SCENARIO_MESSAGES.freeScenarioLimit);
    expect((await call('GET', '', ada)).body.scenarios).toHaveLength(2);
    // Deleting one frees a place.
    expect((await call('DELETE', `/${a.id}`, ada)).status).toBe(200);
    expect((await create(ada, workedExample(AMHERST))).status).toBe(201);
  });

  it('counts concurrent saves one after the other: a free account never keeps a third', async () => {
    expect((await create(racer, workedExample())).status).toBe(201);
    const answers = await Promise.all(
      [HARVARD, ALABAMA, AMHERST, MIT].map((id) => create(racer, workedExample(id))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 403, 403, 403]);
    const [row] = await queryRows<{ n: number }>(
      t.database,
      "select count(*)::int as n from scenarios s join users u on u.id = s.user_id where u.email = 'racer@example.com'",
    );
    expect(row!.n).toBe(2);
  });

  it('lets Individual Pro save a third scenario and compare 4 colleges', async () => {
    for (const id of [MIT, HARVARD])
      expect((await create(pro, workedExample(id))).status).toBe(201);
    const four = await create(pro, comparing(MIT, HARVARD, ALABAMA, AMHERST));
    expect(four.status).toBe(201);
    // The default name is cut to the schema's 100 characters, so the saved payload re-validates.
    const joined =
      'Massachusetts Institute of Technology vs Harvard University vs The University of Alabama vs Amherst College';
    const name = four.body.scenario.name;
    expect(name).toHaveLength(100);
    expect(name).toBe(`${joined.slice(0, 99)}…`);
    expect(four.body.scenario.payload.name).toBe(name);
    expect(four.body.scenario.results.colleges.map((c) => c.university_id)).toEqual([
      MIT,
      HARVARD,
      ALABAMA,
      AMHERST,
    ]);
    expect((await call('GET', '', pro)).body.scenarios).toHaveLength(3);
  });

  it('answers 401 with the one message without a token, and never a 5xx or SQL for bad input', async () => {
    for (const [method, path] of [
      ['GET', ''],
      ['POST', ''],
      ['GET', '/x'],
      ['PUT', '/x'],
      ['DELETE', '/x'],
    ] as const) {
      const res = await call(
        method,
        path,
        {},
        method === 'POST' || method === 'PUT' ? workedExample() : undefined,
      );
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(UNAUTH);
    }
    const odd = [
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/scenario',
        headers: { ...ada, 'content-type': 'application/json' },
        payload: '{"home_state":',
      }),
      await t.app.inject({ method: 'POST', url: '/api/v1/scenario', headers: ada, payload: [] }),
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/scenario',
        headers: ada,
        payload: { ...workedExample(2_147_483_648), name: "x'; select 1; --" },
      }),
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/scenario/${'%27'.repeat(300)}`,
        headers: ada,
      }),
    ];
    for (const res of odd) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.body.toLowerCase()).not.toMatch(/select |insert |from "|syntax/);
    }
  });
});
