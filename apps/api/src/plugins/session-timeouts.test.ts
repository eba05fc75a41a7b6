import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpVerified } from '../../test/accounts';
import { buildTestApp, type TestContext } from '../../test/helpers';
import { sessions } from '../db/schema';
import { createTokenSigner } from '../lib/tokens';
import { ensureSeededAdmin } from '../modules/users';
import { registerAuth } from './auth';
import { registerErrorHandler } from './error-handler';

const UNAUTH = 'Unauthenticated. Please provide a valid token.';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let t: TestContext;
/** The guards on a bare app sharing the test database, with a clock the tests move. */
let guarded: FastifyInstance;
let clock = Date.now();

beforeAll(async () => {
  t = await buildTestApp();
  await ensureSeededAdmin(t.database.db, 'root@dw.test', 'root-password');
  guarded = Fastify({ logger: false });
  registerErrorHandler(guarded);
  const signer = createTokenSigner(t.config.jwtSecret);
  registerAuth(guarded, { db: t.database.db, signer, clock: () => clock });
  guarded.get('/admin/ping', { preHandler: guarded.requireAdmin }, async () => ({ ok: true }));
  guarded.get('/user/ping', { preHandler: guarded.authenticate }, async () => ({ ok: true }));
  await guarded.ready();
});
afterAll(async () => {
  await guarded.close();
  await t.close();
});

async function adminToken(): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/adminLogin',
    payload: { email: 'root@dw.test', password: 'root-password' },
  });
  return res.json().token as string;
}

const sessionId = (token: string) => decodeJwt(token).sid as string;

async function sessionRow(token: string) {
  const [row] = await t.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.id, sessionId(token)));
  return row!;
}

/** Moves a session's clock columns back, as if time had passed. */
async function setSession(token: string, patch: { createdAt?: Date; lastSeenAt?: Date }) {
  await t.database.db
    .update(sessions)
    .set(patch)
    .where(eq(sessions.id, sessionId(token)));
}

const ago = (ms: number) => new Date(Date.now() - ms);
const me = (token: string) => t.app.inject({ url: '/api/v1/me', headers: bearer(token) });
const adminList = (token: string) =>
  t.app.inject({ url: '/api/v1/admin/freeSubscriptionsUser', headers: bearer(token) });

function expectUnauthenticated(res: { statusCode: number; json(): { message: string } }) {
  expect(res.statusCode).toBe(401);
  expect(res.json().message).toBe(UNAUTH);
}

describe('session lifetimes', () => {
  it('gives an admin session 12 hours and a user session 30 days, in the row and the token', async () => {
    const admin = await adminToken();
    const user = await signUpVerified(t, 'lifetime@example.com');
    for (const [token, lifetime] of [
      [admin, 12 * HOUR],
      [user, 30 * DAY],
    ] as const) {
      const row = await sessionRow(token);
      expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(lifetime);
      expect(row.lastSeenAt.getTime()).toBe(row.createdAt.getTime());
      expect(decodeJwt(token).exp).toBe(Math.floor(row.expiresAt.getTime() / 1000));
    }
  });
});

describe('idle and age limits, checked on every request', () => {
  it('ends an admin session after 30 minutes without a request', async () => {
    const token = await adminToken();
    await setSession(token, { lastSeenAt: ago(29 * MINUTE) });
    expect((await adminList(token)).statusCode).toBe(200);
    // That request counted as activity.
    expect((await sessionRow(token)).lastSeenAt.getTime()).toBeGreaterThan(ago(MINUTE).getTime());
    await setSession(token, { lastSeenAt: ago(31 * MINUTE) });
    expectUnauthenticated(await adminList(token));
  });

  it('ends an admin session 12 hours after sign-in, however active', async () => {
    const token = await adminToken();
    await setSession(token, { createdAt: ago(12 * HOUR + MINUTE) });
    expectUnauthenticated(await adminList(token));
  });

  it('ends a user session after 14 days without a request', async () => {
    const token = await signUpVerified(t, 'idle@example.com');
    await setSession(token, { lastSeenAt: ago(13 * DAY) });
    expect((await me(token)).statusCode).toBe(200);
    await setSession(token, { lastSeenAt: ago(14 * DAY + MINUTE) });
    expectUnauthenticated(await me(token));
  });

  it('ends a user session 30 days after sign-in, however active', async () => {
    const token = await signUpVerified(t, 'old@example.com');
    await setSession(token, { createdAt: ago(30 * DAY + MINUTE) });
    expectUnauthenticated(await me(token));
  });
});

describe('activity tracking (injected clock)', () => {
  const ping = (path: string, token: string) =>
    guarded.inject({ url: path, headers: bearer(token) });

  it('writes last_seen_at at most once a minute, not on every request', async () => {
    const token = await adminToken();
    const start = (await sessionRow(token)).createdAt.getTime();
    const seenAt = async (at: number) => {
      clock = at;
      expect((await ping('/admin/ping', token)).statusCode).toBe(200);
      return (await sessionRow(token)).lastSeenAt.getTime();
    };
    expect(await seenAt(start + 1000)).toBe(start);
    expect(await seenAt(start + 30_000)).toBe(start);
    expect(await seenAt(start + 61_000)).toBe(start + 61_000);
    expect(await seenAt(start + 90_000)).toBe(start + 61_000);
    expect(await seenAt(start + 125_000)).toBe(start + 125_000);
  });

  it('keeps an admin who works signed in until 12 hours, and one who stops for 30 minutes out', async () => {
    const busy = await adminToken();
    const start = (await sessionRow(busy)).createdAt.getTime();
    for (clock = start; clock < start + 12 * HOUR; clock += 25 * MINUTE) {
      expect((await ping('/admin/ping', busy)).statusCode).toBe(200);
    }
    clock = start + 12 * HOUR;
    expectUnauthenticated(await ping('/admin/ping', busy));

    const idle = await adminToken();
    const idleStart = (await sessionRow(idle)).createdAt.getTime();
    clock = idleStart + 29 * MINUTE;
    expect((await ping('/admin/ping', idle)).statusCode).toBe(200);
    clock += 30 * MINUTE;
    expectUnauthenticated(await ping('/admin/ping', idle));
  });

  it('keeps a user who comes back within 14 days signed in until 30 days', async () => {
    const token = await signUpVerified(t, 'weekly@example.com');
    const start = (await sessionRow(token)).createdAt.getTime();
    for (clock = start; clock < start + 30 * DAY; clock += 13 * DAY) {
      expect((await ping('/user/ping', token)).statusCode).toBe(200);
    }
    clock = start + 30 * DAY;
    expectUnauthenticated(await ping('/user/ping', token));

    const gone = await signUpVerified(t, 'gone@example.com');
    clock = (await sessionRow(gone)).createdAt.getTime() + 14 * DAY;
    expectUnauthenticated(await ping('/user/ping', gone));
  });
});
