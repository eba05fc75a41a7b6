import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RANKINGS_TEXTS } from '@degreeworth/core';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPostgres, type Database } from '../src/db/client';
import { signUpVerified } from './accounts';
import { readOutbox, type TestContext } from './helpers';
import { createImportedPostgresDatabase } from './scorecard';
import { freePort, type ServerProcess, startServer, waitHealthy } from './server-process';

/*
 * Two API processes on one PostgreSQL database and one Redis. Each keeps
 * signed-in ranking reads in a session cache; a session revoked in one process is refused by
 * the other at once (the logout answers only after every process dropped it), over and over.
 * A `.pg.test.ts` file: run with DATABASE_URL (CI runs the API suite on PostgreSQL too).
 */
const JWT_SECRET = 'cross-process-secret-of-at-least-32-bytes';
const REDIS_URL = 'redis://127.0.0.1:6379';

interface Running {
  base: string;
  server: ServerProcess;
}

async function start(databaseUrl: string): Promise<Running> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'dw-xproc-'));
  const server = startServer(
    { DATABASE_URL: databaseUrl, REDIS_URL, JWT_SECRET, HOST: '127.0.0.1', DATA_DIR: dataDir },
    port,
  );
  void server.exited.then(() => rmSync(dataDir, { recursive: true, force: true }));
  try {
    await waitHealthy(port, 60_000);
  } catch (err) {
    throw new Error(`${(err as Error).message}: ${server.output()}`);
  }
  return { base: `http://127.0.0.1:${port}`, server };
}

async function stop(running: Running | undefined): Promise<void> {
  if (!running || running.server.child.exitCode !== null) return;
  running.server.child.kill('SIGTERM');
  await running.server.exited;
}

describe('session revocation across processes (PostgreSQL + Redis)', () => {
  let drop: () => Promise<void>;
  let one: Running | undefined;
  let two: Running | undefined;
  let accounts: TestContext | undefined;
  let database: Database | undefined;
  const email = 'two.processes@example.com';
  const password = 'correct horse 1';

  beforeAll(async () => {
    const created = await createImportedPostgresDatabase(process.env.DATABASE_URL!);
    drop = created.drop;
    [one, two] = await Promise.all([start(created.url), start(created.url)]);
    // The account is made in this process (its mail outbox is readable here).
    const dataDir = mkdtempSync(join(tmpdir(), 'dw-xproc-accounts-'));
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', JWT_SECRET });
    database = await openPostgres(created.url);
    const app = await buildApp(config, { database, ready: true });
    accounts = {
      app,
      database,
      config,
      dataDir,
      outbox: () => readOutbox(dataDir),
      close: async () => undefined,
    };
    await signUpVerified(accounts, email, password);
  }, 240_000);

  afterAll(async () => {
    await accounts?.app.close();
    await database?.close();
    await Promise.all([stop(one), stop(two)]);
    await drop?.();
  });

  const call = (server: Running, path: string, init: RequestInit = {}) =>
    fetch(`${server.base}/api/v1${path}`, init);

  it('refuses in process two, at once, a session logged out in process one (20 times)', async () => {
    for (let round = 0; round < 20; round++) {
      const signin = await call(one!, '/auth/signin', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      expect(signin.status).toBe(201);
      const { token } = (await signin.json()) as { token: string };
      const auth = { authorization: `Bearer ${token}` };
      // Process two reads the session and keeps it (twice: the second read is the cached one).
      for (let i = 0; i < 2; i++)
        expect((await call(two!, '/rankings?state=CA', { headers: auth })).status).toBe(200);

      expect((await call(one!, '/auth/logout', { method: 'POST', headers: auth })).status).toBe(
        200,
      );
      const after = await call(two!, '/rankings?state=CA', { headers: auth });
      expect(after.status).toBe(401);
      expect(((await after.json()) as { message: string }).message).toBe(
        RANKINGS_TEXTS.signUpForFilters,
      );
      expect((await call(two!, '/me', { headers: auth })).status).toBe(401);
    }
  });
});
