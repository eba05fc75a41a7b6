// Load test: 1,000 simulated people use DegreeWorth at once for 60 s against a server on
// PostgreSQL + Redis with 2 processes. It passes when nothing fails, every step's p99 is within
// its limit (300 ms; a PDF 1,000 ms) and every scenario is intact. With --nginx the same run goes
// through nginx and its cache, and the bench also reports the share of visitor requests nginx
// answered itself.
//
// Who (defaults; --users is everyone, --students and --counselors are taken out of it, the rest
// are visitors):
// - Visitors (560) open the site (GET / and its script; later visits reload the page 30% of the
//   time, the script comes from the browser's cache: assets are `immutable`), then browse the
//   default rankings page, one or two college pages (GET /universities/{id}), the calculator's
//   college search and a college's calculator facts, again and again.
// - Students (400) open the site, sign in (POST /auth/signin), read /me (or, when still signed
//   in, a state's rankings), load the calculator's reference data, search, load a college's
//   facts, save a scenario of 1–4 real colleges (POST /scenario), open its results
//   (GET /scenario/{id}), edit it (PUT), list theirs (GET /scenario), on a quarter of their
//   visits download its PDF (GET /scenario/{id}/pdf; --pdf-share 0.25), sometimes open and edit
//   an older one, and sign out after 30% of their visits.
// - Counselors (40) open the site, sign in to their school's admin screens
//   (POST /login-insitute) and make the calls the web app's institute pages make: the page frame's
//   GET /institute/me together with the dashboard's GET /institute/dashboard, the students page
//   (GET /institute/instituteUsers?page=1, half the time again sorted by best net gain, last
//   activity or the earnings test, or filtered to who needs attention or is still invited, and
//   sometimes page 2), one or two students' scenario lists
//   (GET /institute/instituteUsers/{id}/scenarios), a scenario read-only with its results and
//   comments (GET /institute/scenarios/{id}); sometimes a comment on it (15%, POST …/comments)
//   or its PDF (10%, GET …/pdf), the class report (20% of visits, GET /institute/report.csv),
//   and they sign out after 30% of their visits.
//   Why this mix: at a busy moment most people are visitors who never sign in; signed-in
//   students are the next largest group and cost the most per person (saves, edits, PDFs);
//   school staff are few (40 counselors in 8 schools), but each dashboard, student list and
//   class report reads a whole class, so a few of them are a real part of the load.
// - Everyone waits a random think time between steps (2–6 s; twice that between visits) and
//   sends its own X-Forwarded-For address, so the per-address abuse limits see 1,000 people, not
//   one, and keeps its own connections (at most 6, kept open between clicks, as a browser does),
//   so the server's processes share the people as they would share real browsers. People arrive at random times over the first `--ramp` seconds (10): started together,
//   400 students doing the same steps with similar pauses would all ask for their PDF within the
//   same few seconds, a lock-step no real audience has.
// - Why 2–6 s and a PDF on a quarter of visits: that is already a brisk person (a click every
//   4 s; reading a ranking page or filling the calculator takes longer), and a report is printed
//   when a scenario is finished, not after every edit. The earlier model (a click every 1.25 s, a
//   PDF every visit: `--think 0.5-2 --pdf-share 1`) stays available as a stress setting: with
//   1,000 people it offers about three times the requests and ten times the PDF renders.
//
// It prints each step's count, p50 and p99 (ms, to the last byte) and errors, the total requests
// and throughput, the bench's event-loop delay, the CPU the machine, the server, nginx and the
// bench used, the first error bodies and, with --slow <ms>, the answers slower than that (when in
// the run, which step, which kind of person). An error is any answer outside 200–399 (429 and
// 503 included), a network error or timeout (30 s), or a 2xx whose content is wrong (no token,
// no scenario, not a PDF or CSV, a dashboard without students or scenarios). Afterwards every
// scenario a student saved or edited is read back through the API (GET /scenario) and from the
// database and compared with the last payload the bench sent, and the schools' scenarios (which
// counselors only read) are compared in the database. Last the verdict: each step's p99 against
// its limit (--limit, 300 ms; --pdf-limit, 1,000 ms, for the two steps that render a PDF,
// "download PDF" and "student PDF"). Exit code 1 when a step is over its limit, there was an
// error, a scenario is not intact, or (with --nginx) a signed-in answer did not bypass the cache.
//
// --nginx: a real nginx (the Debian package, /usr/sbin/nginx) runs in front of the server with the
// repository's deploy/nginx/degreeworth.conf, set up as apps/api/test/nginx-cache.test.ts does
// (cache folder, upstream port and listen line moved into a temporary folder; run with -p, -c and
// -g 'daemon off;'; one worker), and every simulated person goes through it. nginx appends the
// bench's own address to X-Forwarded-For, so the server gets TRUST_PROXY=2 (two hops: nginx,
// and the bench standing in for the people's own addresses) instead of 1. The set-up talks to
// the server directly, so nginx starts with an empty cache. For every request without a token
// nginx's X-Cache-Status is counted per step: HIT (a fresh copy; the server not asked), STALE
// (an expired copy sent at once while nginx refreshes it in the background, or because the server
// failed), UPDATING (an expired copy sent while that refresh is under way), REVALIDATED (the
// server was asked and answered 304 Not Modified; the body came from the copy), EXPIRED and MISS
// (the server answered). The share answered by nginx is the HIT share, for the visitors' requests
// and for all GETs without a token; STALE and UPDATING are added in a separate line. The public
// figures stay fresh 300 s (CACHE_FIGURES_SECONDS), so a 60 s run sees HIT and MISS only. Every
// signed-in GET must show BYPASS (never taken from or put in the cache); POSTs and PUTs are not
// looked up. nginx is stopped and its folder deleted at the end.
//
// Set-up (not measured): the script first checks that the server tells the bench's addresses
// apart (through nginx with --nginx: 31 wrong invite links from one address must end in 429, one
// from another address in 400), so a wrong TRUST_PROXY fails here rather than as 429s in the run.
// It signs the students up and sets up the schools (bench/lib/load-institutes.mjs): one institute
// per 5 counselors (--institutes), each with its owner, its counselors and a class of
// --class-size students (60: two pages of the student list); 90% of a class create a password and
// save 1–4 scenarios, the rest stay invited, as in a real class. Through the API when the bench
// starts the server and --accounts is api: the platform admin (the server's ADMIN_EMAIL, set by
// the bench) adds each subscription (POST /admin/subscriptions), the owner creates a password
// from the mailed link (POST /set-password-insitute), adds the counselors
// (POST /institute/sub-users) and imports the class as a CSV file
// (POST /institute/instituteUsers/import); counselors create their passwords from their mailed
// links, students theirs (POST /set-password), confirm the school (POST /me/institute/confirm)
// and save scenarios (POST /scenario). Every owner's dashboard must then show exactly those students, counselors
// and scenarios.
//
// The server: the script creates a fresh database `dw_load_<timestamp>` on the local PostgreSQL
// server, starts the built server (`apps/api/dist/server.js`) with DATABASE_URL, REDIS_URL,
// WEB_CONCURRENCY=2, TRUST_PROXY=1 (2 with --nginx), ADMIN_EMAIL and ADMIN_PASSWORD (the
// platform admin of the schools' set-up), a temporary DATA_DIR (mail written to its outbox) and
// the default SCORECARD_DIR (the first start imports the development data: 15–20 s here), signs
// the students up through the API from their own addresses and verifies them with the mailed
// link, and gives them Individual Pro in the database as `npm run plan:grant` does (the PDF
// needs it; a free account also keeps only 2 scenarios). At the end it stops nginx and the
// server and drops the database and the temporary folders (unless --keep).
//
// Prerequisites: `npm run build` (the API bundle at least), PostgreSQL at 127.0.0.1:5432 (user
// postgres, trust authentication), Redis at 127.0.0.1:6379, and for --nginx nginx
// (`apt-get install -y nginx`).
//
//   node bench/load.mjs [--users 1000] [--students 400] [--counselors 40] [--institutes 8]
//                       [--class-size 60] [--duration 60] [--think 2-6] [--ramp 10]
//                       [--sign-out 0.3] [--pdf-share 0.25] [--processes 2] [--nginx] [--limit 300]
//                       [--pdf-limit 1000] [--slow <ms>] [--keep]
//                       [--pg postgres://postgres@127.0.0.1:5432/] [--redis redis://127.0.0.1:6379]
//                       [--accounts api|db] [--setup-parallel 8]
//   node bench/load.mjs --url <base> --database-url <its DATABASE_URL> [--data-dir <its DATA_DIR>]
//                       [--nginx] [the options above]
//
// --url targets a running server instead (start it with TRUST_PROXY=1, or 2 with --nginx, which
// then runs in front of it); --database-url is then required (plans, the schools, the integrity
// check's rows). Student accounts are made through the API when the server's DATA_DIR is known
// (own server, or --data-dir with mail in outbox mode), else inserted into the database with
// Argon2id hashes like the server's (`--accounts db` forces that). The schools go through the API
// only when the bench started the server (it knows the platform admin's password) and
// --accounts is api; otherwise their rows are inserted as apps/api/test/institutes.ts writes
// them (subscription, owner and counselors with passwords) with the class as students of the
// institute, and the class's scenarios are still saved through the API.
// While developing, run it short: --duration 15 --users 150 --students 60 --counselors 10.
// Renders are limited to 30 an account an hour: with a PDF every visit (--pdf-share 1, visits of
// ~15 s at --think 0.5-2), past about 7 minutes the PDF step meets that limit (429) by design. The
// counselors' own limits (30 PDF renders an hour, 20 class reports and 60 comments per 15
// minutes, each per counselor) are far off in a run of a few minutes.
import { execFileSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { flag, num, option, root, startServer, stop } from './lib/harness.mjs';
import { httpClient, jsonOf, ms, StepStats, textOf } from './lib/load-http.mjs';
import {
  checkDashboards,
  insertInstitutes,
  planInstitutes,
  setUpInstitutesThroughApi,
} from './lib/load-institutes.mjs';
import { startNginx } from './lib/load-nginx.mjs';
import {
  checkClientAddresses,
  collegePool,
  createDatabase,
  databaseUrl,
  dropDatabase,
  grantPro,
  inParallel,
  insertAccounts,
  openDb,
  signUpThroughApi,
} from './lib/load-setup.mjs';
import { addressOf, simulation } from './lib/load-users.mjs';

const users = Number(option('users', 1000));
const studentCount = Number(option('students', 400));
const counselorCount = Number(option('counselors', 40));
/** Counselors per school when --institutes is not given. */
const COUNSELORS_PER_SCHOOL = 5;
const instituteCount = Number(
  option('institutes', Math.ceil(counselorCount / COUNSELORS_PER_SCHOOL)),
);
const classSize = Number(option('class-size', 60));
const duration = Number(option('duration', 60));
const think = option('think', '2-6').split('-').map(Number);
const ramp = Number(option('ramp', 10));
const signOut = Number(option('sign-out', 0.3));
const pdfShare = Number(option('pdf-share', 0.25));
const processes = option('processes', '2');
const behindNginx = flag('nginx');
const limitMs = Number(option('limit', 300));
const pdfLimitMs = Number(option('pdf-limit', 1000));
const slowMs = Number(option('slow', Infinity));
const keep = flag('keep');
const target = option('url');
const pgAdmin = option('pg', 'postgres://postgres@127.0.0.1:5432/');
const redisUrl = option('redis', 'redis://127.0.0.1:6379');
const setupParallel = Number(option('setup-parallel', 8));
let dataDir = option('data-dir');
let dbUrl = option('database-url');
const accounts = option('accounts', target && !dataDir ? 'db' : 'api');
/** The steps that render a PDF: a document takes longer than any other answer. */
const PDF_STEPS = new Set(['download PDF', 'student PDF']);
/** Share of a class that creates a password and saves scenarios; the others stay invited. */
const ACTIVE_SHARE = 0.9;

if (
  !(users > 0 && studentCount >= 0 && counselorCount >= 0 && duration > 0) ||
  studentCount + counselorCount > users ||
  !(counselorCount === 0 || (instituteCount >= 1 && instituteCount <= counselorCount)) ||
  !(classSize >= 1) ||
  !(limitMs > 0 && pdfLimitMs > 0) ||
  !(pdfShare >= 0 && pdfShare <= 1) ||
  think.length !== 2 ||
  !(think[0] >= 0 && think[1] >= think[0]) ||
  !['api', 'db'].includes(accounts)
) {
  console.error('usage: see the header of bench/load.mjs');
  process.exit(2);
}
if (target && !dbUrl) {
  console.error('--url needs --database-url (the plans and the integrity check read the database)');
  process.exit(2);
}
if (accounts === 'api' && target && !dataDir) {
  console.error('--accounts api with --url needs --data-dir (the verification mails)');
  process.exit(2);
}

const runId = Date.now();
const elapsedSince = (t) => `${((performance.now() - t) / 1000).toFixed(1)} s`;
const percent = (n, of) => (of ? `${((100 * n) / of).toFixed(1)}%` : '–');
let server;
let nginx;
let tmp;
let db;
let dbName;
let client;
let direct;
let failed = false;

/** The server's child processes (its workers when WEB_CONCURRENCY is in effect). */
function childrenOf(pid) {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return []; // ps exits 1 when there is none
  }
}

