// The request path and the cached rankings against a bare Fastify hello-world, in one run
// (issue #14 goals 1 and 2). Starts every server itself: the built DegreeWorth server as
// `npm start` runs it (embedded database, default LOG_LEVEL), a bare Fastify hello-world (the
// ceiling every ratio is taken against) and a bare Fastify answering the bytes of the visitor's
// ranking page from memory (what sending a page of that size costs by itself). Prints each
// endpoint's req/s and p99, its ratio to the hello-world and the goal, as a Markdown table.
//
//   npm run build && node bench/http.mjs [--duration 10] [--connections 10]
//                                        [--data-dir <DATA_DIR, default: a kept temp folder>]
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
  num,
  option,
  signUpVerified,
  startHelloWorld,
  startServer,
  stop,
} from './lib/harness.mjs';

const duration = Number(option('duration', 10));
const connections = Number(option('connections', 10));
const dataDir = option('data-dir', join(tmpdir(), 'dw-bench-http'));
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

const results = [];
function report(title, r, goal) {
  results.push({ title, ...r, goal });
  console.log(
    `${title.padEnd(60)} ${num(r.rps)} req/s  p99 ${String(r.p99).padStart(3)} ms` +
      (r.cpuUs === null ? '' : `  ${r.cpuUs.toFixed(1)} µs CPU/req`) +
      (r.failed ? `  (${r.failed} failed)` : ''),
  );
}
/** A load run against `server`, with the server's CPU time per request (Linux). */
async function run(server, url, opts = {}) {
  const before = cpuSeconds(server.child.pid);
  const r = await load({ url, duration, connections, ...opts });
  const after = cpuSeconds(server.child.pid);
  const requests = r.total;
  const cpuUs = before === null || after === null ? null : ((after - before) / requests) * 1e6;
  return { ...r, cpuUs };
}

console.log(`${connections} connections, ${duration} s per endpoint`);
console.log(`starting DegreeWorth (DATA_DIR=${dataDir})…`);
const app = await startServer({ DATA_DIR: dataDir });
const api = (path) => `${app.base}/api/v1${path}`;
const token = await signUpVerified(app.base, dataDir);
const visitorPage = await (await fetch(api('/rankings?year=&page=1'))).text();
const { years } = JSON.parse(visitorPage);
const newest = years[years.length - 1];
if (!newest) console.log('(no rankings: the data import found nothing)');

const hello = await startHelloWorld();
report('bare Fastify hello-world (the ceiling)', await run(hello, `${hello.base}/`));
await stop(hello.child);
const pageFile = join(tmpdir(), `dw-bench-page-${process.pid}.json`);
writeFileSync(pageFile, visitorPage);
const bare = await startHelloWorld({ bodyFile: pageFile });
report(
  `bare Fastify sending the ${(visitorPage.length / 1024).toFixed(1)} kB visitor page`,
  await run(bare, `${bare.base}/`),
);
await stop(bare.child);

report('GET /api/v1/health', await run(app, api('/health')), { ratio: 0.6 });
const pageGoal = { ratio: 0.5, p99: 5 };
report(
  'GET /rankings?year=&page=1 (visitor default)',
  await run(app, api('/rankings?year=&page=1')),
  pageGoal,
);
report(
  'GET /rankings?year=&page=1, as a browser asks (br)',
  await run(app, api('/rankings?year=&page=1'), { headers: BROWSER }),
  pageGoal,
);
report(
  `GET /rankings?year=${newest}&type=bachelors&page=1 (visitor, br)`,
  await run(app, api(`/rankings?year=${newest}&type=bachelors&page=1`), { headers: BROWSER }),
  pageGoal,
);
const auth = { authorization: `Bearer ${token}` };
report(
  'GET /rankings?state=CA&page=2 (signed in)',
  await run(app, api('/rankings?state=CA&page=2'), { headers: auth }),
  { ratio: 0.3 },
);
report(
  'GET /rankings?state=CA&page=2 (signed in, br)',
  await run(app, api('/rankings?state=CA&page=2'), { headers: { ...auth, ...BROWSER } }),
  { ratio: 0.3 },
);
await stop(app.child);

const ceiling = results[0].rps;
console.log('\n| endpoint | req/s | p99 | server CPU per request | × hello-world | goal |');
console.log('|---|---|---|---|---|---|');
let missed = 0;
for (const r of results) {
  const ratio = r.rps / ceiling;
  const goal = r.goal
    ? `≥ ${r.goal.ratio}×${r.goal.p99 ? `, p99 ≤ ${r.goal.p99} ms` : ''}`
    : '(reference)';
  const met = !r.goal || (ratio >= r.goal.ratio && (!r.goal.p99 || r.p99 <= r.goal.p99));
  if (!met || r.failed) missed++;
  console.log(
    `| ${r.title} | ${num(r.rps, 0)} | ${r.p99} ms | ${r.cpuUs === null ? '–' : `${r.cpuUs.toFixed(1)} µs`} | ${ratio.toFixed(2)} | ${goal}` +
      `${met ? '' : ' **missed**'}${r.failed ? ` (${r.failed} failed)` : ''} |`,
  );
}
console.log(missed ? `\n${missed} goal(s) missed` : '\nevery goal met');
process.exitCode = missed ? 1 : 0;
