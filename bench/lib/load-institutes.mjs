// The load bench's schools (bench/load.mjs), set up before the run and not measured: institute
// subscriptions, each with its owner, its counselors (who sign in through the institute sign-in
// during the run) and a class of students with saved scenarios, so the counselors' dashboard,
// student list and coaching screens have real work to do.
//
// Through the API (the default when the bench starts the server): the platform admin (the
// server's ADMIN_EMAIL) adds each subscription, the owner creates a password from the mailed
// invite, adds the counselors and imports the class as a CSV file; counselors and students create
// their passwords from their mailed links, and each student who did confirms the school and saves
// scenarios. In the database (`--accounts db`, or `--url`, where the platform admin's password is
// not the bench's): the rows apps/api/test/institutes.ts writes for an institute, its owner and
// counselors, plus the class as users of the institute with a password; the scenarios are still
// saved through the API.
import { hash } from '@node-rs/argon2';
import { jsonOf } from './load-http.mjs';
import { inParallel, mailedLinks } from './load-setup.mjs';
import { newScenario } from './load-users.mjs';

/** Scenarios a class student saves: most save one or two, some compare more. */
const SCENARIOS_PER_STUDENT = [1, 1, 2, 2, 2, 3, 4];
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** An answer's status and body for an error message. */
const told = (res) =>
  `${res.status || res.error} ${JSON.stringify(jsonOf(res) ?? '').slice(0, 300)}`;

function expect(res, status, what) {
  if (res.status !== status) throw new Error(`${what}: ${told(res)} (${status} expected)`);
  return jsonOf(res);
}

/**
 * The schools as plain objects, nothing written yet: `count` institutes sharing `counselors`
 * counselors (as evenly as they go), each with `classSize` students, of whom `activeShare`
 * create a password and save scenarios (the others stay invited: a real class has some).
 * `ipOf(n)` gives the n-th set-up address.
 */
export function planInstitutes({ count, counselors, classSize, activeShare, runId, ipOf }) {
  let next = 0;
  const ip = () => ipOf(next++);
  return Array.from({ length: count }, (_, i) => ({
    index: i,
    name: `Load Bench High School ${i + 1}`,
    id: null,
    slug: null,
    owner: {
      email: `owner-${runId}-${i}@example.com`,
      password: 'load owner password 1',
      ip: ip(),
    },
    counselors: Array.from(
      { length: Math.floor(counselors / count) + (i < counselors % count ? 1 : 0) },
      (_, k) => ({
        name: `Counselor ${k + 1} of School ${i + 1}`,
        email: `counselor-${runId}-${i}-${k}@example.com`,
        password: 'load counselor password 1',
      }),
    ),
    students: Array.from({ length: classSize }, (_, k) => ({
      name: `Class Student ${i + 1}-${k + 1}`,
      email: `class-${runId}-${i}-${k}@example.com`,
      password: 'load class password 1',
      active: k < Math.round(classSize * activeShare),
      ip: ip(),
    })),
    /** Scenario id → the payload saved (the integrity check reads them back). */
    scenarios: new Map(),
  }));
}

/** The subscription's dates: active today and for years (the dashboard says "active"). */
const ACTIVE = { start_date: '2020-01-01', end_date: '2099-12-31' };
/** Seats to spare, as a school buys them. */
const seatsFor = (school) => school.students.length + 10;

/**
 * Through the API, as the platform admin, the owners, the counselors and the students would.
 * `admin` is the platform admin's `{ email, password, ip }`.
 */
