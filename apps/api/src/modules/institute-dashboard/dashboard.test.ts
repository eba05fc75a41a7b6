import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  binIndexOf,
  breakEvenDistribution,
  type CollegeCalculatorResponse,
  type InstituteDashboardResponse,
  type InstituteUsersResponse,
  NPV_BIN_EDGES,
  npvDistribution,
  RANKINGS_TEXTS,
  SCENARIO_MESSAGES,
  type SavedScenario,
  type ScenarioInput,
  todayUtc,
} from '@degreeworth/core';
import { eq } from 'drizzle-orm';
import { bearer, lastMailTo, linkIn } from '../../../test/accounts';
import { queryRows, type TestContext } from '../../../test/helpers';
import { createCounselor, createInstitute, type TestInstitute } from '../../../test/institutes';
import { ALABAMA, MIT, scenarioInput } from '../../../test/sample-scenario';
import { buildImportedTestApp } from '../../../test/scorecard';
import { instituteAdmins, instituteSubscriptions } from '../../db/schema';
import { createGenerationSource } from '../../lib/generation-cache';
import { createCalculatorService } from '../calculator';
import { findRankingsGeneration } from '../rankings';
import { createClassOutcomes } from './class-outcomes';
import { createInstituteDashboardService } from './service';

/*
 * GET /institute/dashboard and the plan rule for institute students, on the full development
 * data set: students save real scenarios, the dashboard bins their results.
 */
const HARVARD = 166027;
const AMHERST = 164465;

let t: TestContext;
beforeAll(async () => {
  t = await buildImportedTestApp({ PUBLIC_URL: 'http://dw.test' });
}, 300_000);
afterAll(() => t?.close());

type Headers = Record<string, string>;
const api = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, payload });

/** A scenario comparing `ids` with the same inputs (real colleges of the data set). */
const scenario = (name: string, ...ids: number[]): ScenarioInput => scenarioInput(name, { ids });

/** Adds a student through the owner's call, then creates the password from the mailed link. */
async function student(school: TestInstitute, email: string): Promise<Headers> {
  const res = await api('POST', '/institute/instituteUsers', school.owner, { name: email, email });
  expect(res.statusCode, res.body).toBe(201);
  const [mail, dummyPassword] = linkIn(await lastMailTo(t, email), 'create_password');
  const set = await api(
    'POST',
    '/set-password',
    {},
    {
      email: mail,
      new_password: 'student-pass-1',
      confirm_password: 'student-pass-1',
      status: 'create_password',
      dummyPassword,
    },
  );
  expect(set.statusCode, set.body).toBe(200);
  return bearer(set.json().token);
}

async function save(headers: Headers, input: ScenarioInput): Promise<SavedScenario> {
  const res = await api('POST', '/scenario', headers, input);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().scenario;
}