/**
 * CPU seconds so far (Linux /proc; null elsewhere): the whole machine's busy time, each of `pids`
 * (the server's processes when this script started it, nginx's with --nginx; one that has
 * exited is left out) and this bench process, so a reader can tell a slow server from a machine
 * busy with other work.
 */
function cpuSeconds(pids) {
  try {
    const tick = 100; // USER_HZ, 100 on Linux
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number);
    const ofPid = (pid) => {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const after = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(after[11]) + Number(after[12])) / tick; // utime + stime
    };
    const byPid = new Map();
    for (const pid of pids) {
      try {
        byPid.set(pid, ofPid(pid));
      } catch {
        // exited meanwhile (nginx's cache loader ends a minute after the start)
      }
    }
    const own = process.cpuUsage();
    return {
      machine: (user + nice + system + irq + softirq + steal) / tick,
      idle: (idle + iowait) / tick,
      pids: byPid,
      bench: (own.user + own.system) / 1e6,
    };
  } catch {
    return null;
  }
}

/** CPU seconds `pids` used between two samples of cpuSeconds (those alive at both). */
const usedBy = (pids, before, after) =>
  pids
    .filter((pid) => before.pids.has(pid) && after.pids.has(pid))
    .reduce((sum, pid) => sum + after.pids.get(pid) - before.pids.get(pid), 0);

