import { randomUUID } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, countRows, queryRows, type TestContext } from '../../../test/helpers';
import { startSmtpServer } from '../../../test/smtp';
import { createMailer } from '../mailer';
import { createMailOutbox } from './outbox';

/*
 * Mail goes through a durable outbox. A request never waits for the
 * mail server and never fails because of it; a refused recipient is not retried; a server that
 * is down is tried again later; with REDIS_URL, BullMQ delivers.
 */
const smtpMailer = {
  mode: 'smtp' as const,
  from: 'DegreeWorth <hello@degreeworth.test>',
  dataDir: '/nonexistent',
};
type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;
const open: { t?: TestContext; smtp?: Smtp }[] = [];
afterEach(async () => {
  for (const { t, smtp } of open.splice(0)) {
    await t?.close();
    await smtp?.close();
  }
});

async function appWith(smtp: Smtp | null, env: Record<string, string> = {}, smtpUrl?: string) {
  const t = await buildTestApp({
    SMTP_URL: smtpUrl ?? smtp!.url,
    PUBLIC_URL: 'http://dw.test',
    ...env,
  });
  open.push({ t, smtp: smtp ?? undefined });
  return t;
}

const post = (t: TestContext, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload });

const signup = (t: TestContext, email: string) =>
  post(t, '/auth/signup', {
    name: 'Nia',
    email,
    password: 'pass-1234',
    password_confirmation: 'pass-1234',
  });

const outboxRows = (t: TestContext) =>
  queryRows<{ recipient: string; status: string; attempts: number; last_error: string | null }>(
    t.database,
    sql`select recipient, status, attempts, last_error from mail_outbox order by created_at`,
  );

