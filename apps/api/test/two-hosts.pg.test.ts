import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RANKINGS_TEXTS } from '@degreeworth/core';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPostgres, type Database } from '../src/db/client';
import { signUpVerified } from './accounts';
import { png } from './admins';
import { readOutbox, type TestContext } from './helpers';
import { createImportedPostgresDatabase } from './scorecard';
import { freePort, type ServerProcess, startServer, waitHealthy } from './server-process';

/*
 * Two hosts: two servers, each with a DATA_DIR of its own, on one PostgreSQL database and one
 * Redis, with the same JWT_SECRET. An image uploaded through one is served by the other, a
 * session made on one works on the other, and a session revoked on one is refused by the other
 * at once (the logout answers only after every process dropped it from its session cache), over
 * and over. A `.pg.test.ts` file: run with DATABASE_URL (CI runs the API suite on PostgreSQL too).
 */
const JWT_SECRET = 'cross-process-secret-of-at-least-32-bytes';
const REDIS_URL = 'redis://127.0.0.1:6379';

interface Running {
  base: string;
  server: ServerProcess;
}

async function start(databaseUrl: string): Promise<Running> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'dw-host-'));
  const server = startServer(
    { DATABASE_URL: databaseUrl, REDIS_URL, JWT_SECRET, HOST: '127.0.0.1', DATA_DIR: dataDir },
    port,
  );
  void server.exited.then(() => rmSync(dataDir, { recursive: true, force: true }));
  try {
    await waitHealthy(port, 60_000);
  } catch (err) {
    throw new Error(`${(err as Error).message}: ${server.output()}`, { cause: err });
  }
  return { base: `http://127.0.0.1:${port}`, server };
}

async function stop(running: Running | undefined): Promise<void> {
  if (!running || running.server.child.exitCode !== null) return;
  running.server.child.kill('SIGTERM');
  await running.server.exited;
}

describe('two hosts on one PostgreSQL database and Redis', () => {
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

  const signIn = async (server: Running) => {
    const res = await call(server, '/auth/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(res.status).toBe(201);
    return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
  };

  it('serves through host two an avatar uploaded through host one, and the session works on both', async () => {
    const auth = await signIn(one!);
    const body = new FormData();
    body.append('name', 'Two Hosts');
    body.append(
      'image',
      new Blob([new Uint8Array(await png(300, 300))], { type: 'image/png' }),
      'me.png',
    );
    const updated = await call(one!, '/user/profile/update', {
      method: 'POST',
      headers: auth,
      body,
    });
    expect(updated.status).toBe(200);
    const image = ((await updated.json()) as { user: { image: string } }).user.image;
    expect(image).toMatch(/^\/api\/v1\/media\/avatars\//);
    const served = await fetch(`${two!.base}${image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
    // The session made on host one reads the profile on host two.
    const me = await call(two!, '/me', { headers: auth });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { image: string }).image).toBe(image);
  });

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
      // Page 2 is a signed-in user's; a visitor gets the sign-up 401 for it.
      for (let i = 0; i < 2; i++)
        expect((await call(two!, '/rankings?state=CA&page=2', { headers: auth })).status).toBe(200);

      expect((await call(one!, '/auth/logout', { method: 'POST', headers: auth })).status).toBe(
        200,
      );
      const after = await call(two!, '/rankings?state=CA&page=2', { headers: auth });
      expect(after.status).toBe(401);
      expect(((await after.json()) as { message: string }).message).toBe(
        RANKINGS_TEXTS.signUpForMore,
      );
      expect((await call(two!, '/me', { headers: auth })).status).toBe(401);
    }
  });
});
