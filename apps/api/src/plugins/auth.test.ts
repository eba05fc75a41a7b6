import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpVerified } from '../../test/accounts';
import { buildTestApp, type TestContext } from '../../test/helpers';
import { createTokenSigner } from '../lib/tokens';
import { ensureSeededAdmin } from '../modules/users';
import { registerAuth } from './auth';
import { registerErrorHandler } from './error-handler';

const UNAUTH = 'Unauthenticated. Please provide a valid token.';

/** The guards on a bare app sharing the test database and secret (admin routes arrive later). */
describe('authenticate and requireAdmin', () => {
  let t: TestContext;
  let guarded: FastifyInstance;
  beforeAll(async () => {
    t = await buildTestApp();
    guarded = Fastify({ logger: false });
    registerErrorHandler(guarded);
    registerAuth(guarded, { db: t.database.db, signer: createTokenSigner(t.config.jwtSecret) });
    guarded.get('/admin/ping', { preHandler: guarded.requireAdmin }, async (req) => ({
      admin: req.auth!.user.email,
    }));
    guarded.get('/user/ping', { preHandler: guarded.authenticate }, async (req) => ({
      user: req.auth!.user.email,
    }));
    await guarded.ready();
  });
  afterAll(async () => {
    await guarded.close();
    await t.close();
  });

  it('never accepts a user token on an admin call, nor an admin token on a user call', async () => {
    const userToken = await signUpVerified(t, 'not-admin@example.com');
    await ensureSeededAdmin(t.database.db, 'root@dw.test', 'root-password');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/adminLogin',
      payload: { email: 'root@dw.test', password: 'root-password' },
    });
    const adminToken = login.json().token as string;

    const asUser = await guarded.inject({ url: '/admin/ping', headers: bearer(userToken) });
    expect(asUser.statusCode).toBe(401);
    expect(asUser.json().message).toBe(UNAUTH);
    expect(
      (await guarded.inject({ url: '/admin/ping', headers: bearer(adminToken) })).json(),
    ).toEqual({ admin: 'root@dw.test' });
    expect(
      (await guarded.inject({ url: '/user/ping', headers: bearer(adminToken) })).statusCode,
    ).toBe(401);
    expect(
      (await guarded.inject({ url: '/user/ping', headers: bearer(userToken) })).json(),
    ).toEqual({ user: 'not-admin@example.com' });
  });

  it('refuses a token signed with another secret', async () => {
    const forged = await createTokenSigner('another-secret').sign(
      {
        sid: '00000000-0000-0000-0000-000000000000',
        sub: '00000000-0000-0000-0000-000000000000',
        kind: 'admin',
      },
      new Date(Date.now() + 60_000),
    );
    expect((await guarded.inject({ url: '/admin/ping', headers: bearer(forged) })).statusCode).toBe(
      401,
    );
  });
});