export async function setUpInstitutesThroughApi({
  client,
  api,
  dataDir,
  schools,
  admin,
  pool,
  parallel,
}) {
  /** A school owner or counselor creates the password from the mailed link: the session. */
  const setStaffPassword = async (person, links, what) =>
    expect(
      await client.send('POST', api('/set-password-insitute'), {
        ip: person.ip,
        json: {
          email: person.email,
          dummyPassword: links.get(person.email),
          password: person.password,
          password_confirmation: person.password,
        },
      }),
      200,
      what,
    );
  const signedIn = expect(
    await client.send('POST', api('/auth/adminLogin'), {
      ip: admin.ip,
      json: { email: admin.email, password: admin.password },
    }),
    200,
    'platform admin sign-in',
  );
  // The platform admin adds each subscription (multipart form, no logo): the owner is mailed.
  await inParallel(schools, parallel, async (school) => {
    const body = expect(
      await client.send('POST', api('/admin/subscriptions'), {
        ip: admin.ip,
        token: signedIn.token,
        form: {
          fields: {
            name: school.name,
            admin_email: school.owner.email,
            seats: String(seatsFor(school)),
            ...ACTIVE,
          },
        },
      }),
      201,
      `adding subscription ${school.name}`,
    );
    school.id = body.subscription.id;
  });
  const ownerLinks = await mailedLinks(
    dataDir,
    'confirm-subscription',
    schools.map((s) => s.owner.email),
  );
  // Each owner creates the password, adds the counselors and imports the class.
  await inParallel(schools, parallel, async (school) => {
    const { owner } = school;
    const set = await setStaffPassword(owner, ownerLinks, `owner password of ${school.name}`);
    owner.token = set.token;
    school.slug = set.institute.slug;
    for (const c of school.counselors)
      expect(
        await client.send('POST', api('/institute/sub-users'), {
          ip: owner.ip,
          token: owner.token,
          json: { name: c.name, email: c.email },
        }),
        201,
        `adding counselor ${c.email}`,
      );
    const csv = ['name,email', ...school.students.map((s) => `${s.name},${s.email}`)].join('\n');
    const imported = expect(
      await client.send('POST', api('/institute/instituteUsers/import'), {
        ip: owner.ip,
        token: owner.token,
        form: { file: { name: 'file', filename: 'class.csv', type: 'text/csv', content: csv } },
      }),
      201,
      `importing the class of ${school.name}`,
    );
    if (imported.imported !== school.students.length)
      throw new Error(`${school.name}: ${imported.imported} of ${school.students.length} imported`);
  });
  const counselors = schools.flatMap((s) => s.counselors.map((c) => ({ ...c, ip: s.owner.ip })));
  const counselorLinks = await mailedLinks(
    dataDir,
    'confirm-subscription',
    counselors.map((c) => c.email),
  );
  await inParallel(counselors, parallel, async (c) => {
    const set = await setStaffPassword(c, counselorLinks, `counselor password of ${c.email}`);
    // The set-up's session ends here: during the run each counselor signs in itself.
    await client.send('POST', api('/institute/logout'), { ip: c.ip, token: set.token });
  });
  const active = schools.flatMap((school) =>
    school.students.filter((s) => s.active).map((s) => ({ school, student: s })),
  );
  const studentLinks = await mailedLinks(
    dataDir,
    'create_password',
    active.map((a) => a.student.email),
  );
  await inParallel(active, parallel, async ({ school, student }) => {
    const set = expect(
      await client.send('POST', api('/set-password'), {
        ip: student.ip,
        json: {
          email: student.email,
          new_password: student.password,
          confirm_password: student.password,
          status: 'create_password',
          dummyPassword: studentLinks.get(student.email),
        },
      }),
      200,
      `class student password of ${student.email}`,
    );
    // The web asks an enrolled student whether to stay with the school before anything else.
    expect(
      await client.send('POST', api('/me/institute/confirm'), {
        ip: student.ip,
        token: set.token,
      }),
      200,
      `${student.email} staying with ${school.name}`,
    );
    await saveScenarios(client, api, school, student, set.token, pool);
  });
}