async function putScenario(headers: Headers, id: string, input: ScenarioInput) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/scenario/${id}`,
    headers,
    payload: input,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A scenario whose major is a real program the earnings test estimate puts at risk. */
async function riskyMajor(): Promise<ScenarioInput> {
  const [risky] = await queryRows<{ university_id: number; cip: string }>(
    t.database,
    `select university_id, cip from college_programs where earnings_test = 'at_risk'
      and credential_level = 3 order by university_id, cip limit 1`,
  );
  expect(risky).toBeDefined();
  const facts = (
    await api('GET', `/universities/${risky!.university_id}/calculator`, {})
  ).json() as CollegeCalculatorResponse;
  const program = facts.facts.programs!.find((p) => p.cip === risky!.cip)!;
  const major = scenario('Risky major', risky!.university_id);
  major.colleges[0]!.major = program.id;
  major.colleges[0]!.loans_per_year = 0;
  return major;
}

const dashboardOf = async (headers: Headers) => {
  const res = await api('GET', '/institute/dashboard', headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as InstituteDashboardResponse;
};

describe('the institute dashboard', () => {
  it('counts seats, students, counselors and scenarios, and bins every college of every scenario', async () => {
    const school = await createInstitute(t, { name: 'Dashboard High', seats: 10 });
    const ada = await student(school, 'ada@dash.test');
    const bo = await student(school, 'bo@dash.test');
    await api('POST', '/institute/instituteUsers', school.owner, {
      name: 'Invited',
      email: 'inv@dash.test',
    });
    await createCounselor(t, school);
    await createCounselor(t, school);
    const saved = [
      await save(ada, scenario('Big three', MIT, HARVARD, AMHERST)),
      await save(ada, scenario('Home', ALABAMA)),
      await save(bo, scenario('Mix', MIT, ALABAMA)),
    ];
    const outcomes = saved.flatMap((s) => s.results.colleges.map((c) => c.roi.outcome));
    const npv = outcomes.map((o) => o.npv[20].value);
    const breakEven = outcomes.filter((o) => o.breakEvenYears.reason !== 'no_break_even');

    const counselor = await createCounselor(t, school);
    const body = await dashboardOf(counselor.headers);
    expect(body).toEqual({
      institute: expect.objectContaining({
        id: school.id,
        name: 'Dashboard High',
        status: 'active',
      }),
      seats: { used: 3, total: 10 },
      students: { invited: 1, active: 2 },
      counselors: 3,
      scenarios: 3,
      npv: npvDistribution(npv),
      break_even: {
        ...breakEvenDistribution(breakEven.map((o) => o.breakEvenYears.value)),
        never: outcomes.length - breakEven.length,
      },
      // $5,500 a year is within every federal limit, and no program is chosen.
      loans: expect.objectContaining({ students_above_limits: 0, students_program_at_risk: 0 }),
      // The invited student has saved nothing yet.
      attention: expect.objectContaining({
        by_reason: expect.objectContaining({ no_scenario: 1, above_limits: 0 }),
      }),
    });
    const counted = body.npv.bins.reduce((n, b) => n + b.count, 0) + body.npv.unknown;
    expect(counted).toBe(6);
    expect(body.npv.bins[0]!.label).toBe('< $0');
    expect(body.break_even.bins[0]!.label).toBe('0–5 years');
  });

  it('computes each scenario once per version of it and of the data: a reload computes nothing, an edit only that scenario', async () => {
    const school = await createInstitute(t, { name: 'Kept Outcomes High' });
    const di = await student(school, 'di@kept.test');
    const first = await save(di, scenario('One', MIT, ALABAMA));
    await save(di, scenario('Two', HARVARD));
    // The dashboard service as the app builds it, its calculator counting what it is asked for.
    const db = t.database.db;
    const generation = createGenerationSource(() => findRankingsGeneration(db));
    const calculator = createCalculatorService({ db, generation });
    const asked: number[] = [];
    const classOutcomes = createClassOutcomes({
      db,
      generation,
      calculator: {
        scenarioReference: (payloads) => {
          asked.push(payloads.length);
          return calculator.scenarioReference(payloads);
        },
      },
    });
    const dashboard = createInstituteDashboardService({ db, classOutcomes });
    const [subscription] = await db
      .select()
      .from(instituteSubscriptions)
      .where(eq(instituteSubscriptions.id, school.id));
    const [admin] = await db
      .select()
      .from(instituteAdmins)
      .where(eq(instituteAdmins.id, school.ownerId));
    const auth = { subscription: subscription!, admin: admin!, sessionId: 'test' };

    const before = await dashboard.dashboard(auth);
    expect(asked).toEqual([2]);
    expect(await dashboard.dashboard(auth)).toEqual(before);
    expect(asked).toEqual([2]);

    await putScenario(di, first.id, scenario('One, edited', AMHERST, ALABAMA));
    const after = await dashboard.dashboard(auth);
    expect(asked).toEqual([2, 1]);
    // The same figures as the app's own service computes (and as the scenario calls give).
    expect(after).toEqual(await dashboardOf(school.owner));
    expect(after.scenarios).toBe(2);
  });

  it('lists the colleges a counselor should look at under the 2026 loan law', async () => {
    const school = await createInstitute(t, { name: 'Loan Law High' });
    const ann = await student(school, 'ann@loans.test');
    const ben = await student(school, 'ben@loans.test');
    const cal = await student(school, 'cal@loans.test');
    // Ann plans $7,500 a year from her first year: $3,000 above a dependent student's limits.
    const stretch = scenario('Stretch', ALABAMA);
    stretch.colleges[0]!.loans_per_year = 7_500;
    stretch.assumptions.repayment_plan = 'rap';
    const annSaved = await save(ann, stretch);
    const within = scenario('Safe', MIT);
    within.colleges[0]!.loans_per_year = 0;
    await save(ann, within);
    // Ben's major is a program the earnings test estimate puts at risk.
    const benSaved = await save(ben, await riskyMajor());
    expect(benSaved.results.colleges[0]!.earningsTest!.status).toBe('at_risk');
    // Cal has nothing to look at.
    await save(cal, within);

    const { loans } = await dashboardOf(school.owner);
    const annCollege = annSaved.results.colleges[0]!;
    expect(loans).toEqual({
      students_above_limits: 1,
      students_program_at_risk: 1,
      students_high_payment: 0,
      attention_total: 2,
      attention: [
        {
          student_id: expect.any(String),
          student_name: 'ann@loans.test',
          scenario_id: annSaved.id,
          scenario_name: 'Stretch',
          college: annCollege.name,
          repayment_plan: 'rap',
          monthly_payment: Math.round(annCollege.roi.loan.monthlyPayment),
          payment_to_income: annCollege.roi.debtToEarnings.value,
          above_limits: 3_000,
          earnings_test: null,
          earnings_test_scope: null,
        },
        {
          student_id: expect.any(String),
          student_name: 'ben@loans.test',
          scenario_id: benSaved.id,
          scenario_name: 'Risky major',
          college: benSaved.results.colleges[0]!.name,
          repayment_plan: 'standard',
          monthly_payment: 0,
          payment_to_income: 0,
          above_limits: 0,
          earnings_test: 'at_risk',
          earnings_test_scope: 'program',
        },
      ],
    });
    // Another institute's dashboard never lists these students.
    const other = await createInstitute(t, { name: 'Other Loan School' });
    expect((await dashboardOf(other.owner)).loans.attention_total).toBe(0);
  });

  it('counts a college no longer in the data as unknown, never as 0', async () => {
    const school = await createInstitute(t, { name: 'Gone College School' });
    const cy = await student(school, 'cy@gone.test');
    const kept = await save(cy, scenario('Kept', MIT));
    // The college left the data after the scenario was saved.
    const payload = {
      ...kept.payload,
      colleges: [{ ...kept.payload.colleges[0]!, university_id: 999_999_999 }],
    };
    await queryRows(
      t.database,
      `update scenarios set payload = '${JSON.stringify(payload)}'::jsonb where id = '${kept.id}'`,
    );
    const body = await dashboardOf(school.owner);
    expect(body.scenarios).toBe(1);
    expect(body.npv.unknown).toBe(1);
    expect(body.npv.bins.every((b) => b.count === 0)).toBe(true);
    expect(body.break_even).toMatchObject({ unknown: 1, never: 0 });
  });

  it('shows an ended subscription as expired to its admins', async () => {
    const school = await createInstitute(t, { name: 'Ended Dash', end: '2022-05-31' });
    expect((await dashboardOf(school.owner)).institute).toMatchObject({
      end_date: '2022-05-31',
      status: 'expired',
    });
  });
});

describe('the student list by the outcomes of saved scenarios', () => {
  type Listed = InstituteUsersResponse['users'][number];
  const listOf = async (headers: Headers, query: string) => {
    const res = await api('GET', `/institute/instituteUsers${query}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as InstituteUsersResponse;
  };
  const emails = (users: Listed[]) => users.map((u) => u.email);

  let school: TestInstitute;
  /** Every saved scenario's colleges, by student e-mail. */
  const saved = new Map<string, SavedScenario[]>();
  beforeAll(async () => {
    school = await createInstitute(t, { name: 'Class List High' });
    const keep = async (email: string, ...inputs: ScenarioInput[]) => {
      const headers = await student(school, email);
      const list: SavedScenario[] = [];
      for (const input of inputs) list.push(await save(headers, input));
      saved.set(email, list);
    };
    // Ann plans $7,500 in her first year: above a dependent student's federal limits.
    const stretch = scenario('Stretch', ALABAMA);
    stretch.colleges[0]!.loans_per_year = 7_500;
    const safe = scenario('Safe', MIT);
    safe.colleges[0]!.loans_per_year = 0;
    await keep('ann@class.test', stretch, safe);
    // Ben's major is at risk under the earnings test estimate.
    await keep('ben@class.test', await riskyMajor());
    // Cal expects to earn less than a high-school graduate: a negative NPV everywhere.
    const poor = scenario('Poor', ALABAMA, MIT);
    for (const c of poor.colleges) Object.assign(c, { starting_salary: 12_000, loans_per_year: 0 });
    await keep('cal@class.test', poor);
    await keep('dee@class.test', safe);
    // Eve is invited and has not started.
    await api('POST', '/institute/instituteUsers', school.owner, {
      name: 'eve@class.test',
      email: 'eve@class.test',
    });
  });

  /** The best 20-year NPV of a student's saved colleges, as the scenario calls computed it. */
  const bestOf = (email: string) =>
    Math.max(
      ...(saved.get(email) ?? []).flatMap((s) =>
        s.results.colleges.map((c) => c.roi.outcome.npv[20].value ?? -Infinity),
      ),
    );

  it('sorts by the best NPV, highest first or last, a student without one always last', async () => {
    // Equal figures (Ann and Dee share a scenario) go by name in either direction.
    const byBest = (sign: number) => (a: string, b: string) =>
      sign * (bestOf(a) - bestOf(b)) || a.localeCompare(b);
    const known = [...saved.keys()].sort(byBest(-1));
    expect(bestOf('cal@class.test')).toBeLessThan(0);
    const down = await listOf(school.owner, '?sort=best_npv');
    expect(emails(down.users)).toEqual([...known, 'eve@class.test']);
    for (const u of down.users)
      expect(u.best_npv).toBe(u.email === 'eve@class.test' ? null : Math.round(bestOf(u.email)));
    const up = await listOf(school.owner, '?sort=best_npv&direction=asc');
    expect(emails(up.users)).toEqual([...[...saved.keys()].sort(byBest(1)), 'eve@class.test']);
  });

  it('lists who needs attention and why, by reason, as the dashboard counts them', async () => {
    const counselor = await createCounselor(t, school);
    const flagged = await listOf(counselor.headers, '?filter=needs_attention');
    expect(flagged.users.map((u) => [u.email, u.attention])).toEqual([
      ['ann@class.test', ['above_limits']],
      // Ben's one college has a negative NPV too.
      ['ben@class.test', ['no_positive_npv', 'earnings_test_at_risk']],
      ['cal@class.test', ['no_positive_npv']],
      ['eve@class.test', ['no_scenario']],
    ]);
    expect(flagged.total).toBe(4);
    expect(flagged.seats).toEqual({ used: 5, total: 40 });
    expect(emails((await listOf(school.owner, '?filter=no_scenario')).users)).toEqual([
      'eve@class.test',
    ]);
    expect(emails((await listOf(school.owner, '?filter=invited')).users)).toEqual([
      'eve@class.test',
    ]);
    const atRisk = await listOf(school.owner, '?sort=at_risk');
    expect(atRisk.users[0]).toMatchObject({ email: 'ben@class.test', earnings_test_at_risk: true });
    expect(atRisk.users.filter((u) => u.earnings_test_at_risk)).toHaveLength(1);
    expect((await dashboardOf(school.owner)).attention).toEqual({
      students: 4,
      by_reason: {
        no_scenario: 1,
        no_positive_npv: 2,
        above_limits: 1,
        earnings_test_at_risk: 1,
        high_payment: 0,
      },
    });
  });

  it('opens each dashboard bar: the students with a college in it', async () => {
    const dash = await dashboardOf(school.owner);
    for (const [i, bin] of dash.npv.bins.entries()) {
      const expected = [...saved]
        .filter(([, list]) =>
          list.some((s) =>
            s.results.colleges.some((c) => {
              const v = c.roi.outcome.npv[20].value;
              return v !== null && binIndexOf(v, NPV_BIN_EDGES) === i;
            }),
          ),
        )
        .map(([email]) => email)
        .sort();
      const listed = await listOf(school.owner, `?npv_bar=${i}`);
      expect(emails(listed.users), bin.label).toEqual(expected);
      // A bar with colleges in it lists at least one student, and an empty bar none.
      expect(listed.total > 0, bin.label).toBe(bin.count > 0);
    }
    const never = await listOf(school.owner, '?break_even_bar=never');
    expect(never.total > 0).toBe(dash.break_even.never > 0);
    expect(emails(never.users)).toContain('cal@class.test');
  });

  it('sorts by last activity, students who never signed in last', async () => {
    const res = await listOf(school.owner, '?sort=last_active');
    expect(res.users.at(-1)).toMatchObject({ email: 'eve@class.test', last_active_at: null });
    expect(res.users.slice(0, -1).every((u) => u.last_active_at !== null)).toBe(true);
  });

  it('refuses a bad sort, filter or bar with 400 and its message', async () => {
    for (const [query, message] of [
      [
        '?sort=email',
        'sort must be one of name, status, last_active, scenarios, best_npv, at_risk, added.',
      ],
      ['?direction=up', 'direction must be asc or desc.'],
      ['?npv_bar=9', 'npv_bar must be a whole number from 0 to 5.'],
      ['?break_even_bar=soon', 'break_even_bar must be a whole number from 0 to 4, or never.'],
    ] as const) {
      const res = await api('GET', `/institute/instituteUsers${query}`, school.owner);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
  });
});

