// The request path and the cached rankings against a bare Fastify hello-world, in one run
// (issue #14 goals 1 and 2). Starts every server itself: the built DegreeWorth server as
// `npm start` runs it (embedded database, default LOG_LEVEL), a bare Fastify hello-world (the
// ceiling every ratio is taken against) and a bare Fastify answering the bytes of the visitor's
// ranking page from memory (what sending a page of that size costs by itself). Prints each
// endpoint's req/s and p99, its ratio to the hello-world and the goal, as a Markdown table.
//
//   npm run build && node bench/http.mjs [--duration 5] [--warmup 2] [--rounds 3]
//                                        [--connections 10]
//                                        [--data-dir <DATA_DIR, default: a kept temp folder>]
//
// Each line's ceiling is measured right before it, and its ratio is taken against that ceiling:
// on a shared machine the speed drifts by a fifth between minutes, and a ceiling measured once
// at the start would judge later lines by another machine. Each endpoint is first loaded for
// `--warmup` seconds, unmeasured (the JIT at work, caches filling), then measured. `--rounds`
// repeats the whole series; the table gives the median of each line's rounds.
//
// The data folder is kept between runs, so only the first run imports the data (about a
// minute). Extra server settings come from the environment (LOG_LEVEL, DATABASE_URL, …).
// Client and servers share the machine: on 2 cores autocannon takes one, the server the other.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  cpuSeconds,
  load,
  median,
  num,
  option,
  signUpVerified,
  startHelloWorld,
  startServer,
  stop,
} from './lib/harness.mjs';

const duration = Number(option('duration', 5));
const warmup = Number(option('warmup', 2));
const rounds = Number(option('rounds', 3));
const connections = Number(option('connections', 10));
const dataDir = option('data-dir', join(tmpdir(), 'dw-bench-http'));
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

/** A load run against `server`, with the server's CPU time per request (Linux). */
async function run(server, url, opts = {}) {
  if (warmup > 0) await load({ url, duration: warmup, connections, ...opts });
  const before = cpuSeconds(server.child.pid);
  const r = await load({ url, duration, connections, ...opts });
  const after = cpuSeconds(server.child.pid);
  const cpuUs = before === null || after === null ? null : ((after - before) / r.total) * 1e6;
  return { ...r, cpuUs };
}

console.log(
  `${connections} connections, ${warmup} s of warm-up and ${duration} s per measure, ` +
    `${rounds} round(s), each line after its own ceiling`,
);
console.log(`starting DegreeWorth (DATA_DIR=${dataDir})…`);
const app = await startServer({ DATA_DIR: dataDir });
const api = (path) => `${app.base}/api/v1${path}`;
const token = await signUpVerified(app.base, dataDir);
const visitorPage = await (await fetch(api('/rankings?year=&page=1'))).text();
const { years } = JSON.parse(visitorPage);
const newest = years[years.length - 1];
if (!newest) console.log('(no rankings: the data import found nothing)');
const pageFile = join(tmpdir(), `dw-bench-page-${process.pid}.json`);
writeFileSync(pageFile, visitorPage);
const hello = await startHelloWorld();
const bare = await startHelloWorld({ bodyFile: pageFile });

const pageGoal = { ratio: 0.5, p99: 5 };
const auth = { authorization: `Bearer ${token}` };
const lines = [
  {
    title: `bare Fastify sending the ${(visitorPage.length / 1024).toFixed(1)} kB visitor page`,
    server: bare,
    url: `${bare.base}/`,
  },
  { title: 'GET /api/v1/health', url: api('/health'), goal: { ratio: 0.6 } },
  {
    title: 'GET /rankings?year=&page=1 (visitor default)',
    url: api('/rankings?year=&page=1'),
    goal: pageGoal,
  },
  {
    title: 'GET /rankings?year=&page=1, as a browser asks (br)',
    url: api('/rankings?year=&page=1'),
    headers: BROWSER,
    goal: pageGoal,
  },
  {
    title: `GET /rankings?year=${newest}&type=bachelors&page=1 (visitor, br)`,
    url: api(`/rankings?year=${newest}&type=bachelors&page=1`),
    headers: BROWSER,
    goal: pageGoal,
  },
  {
    title: 'GET /rankings?state=CA&page=2 (signed in)',
    url: api('/rankings?state=CA&page=2'),
    headers: auth,
    goal: { ratio: 0.3 },
  },
  {
    title: 'GET /rankings?state=CA&page=2 (signed in, br)',
    url: api('/rankings?state=CA&page=2'),
    headers: { ...auth, ...BROWSER },
    goal: { ratio: 0.3 },
  },
];

const cpu = (r) => (r.cpuUs === null ? '' : `  ${r.cpuUs.toFixed(1)} µs CPU/req`);
for (let round = 1; round <= rounds; round++) {
  console.log(`\nround ${round} of ${rounds}`);
  for (const line of lines) {
    const ceiling = await run(hello, `${hello.base}/`);
    const r = await run(
      line.server ?? app,
      line.url,
      line.headers ? { headers: line.headers } : {},
    );
    (line.results ??= []).push({ ...r, ceiling, ratio: r.rps / ceiling.rps });
    console.log(
      `${line.title.padEnd(60)} ${num(r.rps)} req/s  p99 ${String(r.p99).padStart(3)} ms${cpu(r)}` +
        `  (ceiling ${num(ceiling.rps)} req/s${cpu(ceiling)})  ${(r.rps / ceiling.rps).toFixed(2)}×` +
        (r.failed ? `  (${r.failed} failed)` : ''),
    );
  }
}
await stop(app.child);
await stop(hello.child);
await stop(bare.child);

console.log(
  `\n| endpoint | req/s | p99 | server CPU per request | ceiling req/s | × hello-world | goal |`,
);
console.log('|---|---|---|---|---|---|---|');
let missed = 0;
for (const line of lines) {
  const rs = line.results;
  const ratio = median(rs.map((r) => r.ratio));
  const p99 = median(rs.map((r) => r.p99));
  const failed = rs.reduce((n, r) => n + r.failed, 0);
  const cpuUs = rs.some((r) => r.cpuUs === null) ? null : median(rs.map((r) => r.cpuUs));
  const goal = line.goal
    ? `≥ ${line.goal.ratio}×${line.goal.p99 ? `, p99 ≤ ${line.goal.p99} ms` : ''}`
    : '(reference)';
  const met = !line.goal || (ratio >= line.goal.ratio && (!line.goal.p99 || p99 <= line.goal.p99));
  if (!met || failed) missed++;
  console.log(
    `| ${line.title} | ${num(median(rs.map((r) => r.rps)), 0)} | ${p99} ms | ` +
      `${cpuUs === null ? '–' : `${cpuUs.toFixed(1)} µs`} | ` +
      `${num(median(rs.map((r) => r.ceiling.rps)), 0)} | ${ratio.toFixed(2)} | ${goal}` +
      `${met ? '' : ' **missed**'}${failed ? ` (${failed} failed)` : ''} |`,
  );
}
console.log(
  rounds > 1 ? `\nmedians of ${rounds} rounds; ratios per round:` : '',
  rounds > 1 ? lines.map((l) => l.results.map((r) => r.ratio.toFixed(2)).join('/')).join(', ') : '',
);
console.log(missed ? `\n${missed} goal(s) missed` : '\nevery goal met');
process.exitCode = missed ? 1 : 0;