/** Where two payloads first differ ("colleges.1.grants: 500 ≠ 1000"), or null when equal. */
function difference(sent, got, path = '') {
  if (sent === got) return null;
  if (typeof sent !== 'object' || typeof got !== 'object' || sent === null || got === null)
    return `${path || 'payload'}: sent ${JSON.stringify(sent)}, read ${JSON.stringify(got)}`;
  const keys = new Set([...Object.keys(sent), ...Object.keys(got)]);
  for (const k of keys) {
    const d = difference(sent[k], got[k], path ? `${path}.${k}` : k);
    if (d) return d;
  }
  return null;
}

/** The p99 limit of a step, ms. */
const limitOf = (step) => (PDF_STEPS.has(step) ? pdfLimitMs : limitMs);

/** The X-Cache-Status values a row of the nginx table shows, in this order. */
const CACHE_COLUMNS = ['HIT', 'STALE', 'UPDATING', 'REVALIDATED', 'EXPIRED', 'MISS', 'none'];
/** Sent from nginx's copy without waiting for the server (fresh, or expired and refreshing). */
const FROM_COPY = ['HIT', 'STALE', 'UPDATING'];
const countOf = (m, k) => m.get(k) ?? 0;
const sumOf = (m) => [...m.values()].reduce((a, b) => a + b, 0);

