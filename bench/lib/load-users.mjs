// The simulated people of the load bench (bench/load.mjs): visitors who browse the home page,
// the rankings and college pages and try the calculator's search; students who sign in, save a
// scenario, open and edit it, list theirs, download its PDF and sometimes sign out; counselors
// who sign in to their school's admin screens, open the dashboard and the student list, read a
// student's scenarios, sometimes comment, download a PDF or the class report, and sign out. Each
// waits a random think time between steps; each comes from its own address (X-Forwarded-For).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { bodyOf, jsonOf, textOf } from './load-http.mjs';

const STATES = (
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ ' +
  'NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'
).split(' ');
const HOUSING = ['on_campus', 'off_campus', 'with_family'];
/** The calculator form's family-income choice (core's INCOME_BANDS); most leave it at "all". */
const FAMILY_INCOME = ['all', 'all', 'all', '0-30k', '30-48k', '48-75k', '75-110k', '110k+'];

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const chance = (p) => Math.random() < p;
const between = (lo, hi) => lo + Math.random() * (hi - lo);
const steps500 = (lo, hi) => 500 * Math.round(between(lo, hi) / 500);

/** A request's path with its ids and query left out: the row label of a step. */
const generic = (path) =>
  path.replace(/\?.*$/, '?…').replace(/\/[0-9a-f]{8}-[0-9a-f-]{27}|\/\d+(?=\/|\?|$)/gi, '/{id}');

/** A distinct address per simulated user (198.18.0.0/15, the range kept for benchmarks). */
export const addressOf = (i) =>
  `198.${18 + ((i + 1) >> 16)}.${((i + 1) >> 8) & 255}.${(i + 1) & 255}`;

/** One college of a scenario, as the calculator form sends it. */
function collegeInput(college, homeState) {
  return {
    university_id: college.id,
    residency: college.state === homeState ? 'in_state' : 'out_of_state',
    housing: pick(HOUSING),
    years_to_finish: pick([4, 4, 4, 5]),
    major: college.majors.length && chance(0.6) ? pick(college.majors) : null,
    cost_of_attendance: college.cost ?? steps500(15_000, 60_000),
    grants: steps500(0, 10_000),
    scholarships: steps500(0, 8_000),
    family_contribution: steps500(0, 6_000),
    savings: steps500(0, 4_000),
    loans_per_year: pick([0, 3_500, 5_500, 7_500]),
    interest_rate: pick([6.39, 6.39, 6.39, 5.5, 7.05]),
    loan_term: pick(['standard', 'standard', 10, 20]),
    starting_salary: chance(0.3) ? steps500(35_000, 90_000) : null,
  };
}

function distinctColleges(pool, n, except = []) {
  const out = [];
  const used = new Set(except);
  while (out.length < n && used.size < pool.length) {
    const c = pick(pool);
    if (used.has(c.id)) continue;
    used.add(c.id);
    out.push(c);
  }
  return out;
}

/** A new scenario of 1–4 real colleges (Individual Pro compares up to 4). */
export function newScenario(pool, name) {
  const home = pick(STATES);
  const colleges = distinctColleges(pool, pick([1, 2, 2, 3, 3, 4]));
  return {
    name,
    home_state: home,
    // The form always sends it; left out, the server stores its default and the integrity
    // check would see a payload other than the one sent.
    family_income: pick(FAMILY_INCOME),
    colleges: colleges.map((c) => collegeInput(c, home)),
    assumptions: {
      discount_rate: pick([3, 3, 4]),
      salary_growth: pick([0, 1, 1.5]),
      tax_rate: pick([0, 10, 12]),
      baseline_earnings: chance(0.2) ? steps500(25_000, 40_000) : null,
    },
  };
}

/** The same scenario after an edit: other aid and loans, a college added or taken away. */
export function editScenario(pool, payload, edit) {
  const next = structuredClone(payload);
  next.name = `${payload.name.replace(/ \(edit \d+\)$/, '')} (edit ${edit})`;
  for (const c of next.colleges) {
    c.grants = steps500(0, 12_000);
    c.loans_per_year = pick([0, 2_500, 5_500, 9_500]);
    if (chance(0.3)) c.housing = pick(HOUSING);
  }
  next.assumptions.discount_rate = pick([2.5, 3, 4]);
  if (chance(0.2)) next.family_income = pick(FAMILY_INCOME);
  if (next.colleges.length < 4 && chance(0.3)) {
    const [extra] = distinctColleges(
      pool,
      1,
      next.colleges.map((c) => c.university_id),
    );
    if (extra) next.colleges.push(collegeInput(extra, next.home_state));
  } else if (next.colleges.length > 1 && chance(0.2)) next.colleges.pop();
  return next;
}

