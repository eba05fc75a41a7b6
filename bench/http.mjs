// The request path and the cached rankings against a bare Fastify hello-world, in one run,
// each against its speed goal. Starts every server itself: the built DegreeWorth server as
// `npm start` runs it (embedded database, default LOG_LEVEL), a bare Fastify hello-world (the
// ceiling every ratio is taken against) and a bare Fastify answering the bytes of the visitor's
// ranking page from memory (what sending a page of that size costs by itself). Prints each
// endpoint's req/s and p99, its ratio to the hello-world and the goal, as a Markdown table.
//
//   npm run build && node bench/http.mjs [--slices 10] [--slice 1] [--warmup 2]
//                                        [--connections 10] [--only <regular expression>]
//                                        [--data-dir <DATA_DIR, default: a kept temp folder>]
//
// Each line and the hello-world are measured in turns, in `--slices` pairs of `--slice`-second
// runs (ABBA order: hello-world first in even pairs, the endpoint first in odd ones), and the
// ratio is the endpoint's requests over the hello-world's in those turns. On a shared machine
// the speed changes from one second to the next (the same hello-world cost 37 µs of CPU a
// request, then 20 µs, two seconds apart): a ceiling measured a few seconds before a line judges
// it by another machine. The client (this process) and the servers are pinned to processors of
// their own where Linux's taskset allows (decision 060). Each endpoint is first loaded for
// `--warmup` seconds, unmeasured (the JIT at work, caches filling). The CPU per request is the
// server's own (from /proc), summed over its turns; p99 is the median of its turns' p99s, with
// the worst turn's beside it. `--only` measures the lines whose titles it matches.
//
// The data folder is kept between runs, so only the first run imports the data (about a
// minute). Extra server settings come from the environment (LOG_LEVEL, DATABASE_URL, …).
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  cpuSeconds,
  median,
  num,
  option,
  pinProcesses,
  signUpVerified,
  startClient,
  startHelloWorld,
  startServer,
  stop,
} from './lib/harness.mjs';

const slices = Number(option('slices', 10));
const slice = Number(option('slice', 1));
const warmup = Number(option('warmup', 2));
const connections = Number(option('connections', 10));
const dataDir = option('data-dir', join(tmpdir(), 'dw-bench-http'));
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

/** One `--slice` turn against `server` by `client`: requests, p99, failures, the server's CPU. */
async function turn(client, server, url, opts) {
  const before = cpuSeconds(server.child.pid);
  const r = await client.load({ url, duration: slice, connections, ...opts });
  const after = cpuSeconds(server.child.pid);
  return { ...r, cpu: before === null || after === null ? null : after - before };
}

/** The sums of one side's turns. */
function totals(turns) {
  const total = turns.reduce((n, t) => n + t.total, 0);
  const cpu = turns.some((t) => t.cpu === null) ? null : turns.reduce((n, t) => n + t.cpu, 0);
  return {
    total,
    rps: total / (turns.length * slice),
    cpuUs: cpu === null ? null : (cpu / total) * 1e6,
    p99: median(turns.map((t) => t.p99)),
    p99Max: Math.max(...turns.map((t) => t.p99)),
    failed: turns.reduce((n, t) => n + t.failed, 0),
  };
}

/**
 * A line against the hello-world, in alternating turns after the line's warm-up; the line has a
 * client of its own, the hello-world's client only ever reads the hello-world (harness.mjs).
 */
async function measure(server, url, opts = {}) {
  const client = startClient();
  if (warmup > 0) await client.load({ url, duration: warmup, connections, ...opts });
  const helloTurns = [];
  const lineTurns = [];
  for (let i = 0; i < slices; i++) {
    const pair = [
      async () => helloTurns.push(await turn(helloClient, hello, `${hello.base}/`, {})),
      async () => lineTurns.push(await turn(client, server, url, opts)),
    ];
    if (i % 2 === 1) pair.reverse();
    for (const step of pair) await step();
  }
  await client.close();
  const r = totals(lineTurns);
  const ceiling = totals(helloTurns);
  return { ...r, ceiling, ratio: r.total / ceiling.total };
}

console.log(
  `${connections} connections, ${warmup} s of warm-up, then ${slices} pairs of ${slice} s turns ` +
    `of each line and the hello-world`,
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
console.log(pinProcesses([app.child, hello.child, bare.child]));

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
const only = option('only', '');
const helloClient = startClient();
await helloClient.load({ url: `${hello.base}/`, duration: warmup, connections });
for (const line of lines) {
  if (only && !new RegExp(only).test(line.title)) continue;
  const r = await measure(
    line.server ?? app,
    line.url,
    line.headers ? { headers: line.headers } : {},
  );
  line.result = r;
  console.log(
    `${line.title.padEnd(60)} ${num(r.rps)} req/s  p99 ${String(r.p99).padStart(3)} ms${cpu(r)}` +
      `  (ceiling ${num(r.ceiling.rps)} req/s${cpu(r.ceiling)})  ${r.ratio.toFixed(2)}×` +
      (r.failed ? `  (${r.failed} failed)` : ''),
  );
}
await helloClient.close();
await stop(app.child);
await stop(hello.child);
await stop(bare.child);

console.log(
  `\n| endpoint | req/s | p99 (worst turn) | server CPU per request | ceiling req/s | × hello-world | goal |`,
);
console.log('|---|---|---|---|---|---|---|');
let missed = 0;
for (const line of lines) {
  const r = line.result;
  if (!r) continue;
  const goal = line.goal
    ? `≥ ${line.goal.ratio}×${line.goal.p99 ? `, p99 ≤ ${line.goal.p99} ms` : ''}`
    : '(reference)';
  const met =
    !line.goal || (r.ratio >= line.goal.ratio && (!line.goal.p99 || r.p99 <= line.goal.p99));
  if (!met || r.failed) missed++;
  console.log(
    `| ${line.title} | ${num(r.rps, 0)} | ${r.p99} ms (${r.p99Max} ms) | ` +
      `${r.cpuUs === null ? '–' : `${r.cpuUs.toFixed(1)} µs`} | ` +
      `${num(r.ceiling.rps, 0)} | ${r.ratio.toFixed(2)} | ${goal}` +
      `${met ? '' : ' **missed**'}${r.failed ? ` (${r.failed} failed)` : ''} |`,
  );
}
console.log(missed ? `\n${missed} goal(s) missed` : '\nevery goal met');
process.exitCode = missed ? 1 : 0;
