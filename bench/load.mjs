// Load test: 500 simulated people use DegreeWorth at once for 60 s against a
// server on PostgreSQL + Redis with 2 processes, and nothing may fail.
//
// - Visitors (300 by default) open the site (GET / and its script; later visits reload the page
//   30% of the time, the script comes from the browser's cache: assets are `immutable`), then
//   browse the default rankings page, one or two college pages (GET /universities/{id}), the
//   calculator's college search and a college's calculator facts, again and again.
// - Students (200) open the site, sign in (POST /auth/signin), read /me (or, when still signed
//   in, a state's rankings), load the calculator's reference data, search, load a college's
//   facts, save a scenario of 1–4 real colleges (POST /scenario), open its results
//   (GET /scenario/{id}), edit it (PUT), list theirs (GET /scenario), download its PDF
//   (GET /scenario/{id}/pdf), sometimes open and edit an older one, and sign out after 30% of
//   their visits.
// - Everyone waits a random think time between steps (0.5–2 s; twice that between visits) and
//   sends its own X-Forwarded-For address, so the per-address abuse limits see 500 people, not
//   one. Users arrive at random times over the first `--ramp` seconds (10): started together,
//   200 students doing the same steps with similar pauses would all ask for their PDF within the
//   same few seconds, a lock-step no real audience has.
//
// It prints each step's count, p50 and p99 (ms, to the last byte) and errors, the total requests
// and throughput, and the first error bodies. An error is any answer outside 200–399 (429 and
// 503 included), a network error or timeout (30 s), or a 2xx whose content is wrong (no token,
// no scenario, not a PDF). Afterwards every scenario a student saved or edited is read back
// through the API (GET /scenario) and from the database and compared with the last payload
// the bench sent. Exit code 1 when there was an error or a scenario is not intact.
//
// Set-up (not measured): the script creates a fresh database `dw_load_<timestamp>` on the local
// PostgreSQL server, starts the built server (`apps/api/dist/server.js`) with DATABASE_URL,
// REDIS_URL, WEB_CONCURRENCY=2, TRUST_PROXY=1, a temporary DATA_DIR (mail written to its outbox)
// and the default SCORECARD_DIR (the first start imports the development data: 15–20 s here),
// signs the students up through the API from their own addresses and verifies them with the
// mailed link, and gives them Individual Pro in the database as `npm run plan:grant` does (the
// PDF needs it; a free account also keeps only 2 scenarios). At the end it stops the server and
// drops the database and the temporary folder (unless --keep).
//
// Prerequisites: `npm run build` (the API bundle at least), PostgreSQL at 127.0.0.1:5432 (user
// postgres, trust authentication) and Redis at 127.0.0.1:6379.
//
//   node bench/load.mjs [--users 500] [--students 200] [--duration 60] [--think 0.5-2]
//                       [--ramp 10] [--sign-out 0.3] [--processes 2] [--keep]
//                       [--pg postgres://postgres@127.0.0.1:5432/] [--redis redis://127.0.0.1:6379]
//                       [--accounts api|db] [--setup-parallel 8]
//   node bench/load.mjs --url <base> --database-url <its DATABASE_URL> [--data-dir <its DATA_DIR>]
//
// --url targets a running server instead (start it with TRUST_PROXY=1); --database-url is then
// required (plans, the integrity check's rows). Accounts are made through the API when the
// server's DATA_DIR is known (own server, or --data-dir with mail in outbox mode), else inserted
// into the database with Argon2id hashes like the server's (`--accounts db` forces that).
// While developing, run it short: --duration 15 --users 100 --students 40. Each student renders
// a PDF every visit (~15 s), and renders are limited to 30 an account an hour: past about 7
// minutes (--duration 420) the PDF step meets that limit (429) by design.
import { execFileSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { flag, num, option, root, startServer, stop } from './lib/harness.mjs';
import { httpClient, jsonOf, ms, StepStats, textOf } from './lib/load-http.mjs';
import {
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

const users = Number(option('users', 500));
const studentCount = Number(option('students', 200));
const duration = Number(option('duration', 60));
const think = option('think', '0.5-2').split('-').map(Number);
const ramp = Number(option('ramp', 10));
const signOut = Number(option('sign-out', 0.3));
const processes = option('processes', '2');
const keep = flag('keep');
const target = option('url');
const pgAdmin = option('pg', 'postgres://postgres@127.0.0.1:5432/');
const redisUrl = option('redis', 'redis://127.0.0.1:6379');
const setupParallel = Number(option('setup-parallel', 8));
let dataDir = option('data-dir');
let dbUrl = option('database-url');
const accounts = option('accounts', target && !dataDir ? 'db' : 'api');

if (
  !(users > 0 && studentCount >= 0 && studentCount <= users && duration > 0) ||
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
let server;
let tmp;
let db;
let dbName;
let client;
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
 * CPU seconds so far (Linux /proc; null elsewhere): the whole machine's busy time, the server's
 * processes (when this script started it) and this bench process, so a reader can tell a slow
 * server from a machine busy with other work.
 */
function cpuSeconds(serverPids) {
  try {
    const tick = 100; // USER_HZ, 100 on Linux
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number);
    const ofPid = (pid) => {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const after = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(after[11]) + Number(after[12])) / tick; // utime + stime
    };
    const own = process.cpuUsage();
    return {
      machine: (user + nice + system + irq + softirq + steal) / tick,
      idle: (idle + iowait) / tick,
      server: serverPids.reduce((sum, pid) => sum + ofPid(pid), 0),
      bench: (own.user + own.system) / 1e6,
    };
  } catch {
    return null;
  }
}

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

try {
  // ----- server ---------------------------------------------------------------------------------
  let base = target?.replace(/\/+$/, '');
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
        `WEB_CONCURRENCY=${processes} TRUST_PROXY=1 DATA_DIR=${dataDir} (log: ${logFile})…`,
    );
    server = await startServer(
      {
        DATABASE_URL: dbUrl,
        REDIS_URL: redisUrl,
        WEB_CONCURRENCY: processes,
        TRUST_PROXY: '1',
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
  client = httpClient(base);
  db = await openDb(dbUrl);

  // ----- set-up (not measured) ------------------------------------------------------------------
  let t = performance.now();
  const pool = await collegePool(client, api);
  if (pool.colleges.length < 4 || !pool.rankingIds.length || !pool.searchTexts.length)
    throw new Error(
      `too little data: ${pool.colleges.length} colleges with calculator facts, ` +
        `${pool.rankingIds.length} on the ranking page (was the Scorecard data imported?)`,
    );
  const home = await client.send('GET', '/');
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

  const people = Array.from({ length: users }, (_, index) => ({ index, ip: addressOf(index) }));
  const students = people.slice(0, studentCount).map((p) =>
    Object.assign(p, {
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
  if (students.length) {
    if (accounts === 'api') await signUpThroughApi(client, dataDir, students, setupParallel, api);
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

  // ----- run ------------------------------------------------------------------------------------
  console.log(
    `run: ${users} users (${studentCount} students, ${users - studentCount} visitors) for ` +
      `${duration} s, think time ${think[0]}–${think[1]} s, started over ${ramp} s…`,
  );
  const stats = new StepStats();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const serverPids = server ? [server.child.pid, ...childrenOf(server.child.pid)] : [];
  const cpuBefore = cpuSeconds(serverPids);
  t = performance.now();
  const until = t + duration * 1000;
  const sim = simulation({ client, stats, api, until, think, pool, web });
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
      return p.email ? sim.student(p) : sim.visitor(p);
    }),
  );
  clearInterval(progress);
  loop.disable();
  const seconds = (performance.now() - t) / 1000;
  const cpuAfter = cpuSeconds(serverPids);

  console.log('\n| step | request | count | p50 ms | p99 ms | errors |');
  console.log('|---|---|---:|---:|---:|---:|');
  for (const r of stats.rows())
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
    const used = (k) => cpuAfter[k] - cpuBefore[k];
    const cores = (used('machine') + used('idle')) / seconds;
    const share = (v) => `${(v / seconds).toFixed(2)} cores`;
    console.log(
      `CPU during the run (${cores.toFixed(1)} cores): machine busy ${share(used('machine'))}` +
        (server ? `, server processes ${share(used('server'))}` : '') +
        `, this bench ${share(used('bench'))}, the rest (PostgreSQL, Redis, other work) ` +
        share(used('machine') - used('server') - used('bench')),
    );
  }
  for (const e of stats.examples)
    console.log(
      `  error: ${e.step} ${e.request} → ${e.status || 'no answer'}` +
        `${e.problem ? ` (${e.problem})` : ''}: ${e.body}`,
    );
  if (stats.errors) failed = true;

  // ----- integrity ------------------------------------------------------------------------------
  t = performance.now();
  const problems = [];
  let intact = 0;
  let expected = 0;
  await inParallel(students, setupParallel, async (s) => {
    if (!s.scenarios.size && !s.uncertain.size) return;
    expected += s.scenarios.size;
    if (!s.token) {
      const res = await client.send('POST', api('/auth/signin'), {
        ip: s.ip,
        json: { email: s.email, password: s.password },
      });
      s.token = jsonOf(res)?.token;
    }
    const list = jsonOf(await client.send('GET', api('/scenario'), { ip: s.ip, token: s.token }));
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
  const rows = await db.query(
    `SELECT s.id, s.payload FROM scenarios s JOIN users u ON u.id = s.user_id
     WHERE u.email LIKE $1`,
    [`load-${runId}-%`],
  );
  const sentById = new Map(students.flatMap((s) => [...s.scenarios]));
  let dbIntact = 0;
  for (const row of rows.rows) {
    const sent = sentById.get(row.id);
    if (sent && !difference(sent, row.payload)) dbIntact++;
  }
  if (dbIntact !== expected)
    problems.push(
      `database: ${rows.rowCount} scenario rows, ${dbIntact} equal to what was sent, ` +
        `${expected} expected`,
    );
  if (problems.length) {
    failed = true;
    console.log(`\nintegrity: ${problems.length} problem(s), ${intact} of ${expected} intact`);
    for (const p of problems.slice(0, 20)) console.log(`  ${p}`);
  } else
    console.log(
      `\nintegrity: ${intact} scenarios intact (read back through GET /scenario and ` +
        `${rows.rowCount} database rows equal to the last payload sent), in ${elapsedSince(t)}`,
    );
} catch (err) {
  failed = true;
  console.error(`load bench failed: ${err instanceof Error ? err.stack : String(err)}`);
} finally {
  client?.close();
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
