// Benchmark of the rankings API against a running server with the real data:
// requests per second and p50/p99 latency for a default ranking page, a state filter and an
// advanced sort. Target on PostgreSQL: ≥ 1,000 requests/s and p99 ≤ 25 ms for a ranking page.
//
//   node bench/rankings.mjs <base-url> [--token <user token>] [--data-dir <server DATA_DIR>]
//                           [--duration <s, default 10>] [--connections <default 10>]
//
// The state filter and the advanced sort need a signed-in user (visitors get page 1 of the
// default ranking only); the advanced sort needs Individual Pro. Either pass --token (a Pro
// user's token), or pass --data-dir: the script then signs up a new user through the API,
// verifies it with the link the server wrote to <data-dir>/outbox (mail in outbox mode), and
// grants Individual Pro with `npm run plan:grant` (needs the server's DATABASE_URL in this
// environment; with PGlite the server holds the folder, so the advanced sort is skipped).
//
// Example: DATABASE_URL=postgres://postgres@127.0.0.1:5432/dw_bench node bench/rankings.mjs \
//            http://127.0.0.1:3900 --data-dir /tmp/dw-bench
import { spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import { root, signUpVerified } from './lib/harness.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
};
const base = (args[0] ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
const duration = Number(option('duration', 10));
const connections = Number(option('connections', 10));
const api = (path) => `${base}/api/v1${path}`;
const US_STATES = (
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ ' +
  'NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'
).split(' ');

/** Signs up and verifies a user through the API, reading the verification link from the outbox. */
async function signUp(dataDir) {
  const email = `bench-${Date.now()}@example.com`;
  const token = await signUpVerified(base, dataDir, email);
  // The server's DATABASE_URL comes from this environment; DATA_DIR is the server's too.
  const grant = spawnSync('npm', ['run', '--silent', 'plan:grant', '--', email], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir },
  });
  const pro = grant.status === 0;
  if (!pro)
    console.log(
      `(plan:grant failed, advanced sort skipped: ${(grant.stderr || grant.stdout).trim()})`,
    );
  return { token, pro };
}

function run(title, opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration, ...opts }, (err, r) => {
      if (err) return reject(err);
      const bad = r.non2xx + r.errors + r.timeouts;
      console.log(
        `${title.padEnd(44)} ${String(Math.round(r.requests.average)).padStart(6)} req/s   ` +
          `p50 ${String(r.latency.p50).padStart(3)} ms   p99 ${String(r.latency.p99).padStart(3)} ms` +
          (bad ? `   (${bad} failed)` : ''),
      );
      resolve(r);
    });
  });
}

const tokenArg = option('token');
const dataDir = option('data-dir');
const user = tokenArg ? { token: tokenArg, pro: true } : dataDir ? await signUp(dataDir) : null;
const auth = user ? { authorization: `Bearer ${user.token}` } : {};

console.log(`${base}: ${connections} connections, ${duration} s each`);
await run('GET /rankings (default page, visitor)', { url: api('/rankings') });
if (user) {
  await run('GET /rankings?state=CA&page=2 (signed in)', {
    url: api('/rankings?state=CA&page=2'),
    headers: auth,
  });
  // 765 different pages in turn (51 states × 5 years × 3 pages), more than the server's page
  // cache holds (500): every request is a database read.
  const paths = US_STATES.flatMap((s) =>
    [2019, 2020, 2021, 2022, 2023].flatMap((y) =>
      [1, 2, 3].map((p) => `/api/v1/rankings?state=${s}&year=${y}&page=${p}&type=associate`),
    ),
  );
  let next = 0;
  await run('GET /rankings, state filter, uncached pages', {
    url: base,
    headers: auth,
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }],
  });
} else console.log('state filter skipped: pass --token or --data-dir (visitors cannot filter)');
if (user?.pro) {
  await run('POST /rankings/universities (Pro sort)', {
    url: api('/rankings/universities'),
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ sort: 'completion_rate', income: '30-48k', state: 'NY', page: 2 }),
  });
} else console.log('advanced sort skipped: it needs an Individual Pro token');