/** "4,000 of 5,000 (80.0%)": the GETs of `counts` with one of `statuses`. */
function shareOf(counts, statuses = ['HIT']) {
  const looked = sumOf(counts) - countOf(counts, 'none');
  const n = statuses.reduce((sum, k) => sum + countOf(counts, k), 0);
  return `${num(n, 0)} of ${num(looked, 0)} (${percent(n, looked)})`;
}

/**
 * What nginx did: per step for the requests without a token, in all for the visitors (the
 * people who never sign in) and for every request without a token, and whether every signed-in
 * request went past it. Returns the problems (a signed-in answer nginx kept or served).
 */
function printCache(rows, byKind) {
  console.log(
    '\nnginx, requests without a token, by X-Cache-Status ("none": a POST, not looked up):',
  );
  console.log(`| step | request | count | ${CACHE_COLUMNS.join(' | ')} | HIT share |`);
  console.log(`|---|---|---:|${CACHE_COLUMNS.map(() => '---:|').join('')}---:|`);
  const total = new Map();
  for (const r of rows.filter((x) => sumOf(x.cache.visitor))) {
    const v = r.cache.visitor;
    for (const [k, n] of v) total.set(k, countOf(total, k) + n);
    const looked = sumOf(v) - countOf(v, 'none');
    console.log(
      `| ${r.name} | \`${r.request}\` | ${num(sumOf(v), 0)} | ` +
        `${CACHE_COLUMNS.map((k) => num(countOf(v, k), 0)).join(' | ')} | ` +
        `${looked ? percent(countOf(v, 'HIT'), looked) : '–'} |`,
    );
  }
  const visitors = byKind.get('visitor') ?? new Map();
  /** One status's count over every step, for the lines below. */
  const all = (k) => num(countOf(total, k), 0);
  const unknown = [...total.keys()].filter((k) => !CACHE_COLUMNS.includes(k));
  console.log(
    [
      `\nnginx answered ${shareOf(visitors)} of the visitors' requests (the people who never ` +
        `sign in) from its cache (HIT), and ${shareOf(total)} of all GETs without a token ` +
        `(students' and counselors' page loads too). In all GETs without a token:`,
      `  HIT ${all('HIT')}: a fresh copy; the server was not asked`,
      `  STALE ${all('STALE')}: an expired copy sent at once while nginx refreshes ` +
        `it in the background (or because the server failed to answer)`,
      `  UPDATING ${all('UPDATING')}: an expired copy sent while another request's ` +
        `refresh is under way`,
      `  REVALIDATED ${all('REVALIDATED')}: nginx asked the server, which answered ` +
        `304 Not Modified, and sent its copy (the server did work; not counted as answered)`,
      `  EXPIRED ${all('EXPIRED')}, MISS ${all('MISS')}: the server ` +
        `answered (GET / is never kept: the page is no-cache)`,
      `  with STALE and UPDATING, nginx sent ${shareOf(visitors, FROM_COPY)} of the visitors' ` +
        `requests without waiting for the server`,
      `  not looked up: ${all('none')} POSTs without a token (sign-ins)` +
        (unknown.length ? `; other values: ${unknown.map((k) => `${k} ${total.get(k)}`)}` : ''),
    ].join('\n'),
  );
  const problems = [];
  let bypass = 0;
  let signedIn = 0;
  for (const r of rows) {
    const m = r.cache.signedIn;
    signedIn += sumOf(m);
    bypass += countOf(m, 'BYPASS');
    // A GET must show BYPASS; any other method is never looked up ("none").
    const expected = r.request.startsWith('GET ') ? 'BYPASS' : 'none';
    const wrong = [...m].filter(([k]) => k !== expected);
    if (wrong.length)
      problems.push(
        `${r.name}: signed-in answers with X-Cache-Status ${wrong.map(([k, n]) => `${k} ×${n}`)}`,
      );
  }
  console.log(
    `signed-in requests: ${num(signedIn, 0)}; ${num(bypass, 0)} GETs showed BYPASS, the ` +
      `${num(signedIn - bypass, 0)} others (POST, PUT) were not looked up` +
      (problems.length
        ? `; WRONG: ${problems.join('; ')}`
        : ': none taken from or put in the cache'),
  );
  return problems;
}

