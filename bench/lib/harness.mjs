// Shared pieces of the benchmarks that start their own servers: a free port, the
// built DegreeWorth server as a child process, a bare Fastify hello-world (the ceiling every
// ratio is taken against), autocannon runs, and a verified user made through the API.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** `--name value` of the command line, or the fallback. */
export function option(name, fallback) {
  const args = process.argv.slice(2);
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
}

export const flag = (name) => process.argv.slice(2).includes(`--${name}`);

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, child, timeoutMs, okStatus = 200) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      const res = await fetch(url);
      if (res.status === okStatus) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer ${okStatus} within ${timeoutMs / 1000} s`);
}

/** Kills the children when the bench ends, however it ends. */
const children = new Set();
const killAll = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('exit', killAll);
process.on('SIGINT', () => process.exit(130));

export async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  children.delete(child);
}

/** The Node.js options `npm start` gives the server (package.json's start script). */
export function startOptions() {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const options = /^node (.*?) ?scripts\/start\.mjs$/.exec(scripts.start)?.[1];
  if (options === undefined)
    throw new Error(`package.json: unexpected start script ${scripts.start}`);
  return options.split(' ').filter(Boolean);
}

/**
 * The built server (`npm run build` first) as `npm start` runs it (its Node.js options too),
 * with `env` added: waits until health answers 200. Its output goes to `output` (a stream or
 * 'inherit') when given, else is dropped.
 */
export async function startServer(env, { timeoutMs = 300_000, output = 'ignore' } = {}) {
  const serverJs = join(root, 'apps/api/dist/server.js');
  if (!existsSync(serverJs))
    throw new Error('apps/api/dist/server.js is missing: run `npm run build`');
  const port = env.PORT ?? String(await freePort());
  const child = spawn(process.execPath, [...startOptions(), serverJs], {
    cwd: root,
    env: { ...process.env, ...env, PORT: port, HOST: '127.0.0.1' },
    stdio: ['ignore', output, output],
  });
  children.add(child);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/v1/health`, child, timeoutMs);
  return { base, child };
}

/**
 * A bare Fastify 5 hello-world in its own process: the framework's own cost. With `bodyFile`,
 * it answers that file's bytes as JSON instead (the cost of sending a page of that size).
 */
export async function startHelloWorld({ bodyFile } = {}) {
  const port = await freePort();
  const handler = bodyFile
    ? `const body = readFileSync(${JSON.stringify(bodyFile)}, 'utf8');
       app.get('/', async (request, reply) => reply.type('application/json; charset=utf-8').send(body));`
    : `app.get('/', async () => ({ hello: 'world' }));`;
  const code = `
    import { readFileSync } from 'node:fs';
    import Fastify from 'fastify';
    const app = Fastify();
    ${handler}
    await app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/`, child, 20_000);
  return { base, child };
}

/** The processors this process may run on (Linux's Cpus_allowed_list), or null elsewhere. */
function allowedProcessors() {
  try {
    const status = readFileSync('/proc/self/status', 'utf8');
    const list = /^Cpus_allowed_list:\s*(\S+)/m.exec(status)?.[1];
    if (!list) return null;
    return list.split(',').flatMap((part) => {
      const [from, to = from] = part.split('-').map(Number);
      return Array.from({ length: to - from + 1 }, (_, i) => from + i);
    });
  } catch {
    return null;
  }
}

/**
 * Keeps the client and the servers off each other's processor (Linux, `taskset`, 2 processors
 * or more): this process (the autocannon client) on the first it may use, the servers, all their
 * threads, on the others. Left to the scheduler, a server now and then shares a processor with
 * the client, and its cost per request jumps by half for that second. Says what it did, or why
 * not.
 */
export function pinProcesses(children) {
  const cpus = allowedProcessors();
  if (!cpus || cpus.length < 2) return 'not pinned (one processor, or not Linux)';
  const [client, ...rest] = cpus;
  const servers = rest.join(',');
  try {
    for (const child of children)
      execFileSync('taskset', ['-a', '-p', '-c', servers, String(child.pid)], { stdio: 'ignore' });
    execFileSync('taskset', ['-a', '-p', '-c', String(client), String(process.pid)], {
      stdio: 'ignore',
    });
  } catch {
    return 'not pinned (taskset failed or is missing)';
  }
  return `client on processor ${client}, servers on ${servers}`;
}

/**
 * CPU seconds (user + system) a process has used so far, from /proc (Linux); null elsewhere.
 * Measured around a load run, it gives the server's own cost per request, which varies far less
 * between runs than req/s on a machine the client shares.
 */
