// Benchmark of the abuse limiter under a flood of distinct keys: 200,000
// distinct limiter keys (100,000 forgot-password calls, each from its own forwarded address and
// for its own e-mail: one per-address and one per-account key each) while the health endpoint
// is measured. Target: health p99 stays at or under 20 ms.
//
//   TRUST_PROXY=1 DATA_DIR=/tmp/dw-limits PORT=3910 npm start      (in another shell)
//   node bench/limits.mjs http://127.0.0.1:3910 [--keys 200000] [--rate 800] [--connections 20]
//
// TRUST_PROXY=1 lets each request carry its own client address in X-Forwarded-For, as behind a
// proxy; without it every call shares one address and its per-address limit answers 429 after
// 150 calls (no new keys). Mail is not sent: the e-mails have no account.
import autocannon from 'autocannon';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const base = (args[0] ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
const keys = option('keys', 200_000);
const connections = option('connections', 20);
// A steady rate below the server's ceiling (~1,200 forgot-password calls/s on 2 cores): at full
// saturation any endpoint waits its turn, whatever the limiter costs.
const rate = option('rate', 800);
const calls = Math.ceil(keys / 2);

function run(opts) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false });
  });
}

const health = (duration) =>
  run({ url: `${base}/api/v1/health`, connections: 2, duration, renderLatencyTable: false });

/** The k-th distinct client address, 10.x.y.z. */
const addressOf = (k) => `10.${(k >> 16) & 255}.${(k >> 8) & 255}.${k & 255}`;

let n = 0;
const flood = () =>
  run({
    url: base,
    connections,
    amount: calls,
    overallRate: rate,
    requests: [
      {
        method: 'POST',
        path: '/api/v1/auth/forgot-password',
        setupRequest: (req) => {
          const k = n++;
          return {
            ...req,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': addressOf(k) },
            body: JSON.stringify({ email: `flood-${k}@bench.test` }),
          };
        },
      },
    ],
  });

const quiet = await health(5);
console.log(`health, quiet: p50 ${quiet.latency.p50} ms, p99 ${quiet.latency.p99} ms`);

const started = Date.now();
const floodRun = flood();
// Health is measured while the flood runs, in 5 s slices until it ends.
const slices = [];
let done = false;
floodRun.finally(() => (done = true));
while (!done) slices.push(await health(5));
const result = await floodRun;
const seconds = (Date.now() - started) / 1000;
const statuses = `${result['2xx']} answered 2xx, ${result.non2xx} other`;
console.log(
  `flood: ${calls} forgot-password calls (${calls * 2} limiter keys) in ${seconds.toFixed(1)} s, ` +
    `${Math.round(result.requests.average)} req/s, ${statuses}`,
);
const worst = Math.max(...slices.map((s) => s.latency.p99));
for (const [i, s] of slices.entries())
  console.log(
    `health during the flood, slice ${i + 1}: p50 ${s.latency.p50} ms, p99 ${s.latency.p99} ms`,
  );
console.log(
  `health p99 during the flood: worst ${worst} ms (target ≤ 20 ms): ${worst <= 20 ? 'met' : 'NOT met'}`,
);