try {
  // ----- server ---------------------------------------------------------------------------------
  let base = target?.replace(/\/+$/, '');
  const trustProxy = behindNginx ? '2' : '1';
  const admin = {
    email: `platform-admin-${runId}@example.com`,
    password: `load bench admin ${runId}`,
  };
  if (!target) {
    tmp = mkdtempSync(join(tmpdir(), 'dw-load-'));
    dataDir = join(tmp, 'data');
    dbName = `dw_load_${runId}`;
    await createDatabase(pgAdmin, dbName);
    dbUrl = databaseUrl(pgAdmin, dbName);
    const logFile = join(tmp, 'server.log');
    const log = openSync(logFile, 'a');
    const started = performance.now();
    console.log(
      `starting the server: DATABASE_URL=${dbUrl} REDIS_URL=${redisUrl} ` +
        `WEB_CONCURRENCY=${processes} TRUST_PROXY=${trustProxy} ADMIN_EMAIL=${admin.email} ` +
        `DATA_DIR=${dataDir} (log: ${logFile})…`,
    );
    server = await startServer(
      {
        DATABASE_URL: dbUrl,
        REDIS_URL: redisUrl,
        WEB_CONCURRENCY: processes,
        TRUST_PROXY: trustProxy,
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        DATA_DIR: dataDir,
        SMTP_URL: '',
      },
      { output: log, timeoutMs: 600_000 },
    );
    closeSync(log);
    server.logFile = logFile;
    base = server.base;
    const workers = childrenOf(server.child.pid).length;
    console.log(
      `server ready in ${elapsedSince(started)} at ${base}: ` +
        (workers
          ? `1 primary + ${workers} worker process(es)`
          : `one process (WEB_CONCURRENCY not in effect)`),
    );
  }
  const api = (path) => `/api/v1${path}`;
  // The set-up talks to the server itself: through nginx it would fill the cache before the run.
  direct = httpClient(base);
  if (behindNginx) {
    const upstream = new URL(base);
    nginx = await startNginx({ upstream: `${upstream.hostname}:${upstream.port}`, people: users });
    console.log(
      `nginx in front at ${nginx.base} (deploy/nginx/degreeworth.conf, folder ${nginx.folder}); ` +
        (target ? 'your server needs TRUST_PROXY=2' : `the server has TRUST_PROXY=${trustProxy}`),
    );
  }
  client = nginx ? httpClient(nginx.base) : direct;
  db = await openDb(dbUrl);

  // ----- set-up (not measured) ------------------------------------------------------------------
  let t = performance.now();
  const pool = await collegePool(direct, api);
  if (pool.colleges.length < 4 || !pool.rankingIds.length || !pool.searchTexts.length)
    throw new Error(
      `too little data: ${pool.colleges.length} colleges with calculator facts, ` +
        `${pool.rankingIds.length} on the ranking page (was the Scorecard data imported?)`,
    );
  const home = await direct.send('GET', '/');
  const web = {
    home: home.status === 200,
    asset: home.status === 200 && /<script[^>]+src="\/assets\//.test(textOf(home)),
    dist: target ? null : join(root, 'apps/web/dist'),
    skippedAssets: 0,
  };
  console.log(
    `set-up: ${pool.colleges.length} colleges with calculator facts, ` +
      `${pool.rankingIds.length} on the default ranking page, ` +
      `${pool.searchTexts.length} search texts` +
      (web.home ? '' : `; home page and static asset skipped (GET / answered ${home.status})`),
  );
  // Through nginx when there is one: that is the path whose addresses must come through.
  const probe = [1, 2].map(
    () => `198.19.${(Math.random() * 256) | 0}.${1 + ((Math.random() * 254) | 0)}`,
  );
  await checkClientAddresses(client, api, probe, runId);
  console.log(
    `set-up: the server tells the bench's addresses apart ` +
      `(${behindNginx ? 'through nginx, ' : ''}31 wrong invite links from ${probe[0]}: 429; ` +
      `then one from ${probe[1]}: 400)`,
  );

  const people = Array.from({ length: users }, (_, index) => ({
    index,
    ip: addressOf(index),
    kind: 'visitor',
  }));
  const students = people.slice(0, studentCount).map((p) =>
    Object.assign(p, {
      kind: 'student',
      name: `Load Student ${p.index}`,
      email: `load-${runId}-${p.index}@example.com`,
      password: 'load bench password 1',
      token: null,
      signOut,
      scenarios: new Map(),
      uncertain: new Map(),
      unknownSaves: 0,
    }),
  );
  // Set-up people (owners, class students, the platform admin) have addresses after everyone's.
  let setupAddresses = users;
  const nextAddress = () => addressOf(setupAddresses++);
  if (students.length) {
    t = performance.now();
    if (accounts === 'api') await signUpThroughApi(direct, dataDir, students, setupParallel, api);
    else await insertAccounts(db, students);
    const granted = await grantPro(
      db,
      students.map((s) => s.email),
    );
    if (granted !== students.length)
      throw new Error(`Individual Pro given to ${granted} of ${students.length} students`);
    console.log(
      `set-up: ${students.length} students ` +
        (accounts === 'api'
          ? 'signed up and verified through the API (mailed links)'
          : 'inserted into the database') +
        `, Individual Pro given in the database (as plan:grant does), in ${elapsedSince(t)}`,
    );
  }

  const schools = planInstitutes({
    count: counselorCount ? instituteCount : 0,
    counselors: counselorCount,
    classSize,
    activeShare: ACTIVE_SHARE,
    runId,
    ipOf: nextAddress,
  });
  if (schools.length) {
    t = performance.now();
    const throughApi = accounts === 'api' && !target;
    if (throughApi)
      await setUpInstitutesThroughApi({
        client: direct,
        api,
        dataDir,
        schools,
        admin: { ...admin, ip: nextAddress() },
        pool,
        parallel: setupParallel,
      });
    else
      await insertInstitutes({ client: direct, api, db, schools, pool, parallel: setupParallel });
    const dashboards = await checkDashboards({
      client: direct,
      api,
      schools,
      parallel: setupParallel,
    });
    const classScenarios = schools.reduce((n, s) => n + s.scenarios.size, 0);
    console.log(
      `set-up: ${schools.length} schools with ${counselorCount} counselors and ` +
        `${schools.length * classSize} class students (${dashboards[0].students.active} of ` +
        `${classSize} active in the first), ${classScenarios} class scenarios, ` +
        (throughApi
          ? 'through the API (platform admin, owners, mailed links, CSV import, POST /scenario)'
          : 'inserted into the database (scenarios through POST /scenario)') +
        `; every owner's dashboard shows them; in ${elapsedSince(t)}`,
    );
  }
  const counselors = people.slice(studentCount, studentCount + counselorCount).map((p, i) => {
    const school = schools[i % schools.length];
    const c = school.counselors[Math.floor(i / schools.length)];
    return Object.assign(p, { ...c, kind: 'counselor', school, token: null, signOut });
  });
  if (counselors.some((c) => !c.email)) throw new Error('a counselor without an account');

  // ----- run ------------------------------------------------------------------------------------
  console.log(
    `run: ${users} users (${studentCount} students, ${counselorCount} counselors, ` +
      `${users - studentCount - counselorCount} visitors) for ${duration} s` +
      `${nginx ? ' through nginx' : ''}, think time ${think[0]}–${think[1]} s, ` +
      `started over ${ramp} s, at ${new Date().toISOString().slice(11, 19)} UTC…`,
  );
  const stats = new StepStats({ slowMs });
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const serverPids = server ? [server.child.pid, ...childrenOf(server.child.pid)] : [];
  const nginxPids = nginx ? [nginx.pid, ...childrenOf(nginx.pid)] : [];
  const cpuBefore = cpuSeconds([...serverPids, ...nginxPids]);
  t = performance.now();
  const until = t + duration * 1000;
  const sim = simulation({ client, stats, api, until, think, pool, web, pdfShare });
  const progress = setInterval(
    () =>
      console.log(
        `  ${elapsedSince(t).padStart(7)}: ${num(stats.requests)} requests, ${stats.errors} errors`,
      ),
    10_000,
  );
  await Promise.all(
    people.map(async (p) => {
      await new Promise((r) => setTimeout(r, Math.random() * ramp * 1000));
      if (p.kind === 'student') return sim.student(p);
      if (p.kind === 'counselor') return sim.counselor(p);
      return sim.visitor(p);
    }),
  );
  clearInterval(progress);
  loop.disable();
  const seconds = (performance.now() - t) / 1000;
  const cpuAfter = cpuSeconds([...serverPids, ...nginxPids]);

  const rows = stats.rows();
  console.log('\n| step | request | count | p50 ms | p99 ms | errors |');
  console.log('|---|---|---:|---:|---:|---:|');
  for (const r of rows)
    console.log(
      `| ${r.name} | \`${r.request}\` | ${num(r.count, 0)} | ${ms(r.p50)} | ${ms(r.p99)} | ` +
        `${r.errors}${r.errors ? ` (${r.statuses})` : ''} |`,
    );
  console.log(
    `\n${num(stats.requests, 0)} requests in ${seconds.toFixed(1)} s: ` +
      `${num(stats.requests / seconds, 0)} req/s; errors: ${stats.errors}` +
      (web.skippedAssets ? ` (${web.skippedAssets} asset requests left out: web app rebuilt)` : ''),
  );
  console.log(
    `bench process event-loop delay p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms ` +
      '(part of every latency above)',
  );
  if (cpuBefore && cpuAfter) {
    const groups = { server: serverPids, nginx: nginxPids };
    const used = (k) =>
      groups[k] ? usedBy(groups[k], cpuBefore, cpuAfter) : cpuAfter[k] - cpuBefore[k];
    const cores = (used('machine') + used('idle')) / seconds;
    const share = (v) => `${(v / seconds).toFixed(2)} cores`;
    console.log(
      `CPU during the run (${cores.toFixed(1)} cores): machine busy ${share(used('machine'))}` +
        (server ? `, server processes ${share(used('server'))}` : '') +
        (nginx ? `, nginx ${share(used('nginx'))}` : '') +
        `, this bench ${share(used('bench'))}, the rest (PostgreSQL, Redis, other work) ` +
        share(used('machine') - used('server') - used('nginx') - used('bench')),
    );
  }
  for (const e of stats.examples)
    console.log(
      `  error: ${e.step} ${e.request} → ${e.status || 'no answer'}` +
        `${e.problem ? ` (${e.problem})` : ''}: ${e.body}`,
    );
  if (stats.slow.length) {
    // The slowest ones, in the order they were asked: whether they cluster in time tells a
    // pause of the whole machine from one slow kind of request.
    const shown = [...stats.slow]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 40)
      .sort((a, b) => a.at - b.at);
    console.log(
      `answers slower than ${slowMs} ms: ${stats.slow.length}` +
        (stats.slow.length > shown.length ? `, the ${shown.length} slowest` : '') +
        ' (second of the run it was asked in, step, ms, status, kind of person' +
        `${nginx ? ', X-Cache-Status' : ''}):`,
    );
    for (const x of shown)
      console.log(
        `  ${((x.at - t) / 1000).toFixed(1).padStart(5)} s  ${x.name}: ${ms(x.ms)} ms, ` +
          `${x.status}, ${x.who}${nginx ? `, ${x.cache}` : ''}`,
      );
    // All of them by the second they were asked in: a ramp, one moment or spread over the run.
    const bySecond = new Map();
    for (const x of stats.slow) {
      const second = Math.floor((x.at - t) / 1000);
      bySecond.set(second, (bySecond.get(second) ?? 0) + 1);
    }
    console.log(
      `  by second of the run: ${[...bySecond]
        .sort((a, b) => a[0] - b[0])
        .map(([second, n]) => `${second}: ${n}`)
        .join(', ')}`,
    );
  }
  if (stats.errors) failed = true;
  const cacheProblems = nginx ? printCache(rows, stats.cacheByKind) : [];
  if (cacheProblems.length) failed = true;

  // ----- integrity ------------------------------------------------------------------------------
  t = performance.now();
  const problems = [];
  let intact = 0;
  let expected = 0;
  await inParallel(students, setupParallel, async (s) => {
    if (!s.scenarios.size && !s.uncertain.size) return;
    expected += s.scenarios.size;
    if (!s.token) {
      const res = await direct.send('POST', api('/auth/signin'), {
        ip: s.ip,
        json: { email: s.email, password: s.password },
      });
      s.token = jsonOf(res)?.token;
    }
    const list = jsonOf(await direct.send('GET', api('/scenario'), { ip: s.ip, token: s.token }));
    if (!list?.scenarios) {
      problems.push(`${s.email}: GET /scenario gave no list`);
      return;
    }
    const read = new Map(list.scenarios.map((x) => [x.id, x]));
    for (const [id, sent] of s.scenarios) {
      const got = read.get(id);
      const other = s.uncertain.get(id);
      const d = got ? difference(sent, got.payload) : 'missing from GET /scenario';
      if (!d || (other && !difference(other, got?.payload))) intact++;
      else problems.push(`${s.email} scenario ${id}: ${d}`);
    }
    const extra = list.scenarios.filter((x) => !s.scenarios.has(x.id)).length;
    if (extra > s.unknownSaves)
      problems.push(`${s.email}: ${extra} scenario(s) the bench never saved`);
  });
  const dbRows = await db.query(
    `SELECT s.id, s.payload FROM scenarios s JOIN users u ON u.id = s.user_id
     WHERE u.email LIKE $1`,
    [`load-${runId}-%`],
  );
  const sentById = new Map(students.flatMap((s) => [...s.scenarios]));
  let dbIntact = 0;
  for (const row of dbRows.rows) {
    const sent = sentById.get(row.id);
    if (sent && !difference(sent, row.payload)) dbIntact++;
  }
  if (dbIntact !== expected)
    problems.push(
      `database: ${dbRows.rowCount} scenario rows, ${dbIntact} equal to what was sent, ` +
        `${expected} expected`,
    );
  // The class scenarios: counselors read and comment on them, and never change them.
  const classSent = new Map(schools.flatMap((s) => [...s.scenarios]));
  const classRows = await db.query(`SELECT id, payload FROM scenarios WHERE id = ANY($1::uuid[])`, [
    [...classSent.keys()],
  ]);
  const classIntact = classRows.rows.filter(
    (row) => !difference(classSent.get(row.id), row.payload),
  ).length;
  if (classIntact !== classSent.size)
    problems.push(
      `class scenarios: ${classIntact} of ${classSent.size} unchanged in the database ` +
        `(${classRows.rowCount} found)`,
    );
  if (problems.length) {
    failed = true;
    console.log(
      `\nintegrity: ${problems.length} problem(s), ${intact} of ${expected} student scenarios ` +
        `intact, ${classIntact} of ${classSent.size} class scenarios`,
    );
    for (const p of problems.slice(0, 20)) console.log(`  ${p}`);
  } else
    console.log(
      `\nintegrity: ${intact} scenarios intact (read back through GET /scenario and ` +
        `${dbRows.rowCount} database rows equal to the last payload sent), ` +
        `${classIntact} class scenarios unchanged in the database, in ${elapsedSince(t)}`,
    );

  // ----- verdict --------------------------------------------------------------------------------
  console.log(
    `\np99 against the limits (${num(limitMs, 0)} ms; ${[...PDF_STEPS].join(' and ')} ` +
      `${num(pdfLimitMs, 0)} ms):`,
  );
  const over = [];
  for (const r of rows) {
    const limit = limitOf(r.name);
    const ok = r.p99 <= limit;
    if (!ok) over.push(r.name);
    console.log(
      `  ${ok ? 'ok  ' : 'OVER'}  ${r.name.padEnd(22)} p99 ${ms(r.p99).padStart(5)} ms ` +
        `${ok ? '≤' : '>'} ${num(limit, 0)} ms`,
    );
  }
  if (over.length) failed = true;
  console.log(
    `\nverdict: ${failed ? 'FAIL' : 'PASS'}: ${over.length} step(s) over the limit` +
      `${over.length ? ` (${over.join(', ')})` : ''}, ${stats.errors} error(s), ` +
      `${problems.length ? `${problems.length} integrity problem(s)` : 'every scenario intact'}` +
      (nginx
        ? `, ${cacheProblems.length ? 'signed-in answers cached' : 'signed-in all BYPASS'}`
        : ''),
  );
} catch (err) {
  failed = true;
  console.error(`load bench failed: ${err instanceof Error ? err.stack : String(err)}`);
} finally {
  client?.close();
  if (direct !== client) direct?.close();
  await nginx?.stop().catch((e) => console.error(`stopping nginx: ${e.message}`));
  await db?.end().catch(() => {});
  if (server) {
    await stop(server.child);
    if (failed && existsSync(server.logFile)) {
      const lines = readFileSync(server.logFile, 'utf8').split('\n');
      const errs = lines.filter((l) => /"level":(50|60)/.test(l));
      if (errs.length) {
        console.log(`server log: ${errs.length} error line(s); the first:`);
        for (const l of errs.slice(0, 5)) console.log(`  ${l.slice(0, 400)}`);
      }
    }
  }
  if (dbName && !keep) await dropDatabase(pgAdmin, dbName).catch((e) => console.error(e.message));
  if (tmp && !keep) rmSync(tmp, { recursive: true, force: true });
  if (keep && dbName) console.log(`kept: database ${dbName}, folder ${tmp}`);
}
process.exitCode = failed ? 1 : 0;