/**
 * Runs the simulated users until `until` (a performance.now() time): a step not yet started by
 * then is not started; the one in flight finishes.
 */
export function simulation({ client, stats, api, until, think, pool, web, pdfShare }) {
  const now = () => performance.now();
  /** A think time; false when the run ends before it is over. */
  const pause = async (factor = 1) => {
    const wait = between(think[0], think[1]) * 1000 * factor;
    if (now() + wait >= until) return false;
    await new Promise((r) => setTimeout(r, wait));
    return true;
  };

  /** One request of a user, counted under `step`: the answer and whether it was ok. */
  async function call(user, step, method, path, opts = {}, check) {
    user.agent ??= client.personAgent();
    const res = await client.send(method, path, {
      ip: user.ip,
      token: user.token,
      via: user.agent,
      ...opts,
    });
    const problem = res.status >= 200 && res.status < 400 && check ? check(res) : undefined;
    const ok = stats.record(step, `${method} ${generic(path)}`, res, problem, user.kind);
    if (res.status === 401) user.token = null; // signs in again on the next visit
    return { res, ok };
  }

  // ----- visitors -----------------------------------------------------------------------------

  /**
   * The app's page (`/`, no-cache: asked again on every load) and its script, which a browser
   * asks for once: assets have hashed names and `immutable` caching, so later loads of the
   * same person take it from the browser's cache.
   */
  async function homePage(user) {
    const { res, ok } = await call(user, 'home page', 'GET', '/');
    if (!ok || !web.asset) return;
    // Taken from the page just served: the web app may be rebuilt while the bench runs, and a
    // 404 for a file that no longer exists in apps/web/dist is that rebuild, not the server.
    const asset = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(textOf(res))?.[1];
    if (!asset || user.cached?.has(asset)) return;
    const got = await client.send('GET', asset, { ip: user.ip, via: user.agent });
    if (got.status === 404 && web.dist && !existsSync(join(web.dist, asset))) {
      web.skippedAssets++;
      return;
    }
    if (stats.record('static asset', 'GET /assets/*.js', got, undefined, user.kind))
      (user.cached ??= new Set()).add(asset);
  }

  async function visitor(user) {
    let visits = 0;
    while (now() < until) {
      // The first visit opens the site; later ones navigate inside the app (API calls only),
      // with a reload now and then.
      if (web.home && (visits++ === 0 || chance(0.3))) {
        await homePage(user);
        if (!(await pause())) return;
      }
      const ranking = await call(user, 'rankings', 'GET', api('/rankings'));
      const ids = jsonOf(ranking.res)?.data?.map((r) => r.university_id) ?? pool.rankingIds;
      for (let i = 0; i < (chance(0.5) ? 2 : 1); i++) {
        if (!(await pause())) return;
        await call(user, 'college page', 'GET', api(`/universities/${pick(ids)}`));
      }
      if (!(await pause())) return;
      const q = pick(pool.searchTexts);
      const search = await call(user, 'college search', 'GET', api(`/universities/search?q=${q}`));
      const found = jsonOf(search.res)?.results ?? [];
      if (found.length) {
        if (!(await pause())) return;
        const id = pick(found).university_id;
        await call(user, 'calculator facts', 'GET', api(`/universities/${id}/calculator`));
      }
      if (!(await pause(2))) return; // the next visit
    }
  }

  // ----- students -----------------------------------------------------------------------------

  const savedId = (res) => jsonOf(res)?.scenario?.id;
  const isScenario = (res) => (savedId(res) ? undefined : 'no scenario in the answer');

  /** Saves or updates a payload; the integrity check compares against the last one accepted. */
  async function save(user, step, method, path, payload) {
    const { res, ok } = await call(user, step, method, path, { json: payload }, isScenario);
    if (ok) user.scenarios.set(savedId(res), payload);
    else if (res.status === 0) {
      // No answer: the server may or may not have stored it; the check accepts either.
      if (method === 'PUT') user.uncertain.set(path.split('/').pop(), payload);
      else user.unknownSaves++;
    }
    return ok ? savedId(res) : undefined;
  }

  async function signIn(user) {
    user.token = null;
    const body = { email: user.email, password: user.password };
    const { res, ok } = await call(
      user,
      'sign in',
      'POST',
      api('/auth/signin'),
      { json: body },
      (r) =>
        jsonOf(r)?.status === 'success'
          ? undefined
          : `status ${jsonOf(r)?.status}, expected success`,
    );
    if (ok) user.token = jsonOf(res).token;
    return ok;
  }

  async function student(user) {
    let visits = 0;
    while (now() < until) {
      if (visits++ === 0 && web.home) {
        await homePage(user);
        if (!(await pause())) return;
      }
      if (!user.token) {
        if (!(await signIn(user))) {
          if (!(await pause(2))) return;
          continue;
        }
        if (!(await pause())) return;
        await call(user, 'me', 'GET', api('/me'));
      } else {
        await call(
          user,
          'rankings, signed in',
          'GET',
          api(`/rankings?state=${pick(STATES)}&page=1`),
        );
      }
      if (!(await pause())) return;
      await call(user, 'calculator reference', 'GET', api('/calculator/reference'));
      if (!(await pause())) return;
      await call(
        user,
        'college search',
        'GET',
        api(`/universities/search?q=${pick(pool.searchTexts)}`),
      );
      if (!(await pause())) return;
      const payload = newScenario(pool.colleges, `Load ${user.index} visit ${visits}`);
      const first = payload.colleges[0].university_id;
      await call(user, 'calculator facts', 'GET', api(`/universities/${first}/calculator`));
      if (!(await pause())) return;
      const id = await save(user, 'save scenario', 'POST', api('/scenario'), payload);
      if (!id) {
        if (!(await pause(2))) return;
        continue;
      }
      if (!(await pause())) return;
      await call(user, 'open results', 'GET', api(`/scenario/${id}`), {}, isScenario);
      if (!(await pause())) return;
      await save(
        user,
        'edit scenario',
        'PUT',
        api(`/scenario/${id}`),
        editScenario(pool.colleges, payload, 1),
      );
      if (!(await pause())) return;
      await call(user, 'list scenarios', 'GET', api('/scenario'));
      // Not every visit ends with a report to print or share: `pdfShare` of them do.
      if (chance(pdfShare)) {
        if (!(await pause())) return;
        await call(user, 'download PDF', 'GET', api(`/scenario/${id}/pdf`), {}, (r) =>
          bodyOf(r).subarray(0, 5).toString('latin1') === '%PDF-' ? undefined : 'not a PDF',
        );
      }
      // Sometimes back to an older scenario: the edit page reads it, then saves a change.
      if (user.scenarios.size > 1 && chance(0.3)) {
        if (!(await pause())) return;
        const older = pick([...user.scenarios.keys()].filter((k) => k !== id));
        await call(user, 'open results', 'GET', api(`/scenario/${older}`), {}, isScenario);
        if (!(await pause())) return;
        const edited = editScenario(pool.colleges, user.scenarios.get(older), visits);
        await save(user, 'edit scenario', 'PUT', api(`/scenario/${older}`), edited);
      }
      if (chance(user.signOut)) {
        if (!(await pause())) return;
        await call(user, 'sign out', 'POST', api('/auth/logout'));
        user.token = null;
      }
      if (!(await pause(2))) return; // the next visit
    }
  }

  // ----- counselors --------------------------------------------------------------------------

  const COMMENTS = [
    'Good shortlist. Compare the net price with your aid offer before May 1.',
    'Have you looked at the in-state option? The loan payments are much lower.',
    'Nice work. Ask the financial aid office whether the grant renews every year.',
  ];

  async function instituteSignIn(user) {
    user.token = null;
    const { res, ok } = await call(
      user,
      'institute sign in',
      'POST',
      api('/login-insitute'),
      { json: { email: user.email, password: user.password } },
      (r) =>
        jsonOf(r)?.token && jsonOf(r)?.user?.role === 'counselor'
          ? undefined
          : 'no counselor token in the answer',
    );
    if (ok) user.token = jsonOf(res).token;
    return ok;
  }

  /** The dashboard must show the school's students and scenarios (the set-up made them). */
  const isDashboard = (r) => {
    const d = jsonOf(r);
    if (!d?.npv || !d?.students) return 'no dashboard in the answer';
    return d.scenarios > 0 && d.students.active > 0 ? undefined : 'an empty dashboard';
  };
  const isMe = (r) => (jsonOf(r)?.user?.role === 'counselor' ? undefined : 'not a counselor');
  const isList = (key) => (r) => (Array.isArray(jsonOf(r)?.[key]) ? undefined : `no ${key} list`);
  const isCoached = (r) => (jsonOf(r)?.scenario?.results ? undefined : 'no scenario results');
  const isPdf = (r) =>
    bodyOf(r).subarray(0, 5).toString('latin1') === '%PDF-' ? undefined : 'not a PDF';
  const isReport = (r) => (/^\uFEFF?[^\n]*,/.test(textOf(r)) ? undefined : 'not a CSV report');

  /**
   * The admin screens as the web app calls them: after the sign-in (or when the app is opened
   * again) the frame asks who is signed in while the dashboard page loads its figures, both at
   * once; the students page lists a page of students; a student's page lists their scenarios;
   * a scenario opens read-only with its results and comments.
   */
  async function counselor(user) {
    let visits = 0;
    while (now() < until) {
      if (visits++ === 0 && web.home) {
        await homePage(user);
        if (!(await pause())) return;
      }
      if (!user.token && !(await instituteSignIn(user))) {
        if (!(await pause(2))) return;
        continue;
      }
      await Promise.all([
        call(user, 'institute me', 'GET', api('/institute/me'), {}, isMe),
        call(user, 'institute dashboard', 'GET', api('/institute/dashboard'), {}, isDashboard),
      ]);
      if (!(await pause())) return;
      const first = await call(
        user,
        'student list',
        'GET',
        api('/institute/instituteUsers?page=1'),
        {},
        isList('users'),
      );
      let page = jsonOf(first.res);
      // Often re-sorted or filtered as a counselor works through the class: the figures behind
      // best_npv, at_risk and needs_attention come from every scenario's outcomes.
      if (chance(0.5)) {
        if (!(await pause())) return;
        const view = pick([
          'sort=best_npv',
          'sort=last_active',
          'sort=at_risk',
          'filter=needs_attention',
          'filter=invited',
        ]);
        const sorted = await call(
          user,
          'student list (sorted or filtered)',
          'GET',
          api(`/institute/instituteUsers?page=1&${view}`),
          {},
          isList('users'),
        );
        page = jsonOf(sorted.res) ?? page;
      }
      // Sometimes on to the next page of a large class.
      if (page && page.total > page.per_page && chance(0.3)) {
        if (!(await pause())) return;
        const next = await call(
          user,
          'student list',
          'GET',
          api('/institute/instituteUsers?page=2'),
          {},
          isList('users'),
        );
        page = jsonOf(next.res) ?? page;
      }
      const withScenarios = (page?.users ?? []).filter((u) => u.scenarios > 0);
      for (let i = 0; i < (chance(0.5) ? 2 : 1) && withScenarios.length; i++) {
        if (!(await pause())) return;
        const pupil = pick(withScenarios);
        const list = await call(
          user,
          "student's scenarios",
          'GET',
          api(`/institute/instituteUsers/${pupil.id}/scenarios`),
          {},
          isList('scenarios'),
        );
        const scenarios = jsonOf(list.res)?.scenarios ?? [];
        if (!scenarios.length) continue;
        if (!(await pause())) return;
        const { id } = pick(scenarios);
        await call(
          user,
          'student scenario',
          'GET',
          api(`/institute/scenarios/${id}`),
          {},
          isCoached,
        );
        if (chance(0.15)) {
          if (!(await pause())) return;
          await call(user, 'comment', 'POST', api(`/institute/scenarios/${id}/comments`), {
            json: { body: pick(COMMENTS) },
          });
        }
        if (chance(0.1)) {
          if (!(await pause())) return;
          await call(user, 'student PDF', 'GET', api(`/institute/scenarios/${id}/pdf`), {}, isPdf);
        }
      }
      if (chance(0.2)) {
        if (!(await pause())) return;
        await call(user, 'class report', 'GET', api('/institute/report.csv'), {}, isReport);
      }
      if (chance(user.signOut)) {
        if (!(await pause())) return;
        await call(user, 'institute sign out', 'POST', api('/institute/logout'));
        user.token = null;
      }
      if (!(await pause(2))) return; // the next visit
    }
  }

  return { visitor, student, counselor };
}