export function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start after its closing ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
/** Linux's USER_HZ (getconf CLK_TCK), 100 on every current kernel. */
const CLOCK_TICKS = 100;

/** What the benchmarks read of an autocannon result. */
function summary(r) {
  return {
    rps: r.requests.average,
    total: r.requests.total,
    p50: r.latency.p50,
    p99: r.latency.p99,
    failed: r.non2xx + r.errors + r.timeouts,
    bytes: r.throughput.average,
  };
}

/** What an autocannon run gets unless asked otherwise (`load` and `startClient`). */
const RUN_DEFAULTS = { connections: 10, duration: 10 };

/** One autocannon run; resolves with its result (req/s average, latency percentiles, failures). */
export function load(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ ...RUN_DEFAULTS, ...opts }, (err, r) => {
      if (err) return reject(err);
      resolve(summary(r));
    });
  });
}

/**
 * The client's thread: autocannon runs as asked, each result aggregated there (in a thread
 * autocannon leaves that to the main thread) and summed up as `load` does.
 */
const CLIENT_THREAD = `
  const { parentPort } = require('node:worker_threads');
  const autocannon = require(${JSON.stringify(createRequire(import.meta.url).resolve('autocannon'))});
  const summary = ${summary.toString()};
  parentPort.on('message', (opts) => {
    autocannon({ ...${JSON.stringify(RUN_DEFAULTS)}, ...opts }, (err, r) => {
      if (err) parentPort.postMessage({ error: String(err && err.stack || err) });
      else parentPort.postMessage({ result: summary(autocannon.aggregateResult([r], opts)) });
    });
  });`;

/**
 * An autocannon client on a thread of its own (its own V8 isolate), with `load`'s answers. One
 * client that measures answers of different sizes in turns (a 15-byte health answer, then a
 * 14 kB page) tunes its compiled code to one and reads the other up to 40 % slower from one
 * turn to the next; a 14 kB answer costs it as much CPU as the server, so the line measured the
 * client (decision 062). `bench/http.mjs` gives the ceiling and each line a client of their own.
 * Threads made after `pinProcesses` run on the client's processor too.
 */
export function startClient() {
  const worker = new Worker(CLIENT_THREAD, { eval: true });
  let pending = null;
  const settle = (fn, value) => {
    const p = pending;
    pending = null;
    p?.[fn](value);
  };
  worker.on('message', (m) =>
    m.error ? settle('reject', new Error(m.error)) : settle('resolve', m.result),
  );
  worker.on('error', (err) => settle('reject', err));
  return {
    load: (opts) =>
      new Promise((resolve, reject) => {
        if (pending) throw new Error('one run at a time');
        pending = { resolve, reject };
        worker.postMessage(opts);
      }),
    close: () => worker.terminate(),
  };
}

async function post(base, path, body, headers = {}) {
  const res = await fetch(`${base}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

/**
 * Signs up and verifies a user through the API; the verification link is read from the mail the
 * server wrote to `<dataDir>/outbox` (no SMTP_URL). Returns the user's token.
 */
export async function signUpVerified(base, dataDir, email = `bench-${Date.now()}@example.com`) {
  const password = 'bench password 1';
  const signup = await post(base, '/auth/signup', {
    name: 'Bench',
    email,
    password,
    password_confirmation: password,
  });
  if (signup.status !== 200) throw new Error(`signup failed: ${JSON.stringify(signup.body)}`);
  const outbox = join(dataDir, 'outbox');
  let link = null;
  for (let i = 0; i < 40 && !link; i++) {
    const mail = existsSync(outbox)
      ? readdirSync(outbox)
          .map((f) =>
            readFileSync(join(outbox, f), 'utf8')
              .replace(/=\r?\n/g, '')
              .replace(/=3D/g, '='),
          )
          .find((m) => m.includes(email))
      : undefined;
    link = /#\/emailverify\/([^/\s"<]+)\/([^\s"<]+)/.exec(mail ?? '');
    if (!link) await new Promise((r) => setTimeout(r, 250));
  }
  if (!link) throw new Error(`no verification mail for ${email} in ${outbox}`);
  const verified = await post(base, '/auth/verify-email', {
    email: decodeURIComponent(link[1]),
    token: decodeURIComponent(link[2]),
  });
  if (!verified.body.token)
    throw new Error(`verification failed: ${JSON.stringify(verified.body)}`);
  return verified.body.token;
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values) {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** A right-aligned number with thousands separators. */
export const num = (v, width = 7) => Math.round(v).toLocaleString('en-US').padStart(width);
