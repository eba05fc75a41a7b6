import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { configWarnings, loadConfig } from '../src/config';
import { freePort, startServer, type ServerProcess } from './server-process';

/**
 * A server whose Stripe or PayPal webhooks cannot be verified says so when it starts,
 * with what it costs (refunds and chargebacks never end a plan); so does a server on a shared
 * PostgreSQL database whose token key was generated in its own DATA_DIR.
 */
const STRIPE_WARNING =
  'STRIPE_WEBHOOK_SECRET is not set: Stripe webhooks are refused, so a refund or a lost dispute never ends the plan it paid for, and a card payment that succeeds after the buyer left the page is never activated.';
const PAYPAL_WARNING =
  'PAYPAL_WEBHOOK_ID is not set: PayPal webhooks are refused, so a refund, a reversal or a dispute won by the buyer never ends the plan it paid for.';

const GENERATED_KEY_WARNING =
  'JWT_SECRET is not set: this host signs sessions and hashes one-time codes with the key generated in DATA_DIR/jwt-secret. Another host on the same database has a key of its own, so a session or code made on one host is refused by the other. With more than one host, set the same JWT_SECRET (at least 32 bytes) on every host.';

const keys = {
  STRIPE_SECRET_KEY: 'sk_test_warnings',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_warnings',
  PAYPAL_CLIENT_ID: 'warnings-client',
  PAYPAL_CLIENT_SECRET: 'warnings-secret',
};

const dirs: string[] = [];
const tmp = () => {
  const dir = mkdtempSync(join(tmpdir(), 'dw-warn-'));
  dirs.push(dir);
  return dir;
};
const running: ServerProcess[] = [];
afterAll(() => {
  for (const p of running) p.child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The warning lines (pino level 40) a starting server wrote, once they hold every one of `wanted`. */
async function warningsOf(server: ServerProcess, wanted: string[], timeoutMs = 30_000) {
  const read = () =>
    server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((entry) => entry.level === 40)
      .map((entry) => entry.msg);
  const deadline = Date.now() + timeoutMs;
  while (!wanted.every((w) => read().includes(w)) && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));
  return read();
}

describe('payment webhooks that cannot be verified', () => {
  it('are named in a warning line when the server starts', async () => {
    const dataDir = tmp();
    // The migrated template: a fresh folder would spend seconds in initdb.
    cpSync(join(inject('pgliteTemplateDir'), 'pglite'), join(dataDir, 'pglite'), {
      recursive: true,
    });
    const server = startServer(
      {
        DATA_DIR: dataDir,
        JWT_SECRET: 'warnings-secret-of-at-least-32-bytes',
        SCORECARD_DIR: join(dataDir, 'no-scorecard'),
        ...keys,
      },
      await freePort(),
    );
    running.push(server);
    const warnings = await warningsOf(server, [STRIPE_WARNING, PAYPAL_WARNING]);
    expect(warnings).toContain(STRIPE_WARNING);
    expect(warnings).toContain(PAYPAL_WARNING);
    server.child.kill('SIGTERM');
    await server.exited;
  }, 60_000);

  it('are not warned about once the secret and the webhook id are set, or without the provider', () => {
    expect(configWarnings(loadConfig({ DATA_DIR: tmp(), ...keys }))).toEqual([
      STRIPE_WARNING,
      PAYPAL_WARNING,
    ]);
    const complete = loadConfig({
      DATA_DIR: tmp(),
      ...keys,
      STRIPE_WEBHOOK_SECRET: 'whsec_warnings',
      PAYPAL_WEBHOOK_ID: 'WH-WARNINGS',
    });
    expect(configWarnings(complete)).toEqual([]);
    expect(configWarnings(loadConfig({ DATA_DIR: tmp() }))).toEqual([]);
  });
});

describe('a token key generated on a database other hosts may share', () => {
  const POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

  it('is named in a warning line with DATABASE_URL and no JWT_SECRET', () => {
    expect(configWarnings(loadConfig({ DATA_DIR: tmp(), DATABASE_URL: POSTGRES }))).toEqual([
      GENERATED_KEY_WARNING,
    ]);
  });

  it('is not warned about with JWT_SECRET set, or on the embedded database (one host only)', () => {
    const secret = 'shared-secret-of-at-least-32-bytes-long';
    expect(
      configWarnings(loadConfig({ DATA_DIR: tmp(), DATABASE_URL: POSTGRES, JWT_SECRET: secret })),
    ).toEqual([]);
    expect(configWarnings(loadConfig({ DATA_DIR: tmp() }))).toEqual([]);
  });
});