describe('two institutes never see each other', () => {
  let a: TestInstitute;
  let b: TestInstitute;
  let aStudentId: string;
  let aCounselorId: string;
  beforeAll(async () => {
    a = await createInstitute(t, { name: 'Institute A' });
    b = await createInstitute(t, { name: 'Institute B' });
    const headers = await student(a, 'only-a@a.test');
    await save(headers, scenario('A only', MIT));
    aStudentId = (await api('GET', '/me', headers)).json().id;
    aCounselorId = (await createCounselor(t, a)).id;
  });

  it("B's owner and counselor get 404 for A's student and counselor", async () => {
    const bCounselor = await createCounselor(t, b);
    for (const headers of [b.owner, bCounselor.headers]) {
      const isOwner = headers === b.owner;
      const removed = await api('DELETE', `/institute/instituteUsers/${aStudentId}`, headers);
      expect(removed.statusCode).toBe(isOwner ? 404 : 403);
      const changed = await api('POST', `/institute/sub-users/${aCounselorId}`, headers, {
        name: 'Hijack',
      });
      expect(changed.statusCode).toBe(isOwner ? 404 : 403);
      const deleted = await api('DELETE', `/institute/sub-users/${aCounselorId}`, headers);
      expect(deleted.statusCode).toBe(isOwner ? 404 : 403);
    }
    expect(
      (await api('DELETE', `/institute/instituteUsers/${aStudentId}`, b.owner)).json().message,
    ).toBe('This student does not exist.');
    expect((await api('GET', '/institute/sub-users', a.owner)).json().sub_users).toEqual([
      expect.objectContaining({ id: aCounselorId, name: 'Casey Counselor' }),
    ]);
    const [row] = await queryRows<{ institute_id: string }>(
      t.database,
      `select institute_id from users where id = '${aStudentId}'`,
    );
    expect(row!.institute_id).toBe(a.id);
  });

  it("B's lists and counts never include A's students, counselors or scenarios", async () => {
    // A subscription_id sent by an owner is ignored: the token decides.
    const subUsers = await api('GET', `/institute/sub-users?subscription_id=${a.id}`, b.owner);
    expect(subUsers.json().sub_users).toEqual([expect.objectContaining({ role: 'counselor' })]);
    expect(subUsers.json().sub_users[0].id).not.toBe(aCounselorId);
    const students = await api('GET', '/institute/instituteUsers?search=only-a', b.owner);
    expect(students.json()).toMatchObject({ users: [], total: 0, seats: { used: 0 } });
    const dash = await dashboardOf(b.owner);
    expect(dash).toMatchObject({
      seats: { used: 0 },
      students: { invited: 0, active: 0 },
      scenarios: 0,
    });
    expect(dash.npv.bins.every((bin) => bin.count === 0)).toBe(true);
    const mine = await dashboardOf(a.owner);
    expect(mine).toMatchObject({ seats: { used: 1 }, scenarios: 1 });
  });
});

