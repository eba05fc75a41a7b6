import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openPglite } from '../src/db/client';
import { countRows } from './helpers';
import { freePort, startServer, waitHealthy, type ServerProcess } from './server-process';

/**
 * The embedded database under a real server process: one owner per folder, data kept
 * across kill -9 and restarts, a clean exit on SIGTERM. Always PGlite (this is about
 * DATA_DIR), whatever DATABASE_URL the test run has.
 */
describe('embedded database durability (real server processes)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'dw-durable-'));
  // Start from the migrated template: a fresh folder would spend ~6 s in initdb.
  cpSync(join(inject('pgliteTemplateDir'), 'pglite'), join(dataDir, 'pglite'), { recursive: true });
  // An empty data folder: this test is about the database, not the Scorecard import.
  const env = {
    DATA_DIR: dataDir,
    JWT_SECRET: 'durability-secret-of-at-least-32-bytes',
    SCORECARD_DIR: join(dataDir, 'no-scorecard'),
  };
  const running: ServerProcess[] = [];
  const start = async (port?: number) => {
    const p = startServer(env, port ?? (await freePort()));
    running.push(p);
    return p;
  };
  const contact = (port: number, name: string) =>
    fetch(`http://127.0.0.1:${port}/api/v1/contact-us`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, email: 'ada@example.com', message: 'Keep me', contact_type: 3 }),
    });

  afterAll(() => {
    for (const p of running) p.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second process on the same folder, survives kill -9, and exits cleanly on SIGTERM', async () => {
    const first = await start();
    await waitHealthy(first.port);
    expect((await contact(first.port, 'Before the crash')).status).toBe(200);

    const second = await start();
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `DegreeWorth cannot start: The embedded database in ${join(dataDir, 'pglite')} is already in use by another DegreeWorth process (pid ${first.child.pid}).`,
    );
    expect((await fetch(`http://127.0.0.1:${first.port}/api/v1/health`)).status).toBe(200);

    first.child.kill('SIGKILL');
    await first.exited;
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(true);

    const third = await start();
    await waitHealthy(third.port);
    expect((await contact(third.port, 'After the restart')).status).toBe(200);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);

    const database = await openPglite(dataDir);
    try {
      expect(await countRows(database, 'contact_messages')).toBe(2);
    } finally {
      await database.close();
    }
  }, 120_000);
});