/** A local port with nothing listening on it (yet). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('the mail outbox', () => {
  it('answers 200 when the SMTP server refuses the recipient, and gives that mail up at once', async () => {
    const smtp = await startSmtpServer({ rejects: (a) => a.startsWith('bounce') });
    const t = await appWith(smtp);
    expect((await signup(t, 'bounce@example.com')).statusCode).toBe(200);
    const init = await post(t, '/init-user', { email: 'bounce-student@school.test' });
    expect(init.statusCode).toBe(200);
    expect(init.json().status).toBe('is_new');
    await t.app.mailOutbox.drain();
    expect(await outboxRows(t)).toEqual([
      { recipient: 'bounce@example.com', status: 'failed', attempts: 1, last_error: 'SMTP 550' },
      {
        recipient: 'bounce-student@school.test',
        status: 'failed',
        attempts: 1,
        last_error: 'SMTP 550',
      },
    ]);
    expect(smtp.mails).toEqual([]);
  });

  it('answers forgot-password for an existing account without waiting for the mail server', async () => {
    let release!: () => void;
    const smtp = await startSmtpServer({ gate: new Promise<void>((r) => (release = r)) });
    const t = await appWith(smtp);
    expect((await signup(t, 'slow@example.com')).statusCode).toBe(200);
    // The server holds every message: the answers come back all the same.
    const known = await post(t, '/auth/forgot-password', { email: 'slow@example.com' });
    const unknown = await post(t, '/auth/forgot-password', { email: 'nobody@example.com' });
    expect(known.statusCode).toBe(201);
    expect(known.json()).toEqual(unknown.json());
    expect(smtp.mails).toEqual([]);
    release();
    await t.app.mailOutbox.drain();
    expect(smtp.mails.map((m) => m.to)).toEqual([['slow@example.com'], ['slow@example.com']]);
    expect((await outboxRows(t)).map((r) => r.status)).toEqual(['sent', 'sent']);
  });

  it('keeps a mail while the server is down and delivers it on a later try', async () => {
    const port = await freePort();
    const t = await appWith(null, {}, `smtp://127.0.0.1:${port}`);
    expect((await signup(t, 'patient@example.com')).statusCode).toBe(200);
    await t.app.mailOutbox.drain();
    expect(await outboxRows(t)).toEqual([
      { recipient: 'patient@example.com', status: 'pending', attempts: 1, last_error: 'ESOCKET' },
    ]);
    const smtp = await startSmtpServer({ port });
    open.push({ smtp });
    // Not due yet: the retry waits 30 seconds.
    await t.app.mailOutbox.drain();
    expect(smtp.mails).toEqual([]);
    await t.database.db.execute(sql`update mail_outbox set next_attempt_at = now()`);
    await t.app.mailOutbox.drain();
    expect(smtp.mails.map((m) => m.to)).toEqual([['patient@example.com']]);
    expect((await outboxRows(t))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('takes up a mail whose worker stopped mid-send once its claim runs out', async () => {
    const smtp = await startSmtpServer();
    const t = await appWith(smtp);
    await signup(t, 'crashed@example.com');
    await t.app.mailOutbox.drain();
    // As if a process had claimed the row and died before sending.
    await t.database.db.execute(
      sql`update mail_outbox set status = 'sending', locked_until = now() + interval '1 minute'`,
    );
    await t.app.mailOutbox.drain();
    expect(smtp.mails).toHaveLength(1);
    await t.database.db.execute(
      sql`update mail_outbox set locked_until = now() - interval '1 second'`,
    );
    await t.app.mailOutbox.drain();
    expect(smtp.mails).toHaveLength(2);
    expect(await countRows(t.database, 'mail_outbox')).toBe(1);
  });

  it('delivers through BullMQ when REDIS_URL is set', async () => {
    const smtp = await startSmtpServer();
    const t = await appWith(smtp);
    // Its own queue name, so no other process on this Redis takes the job.
    const outbox = createMailOutbox(
      {
        db: t.database.db,
        mailer: createMailer({ ...smtpMailer, smtpUrl: smtp.url, logger: t.app.log }),
        logger: t.app.log,
      },
      { redisUrl: 'redis://127.0.0.1:6379', queueName: `mail-test-${randomUUID()}` },
    );
    try {
      expect(outbox.mode).toBe('bullmq');
      const message = {
        to: 'queued@example.com',
        subject: 'Hi',
        text: 'Hello',
        html: '<p>Hello</p>',
      };
      expect(await outbox.enqueue('verify_email', message)).toEqual({ queued: true });
      // No drain: the BullMQ worker sends it.
      await expect.poll(() => smtp.mails.length, { timeout: 10_000 }).toBe(1);
      expect(smtp.mails[0]!.to).toEqual(['queued@example.com']);
      await expect.poll(async () => (await outboxRows(t))[0]?.status).toBe('sent');
    } finally {
      await outbox.close();
    }
  });

  it('deletes sent and failed mail older than a week, and keeps pending mail however old', async () => {
    const smtp = await startSmtpServer({ rejects: (a) => a.startsWith('gone') });
    const t = await appWith(smtp);
    await signup(t, 'old-sent@example.com');
    await signup(t, 'gone@example.com');
    await t.app.mailOutbox.drain();
    await signup(t, 'recent@example.com');
    await t.app.mailOutbox.drain();
    await t.database.db.execute(
      sql`update mail_outbox set created_at = now() - interval '8 days'
          where recipient in ('old-sent@example.com', 'gone@example.com')`,
    );
    // A pending row as old: still waiting for its next try, never deleted.
    await t.database.db.execute(
      sql`insert into mail_outbox (id, recipient, purpose, subject, text_body, html_body, status,
          next_attempt_at, created_at)
          values (gen_random_uuid(), 'waiting@example.com', 'verify_email', 's', 't', 'h',
          'pending', now() + interval '1 hour', now() - interval '8 days')`,
    );
    expect(await t.app.mailOutbox.prune()).toBe(2);
    expect((await outboxRows(t)).map((r) => [r.recipient, r.status]).sort()).toEqual([
      ['recent@example.com', 'sent'],
      ['waiting@example.com', 'pending'],
    ]);
  });
});
