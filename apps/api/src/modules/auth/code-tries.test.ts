import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, lastMailTo, signUpVerified } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { oneTimeCodes, users } from '../../db/schema';
import { createCodeHasher } from '../../lib/codes';
import type { MailOutbox } from '../../lib/mail-outbox/outbox';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { TokenSigner } from '../../lib/tokens';
import { type AccountKit, issueCode, redeemCode } from '../../accounts/kit';

/*
 * A code's tries are taken in one statement and consuming it is conditional, so guesses sent
 * in parallel get no more than 5 tries between them and a code is used once.
 * The abuse limiter is switched off here so that only the code's own counter is at work. The
 * API tests check the behaviour end to end; the direct calls at the bottom start every read
 * before any write, which is the race the old read-then-write counter lost.
 */
const noLimits: RateLimiter = { hit: async () => 0, undo: async () => undefined };
const LOCKED = 'Too many wrong tries. Please request a new code.';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({}, { limiter: noLimits });
});
afterAll(() => t.close());

const reset = (email: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/reset-password',
    payload: { email, verificationCode: code, password: 'a-new-password' },
  });

async function resetCodeFor(email: string): Promise<string> {
  await signUpVerified(t, email);
  await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email } });
  return codeIn(await lastMailTo(t, email));
}

async function attemptsOf(email: string): Promise<number[]> {
  const db = t.database.db;
  const [user] = await db.select().from(users).where(eq(users.email, email));
  const codes = await db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, user!.id));
  return codes.filter((c) => c.purpose === 'reset_password').map((c) => c.attempts);
}

describe('one-time code tries under parallel guesses', () => {
  it('gives 20 parallel wrong guesses 5 tries between them, then refuses the right code', async () => {
    const email = 'parallel@example.com';
    const code = await resetCodeFor(email);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => reset(email, wrong(i))));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(400));
    expect(await attemptsOf(email)).toEqual([5]);
    const right = await reset(email, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(LOCKED);
  });

  it('lets only one of two parallel right tries use the code', async () => {
    const email = 'twice@example.com';
    const code = await resetCodeFor(email);
    const answers = await Promise.all([reset(email, code), reset(email, code)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });
});

describe('redeemCode called in parallel (no HTTP in between)', () => {
  it('counts 20 simultaneous wrong tries up to the lock, and uses a right code once', async () => {
    const email = 'direct@example.com';
    await signUpVerified(t, email);
    const db = t.database.db;
    const [user] = await db.select().from(users).where(eq(users.email, email));
    const kit: AccountKit = {
      db,
      codes: createCodeHasher(t.config.jwtSecret),
      limiter: noLimits,
      outbox: {} as MailOutbox,
      signer: {} as TokenSigner,
      publicUrl: 'http://dw.test',
    };
    await issueCode(kit, user!.id, 'reset_password', '123456', 600);
    const tries = await Promise.allSettled(
      Array.from({ length: 20 }, () => redeemCode(kit, user, 'reset_password', '654321')),
    );
    expect(tries.every((r) => r.status === 'rejected')).toBe(true);
    expect(await attemptsOf(email)).toEqual([5]);
    await expect(redeemCode(kit, user, 'reset_password', '123456')).rejects.toThrow(LOCKED);

    await issueCode(kit, user!.id, 'reset_password', '222222', 600);
    const both = await Promise.allSettled([
      redeemCode(kit, user, 'reset_password', '222222'),
      redeemCode(kit, user, 'reset_password', '222222'),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
  });
});