/** The rows apps/api/test/institutes.ts writes, with the class as users of the institute. */
export async function insertInstitutes({ client, api, db, schools, pool, parallel }) {
  // One hash per password, as the server would store it (Argon2id, the library's defaults).
  const hashes = new Map();
  const hashOf = async (password) => {
    if (!hashes.has(password)) hashes.set(password, await hash(password, { algorithm: 2 }));
    return hashes.get(password);
  };
  for (const school of schools) {
    const slug = `${school.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
    const { rows } = await db.query(
      `INSERT INTO institute_subscriptions (name, slug, seats, start_date, end_date)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [school.name, slug, seatsFor(school), ACTIVE.start_date, ACTIVE.end_date],
    );
    school.id = rows[0].id;
    school.slug = slug;
    const admins = [
      { ...school.owner, name: school.name, role: 'owner' },
      ...school.counselors.map((c) => ({ ...c, role: 'counselor' })),
    ];
    for (const a of admins)
      await db.query(
        `INSERT INTO institute_admins (subscription_id, email, name, role, password_hash)
         VALUES ($1, $2, $3, $4, $5)`,
        [school.id, a.email.toLowerCase(), a.name, a.role, await hashOf(a.password)],
      );
    // Active students as a set password leaves them (address proved, school confirmed).
    for (const s of school.students)
      await db.query(
        `INSERT INTO users (name, email, role, institute_id, password_hash, email_verified_at,
                            institute_confirmed_at)
         VALUES ($1, $2, 'student', $3, $4, $5, $5)`,
        [
          s.name,
          s.email.toLowerCase(),
          school.id,
          s.active ? await hashOf(s.password) : null,
          s.active ? new Date() : null,
        ],
      );
  }
  const active = schools.flatMap((school) =>
    school.students.filter((s) => s.active).map((s) => ({ school, student: s })),
  );
  await inParallel(active, parallel, async ({ school, student }) => {
    const signedIn = expect(
      await client.send('POST', api('/auth/signin'), {
        ip: student.ip,
        json: { email: student.email, password: student.password },
      }),
      201,
      `class student sign-in of ${student.email}`,
    );
    await saveScenarios(client, api, school, student, signedIn.token, pool);
  });
}

/** A class student saves 1–4 scenarios (the institute's plan allows any number, 4 colleges). */
async function saveScenarios(client, api, school, student, token, pool) {
  for (let n = pick(SCENARIOS_PER_STUDENT); n > 0; n--) {
    const payload = newScenario(pool.colleges, `${student.name} option ${n}`);
    const saved = expect(
      await client.send('POST', api('/scenario'), { ip: student.ip, token, json: payload }),
      201,
      `a scenario of ${student.email}`,
    );
    school.scenarios.set(saved.scenario.id, payload);
  }
}

/**
 * What each school's owner sees on the dashboard once set up: students, counselors and saved
 * scenarios must all be there before the counselors are let in.
 */
export async function checkDashboards({ client, api, schools, parallel }) {
  return inParallel(schools, parallel, async (school) => {
    const { owner } = school;
    if (!owner.token)
      owner.token = expect(
        await client.send('POST', api('/login-insitute'), {
          ip: owner.ip,
          json: { email: owner.email, password: owner.password },
        }),
        200,
        `owner sign-in of ${school.name}`,
      ).token;
    const d = expect(
      await client.send('GET', api('/institute/dashboard'), { ip: owner.ip, token: owner.token }),
      200,
      `dashboard of ${school.name}`,
    );
    const active = school.students.filter((s) => s.active).length;
    if (
      d.students.active !== active ||
      d.students.invited !== school.students.length - active ||
      d.counselors !== school.counselors.length ||
      d.scenarios !== school.scenarios.size
    )
      throw new Error(
        `${school.name}: the dashboard shows ${JSON.stringify({
          students: d.students,
          counselors: d.counselors,
          scenarios: d.scenarios,
        })}; set up: ${active} active and ${school.students.length - active} invited students, ` +
          `${school.counselors.length} counselors, ${school.scenarios.size} scenarios`,
      );
    return d;
  });
}
