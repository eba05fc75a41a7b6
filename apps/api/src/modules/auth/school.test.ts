import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { startSmtpServer } from '../../../test/smtp';

/*
 * A class of 40 students behind one school address signs up, verifies its e-mail through the
 * mailed link and signs in within minutes. Limits count failures (wrong passwords, wrong
 * links), not successes; every request here comes from the same address.
 */
const CLASS_SIZE = 40;
const SCHOOL_ADDRESS = '203.0.113.7';
const PASSWORD = 'class of 2027';

let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://dw.test' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress: SCHOOL_ADDRESS });

/** The verification link of the last mail the SMTP server received for `to`. */
function verifyLinkFor(to: string): { email: string; token: string } {
  const mail = [...smtp.mails].reverse().find((m) => m.to.includes(to));
  if (!mail) throw new Error(`no mail to ${to}`);
  const raw = mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  const link = /#\/emailverify\/([^/\s"<]+)\/([^\s"<]+)/.exec(raw);
  if (!link) throw new Error(`no verification link in the mail to ${to}`);
  return { email: decodeURIComponent(link[1]!), token: decodeURIComponent(link[2]!) };
}

const student = (i: number) => `student${i}@school.test`;

describe('a whole class behind one school address', () => {
  it(`signs up, verifies and signs in ${CLASS_SIZE} students, every one of them`, async () => {
    const statuses = { signup: [] as number[], verify: [] as number[], signin: [] as number[] };
    for (let i = 0; i < CLASS_SIZE; i++) {
      const email = student(i);
      const signup = await post('/auth/signup', {
        name: `Student ${i}`,
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
      });
      statuses.signup.push(signup.statusCode);
    }
    // Every verification mail goes out through the outbox and the real SMTP server.
    await t.app.mailOutbox.drain();
    expect(new Set(smtp.mails.flatMap((m) => m.to)).size).toBe(CLASS_SIZE);
    for (let i = 0; i < CLASS_SIZE; i++) {
      const verify = await post('/auth/verify-email', verifyLinkFor(student(i)));
      statuses.verify.push(verify.statusCode);
    }
    for (let i = 0; i < CLASS_SIZE; i++) {
      const signin = await post('/auth/signin', { email: student(i), password: PASSWORD });
      statuses.signin.push(signin.statusCode);
      expect(signin.json()).toMatchObject({ status: 'success' });
    }
    expect(statuses).toEqual({
      signup: Array(CLASS_SIZE).fill(200),
      verify: Array(CLASS_SIZE).fill(200),
      signin: Array(CLASS_SIZE).fill(201),
    });
    const last = await post('/auth/signin', { email: student(0), password: PASSWORD });
    const me = await t.app.inject({ url: '/api/v1/me', headers: bearer(last.json().token) });
    expect(me.json()).toMatchObject({ email: student(0), email_verified: true });
  }, 120_000);

  it('still limits wrong passwords per account, without locking out the classmates', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      codes.push(
        (await post('/auth/signin', { email: student(1), password: 'wrong pass' })).statusCode,
      );
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(codes[10]).toBe(429);
    const locked = await post('/auth/signin', { email: student(1), password: PASSWORD });
    expect(locked.statusCode).toBe(429);
    const classmate = await post('/auth/signin', { email: student(2), password: PASSWORD });
    expect(classmate.statusCode).toBe(201);
  });

  it('still limits wrong verification links per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await post('/auth/verify-email', { email: student(3), token: `wrong-${i}` });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 30)).toEqual(Array(30).fill(400));
    expect(codes[30]).toBe(429);
  });
});

describe('a school behind a reverse proxy (TRUST_PROXY)', () => {
  const PROXY = '10.0.0.2';
  const wrongLinks = async (app: TestContext['app'], client: string, n: number) => {
    const codes: number[] = [];
    for (let i = 0; i < n; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/verify-email',
        payload: { email: 'nobody@school.test', token: `wrong-${i}` },
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': client },
      });
      codes.push(res.statusCode);
    }
    return codes;
  };

  it('counts each client behind the proxy apart when the proxy is trusted', async () => {
    const behind = await buildTestApp({ TRUST_PROXY: '1' });
    try {
      expect((await wrongLinks(behind.app, '198.51.100.1', 31))[30]).toBe(429);
      expect(await wrongLinks(behind.app, '198.51.100.2', 1)).toEqual([400]);
    } finally {
      await behind.close();
    }
  });

  it('counts everyone as the proxy without TRUST_PROXY (X-Forwarded-For is not believed)', async () => {
    const direct = await buildTestApp();
    try {
      expect((await wrongLinks(direct.app, '198.51.100.1', 31))[30]).toBe(429);
      expect(await wrongLinks(direct.app, '198.51.100.2', 1)).toEqual([429]);
    } finally {
      await direct.close();
    }
  });
});
