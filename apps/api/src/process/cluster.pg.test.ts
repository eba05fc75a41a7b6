import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../../test/global-setup';
import { freePort, startServer, waitHealthy, type ServerProcess } from '../../test/server-process';

/**
 * WEB_CONCURRENCY=2 runs two API processes on one port, behind a primary that
 * migrates, imports and relays its state; a worker that dies is replaced; SIGTERM stops all.
 * Real processes on a fresh PostgreSQL database (dropped afterwards) and Redis.
 */
const url = process.env.DATABASE_URL!;
const database = `dw_cluster_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
/** A Redis database of its own: these workers' queues never take another test's jobs. */
const REDIS_URL = 'redis://127.0.0.1:6379/11';

async function admin<T>(run: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await run(c);
  } finally {
    await c.end();
  }
}

/** GET on a new connection each time (keep-alive would stay with one worker). */
function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
}

/** The workers that answer /health/live over `tries` new connections. */
async function answeringWorkers(port: number, tries = 12): Promise<Set<number>> {
  const seen = new Set<number>();
  for (let i = 0; i < tries; i++) {
    const res = await get(port, '/api/v1/health/live');
    expect(res.status).toBe(200);
    seen.add((JSON.parse(res.body) as { worker: number }).worker);
  }
  return seen;
}

/** "API process 1 (pid 1234) listening" → 1234. */
const pidsListening = (output: string) =>
  [...output.matchAll(/API process (\d+) \(pid (\d+)\) listening/g)].map((m) => ({
    worker: Number(m[1]),
    pid: Number(m[2]),
  }));

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('several API processes on one port (WEB_CONCURRENCY=2)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'dw-cluster-'));
  const running: ServerProcess[] = [];
  const env = {
    WEB_CONCURRENCY: '2',
    DATABASE_URL: withDatabase(url, database),
    REDIS_URL,
    DATA_DIR: dataDir,
    // No data: this is about processes, not the import.
    SCORECARD_DIR: join(dataDir, 'no-scorecard'),
    JWT_SECRET: 'cluster-test-secret-of-at-least-32-bytes',
    LOG_LEVEL: 'info',
  };

  beforeAll(async () => {
    await admin((c) => c.query(`CREATE DATABASE ${database}`));
  });
  afterAll(async () => {
    for (const p of running) p.child.kill('SIGKILL');
    for (const { pid } of running.flatMap((p) => pidsListening(p.output())))
      if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers from two processes, replaces one that dies, and stops them all on SIGTERM', async () => {
    const server = startServer(env, await freePort());
    running.push(server);
    await waitHealthy(server.port, 90_000);
    // Health is ok once the data is and one process listens: wait for both.
    await expect
      .poll(() => server.output(), { timeout: 90_000 })
      .toContain('DegreeWorth runs 2 API processes');
    // The primary migrated (a stored contact message) and told both workers it is ready.
    const contact = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: server.port,
          path: '/api/v1/contact-us',
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          agent: false,
        },
        (res) => resolve(res.statusCode ?? 0),
      );
      req.on('error', reject);
      req.end(
        JSON.stringify({ name: 'Ada', email: 'ada@example.com', message: 'Hi', contact_type: 3 }),
      );
    });
    expect(contact).toBe(200);
    // Every worker's health names what the primary's import found missing: here
    // no data at all, so the variables to set, though no worker ran the import.
    for (let i = 0; i < 6; i++) {
      const health = JSON.parse((await get(server.port, '/api/v1/health')).body) as {
        status: string;
        data: { rankings: string; missing: { input: string; variable: string }[] };
      };
      expect(health.status).toBe('ok');
      expect(health.data.rankings).toBe('none');
      expect(health.data.missing.map((m) => `${m.input}:${m.variable}`)).toEqual([
        'scorecard:SCORECARD_DIR',
        'cpi:CPI_FILE',
        'acs:CENSUS_FILE',
        'dictionary:SCORECARD_DIR',
        'majors:MAJORS_DIR',
      ]);
    }
    expect(await answeringWorkers(server.port)).toEqual(new Set([1, 2]));
    const [first, second] = pidsListening(server.output());
    expect(first!.pid).not.toBe(second!.pid);

    process.kill(first!.pid, 'SIGKILL');
    await expect
      .poll(() => pidsListening(server.output()).map((w) => w.worker), { timeout: 60_000 })
      .toContain(3);
    expect(server.output()).toContain(
      `API process ${first!.worker} (pid ${first!.pid}) exited (signal SIGKILL); starting another in 1 s`,
    );
    const replaced = new Set([1, 2, 3].filter((w) => w !== first!.worker));
    expect(await answeringWorkers(server.port)).toEqual(replaced);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    for (const { pid } of pidsListening(server.output())) expect(isAlive(pid)).toBe(false);
  }, 150_000);

  it('gives up with exit code 1 when the processes cannot listen, instead of restarting them forever', async () => {
    const taken: Server = createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
    try {
      const server = startServer(env, port);
      running.push(server);
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain('3 API processes in a row exited before listening');
    } finally {
      taken.close();
    }
  }, 150_000);
});