describe('full access for students of an institute', () => {
  it('is on while the subscription is active: unlimited scenarios, 4 colleges, PDFs, paid rankings', async () => {
    const school = await createInstitute(t, { name: 'Access School' });
    const dee = await student(school, 'dee@access.test');
    expect((await api('GET', '/me', dee)).json()).toMatchObject({
      institute_status: 'true',
      institute_subscription_active: true,
      subscription_id: null,
      transaction_id: null,
    });
    const ids = [];
    for (let i = 1; i <= 3; i++)
      ids.push((await save(dee, scenario(`Try ${i}`, MIT, ALABAMA, HARVARD, AMHERST))).id);
    expect((await api('GET', '/scenario', dee)).json().limits).toEqual({
      max_scenarios: null,
      max_colleges: 4,
    });
    const pdf = await api('POST', `/scenario/${ids[0]}/pdf/email`, dee);
    expect(pdf.statusCode).toBe(202);
    const ranking = await api('POST', '/rankings/universities', dee, { horizon: 10 });
    expect(ranking.statusCode).toBe(200);

    // The end date passes: from the next day the student is a free account again.
    const yesterday = todayUtc(new Date(Date.now() - 86_400_000));
    await queryRows(
      t.database,
      `update institute_subscriptions set start_date = '2020-01-01', end_date = '${yesterday}' where id = '${school.id}'`,
    );
    expect((await api('GET', '/me', dee)).json()).toMatchObject({
      institute_status: 'true',
      institute_subscription_active: false,
    });
    expect((await api('GET', '/scenario', dee)).json().limits).toEqual({
      max_scenarios: 2,
      max_colleges: 2,
    });
    const fourth = await api('POST', '/scenario', dee, scenario('Fourth', MIT));
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json().message).toBe(SCENARIO_MESSAGES.freeScenarioLimit);
    const refused = await api('POST', `/scenario/${ids[0]}/pdf/email`, dee);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SCENARIO_MESSAGES.pdfNeedsPro);
    const paid = await api('POST', '/rankings/universities', dee, { horizon: 10 });
    expect(paid.statusCode).toBe(403);
    expect(paid.json().message).toBe(RANKINGS_TEXTS.proRequired);
  });

  it('is off for a scheduled subscription and after removal from the institute', async () => {
    const later = await createInstitute(t, { name: 'Later School', start: '2098-01-01' });
    const eli = await student(later, 'eli@later.test');
    expect((await api('GET', '/me', eli)).json().institute_subscription_active).toBe(false);

    const school = await createInstitute(t, { name: 'Leave School' });
    const fay = await student(school, 'fay@leave.test');
    const id = (await api('GET', '/me', fay)).json().id as string;
    expect((await api('GET', '/me', fay)).json().institute_subscription_active).toBe(true);
    expect((await api('DELETE', `/institute/instituteUsers/${id}`, school.owner)).statusCode).toBe(
      200,
    );
    expect((await api('GET', '/me', fay)).json()).toMatchObject({
      institute_status: 'false',
      institute_subscription_active: false,
    });
  });
});
