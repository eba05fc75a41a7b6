import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSmtpServer } from '../../../test/smtp';
import { createMailer, type Mailer } from '../../lib/mailer';
import { createReportQueue, type ReportData, type ReportQueue } from './queue';
import { createReportRendering } from './rendering';
import { SAMPLE_SOURCES, sampleScenario } from '../../../test/sample-scenario';
import { headerOf, memoryLogger, partOf } from './testing';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const USER_ID = '5b0e4a1c-0000-4000-8000-00000000000a';
const scenario = sampleScenario({ colleges: 2, name: 'Two colleges' });
const data: ReportData = {
  user: { name: 'Ada Lovelace', email: 'ada@example.com' },
  scenario,
  sources: SAMPLE_SOURCES,
};

/** load(): the sample for its own ids, null (gone) for any other. */
function loader(failFirst = 0) {
  let failures = failFirst;
  return vi.fn(async (userId: string, scenarioId: string) => {
    if (failures-- > 0) throw new Error('database briefly unavailable');
    return userId === USER_ID && scenarioId === scenario.id ? data : null;
  });
}

function attachedPdf(raw: string): Buffer {
  return partOf(raw, 'application/pdf')!.body;
}

describe('the report queue with REDIS_URL (BullMQ, worker in process)', () => {
  const prefix = `dw-test-${process.pid}-${Date.now().toString(36)}`;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let mailer: Mailer;
  let redis: Redis;
  let queue: ReportQueue | null = null;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const logger = memoryLogger();
    mailer = createMailer({
      mode: 'smtp',
      smtpUrl: smtp.url,
      from: 'no-reply@degreeworth.test',
      dataDir: '/nonexistent',
      logger,
    });
    redis = new Redis(REDIS_URL);
  });
  afterEach(async () => {
    await queue?.close();
    queue = null;
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    mailer.close();
    await smtp.close();
  });

  it('queues a job of ids only; the worker loads, renders and mails the report', async () => {
    const load = loader();
    const logger = memoryLogger();
    queue = createReportQueue(
      { redisUrl: REDIS_URL },
      { mailer, load, logger },
      { prefix, queueName: 'ok' },
    );
    expect(queue.mode).toBe('queue');
    const before = smtp.mails.length;

    await queue.enqueue({ userId: USER_ID, scenarioId: scenario.id });

    await vi.waitFor(() => expect(smtp.mails.length).toBe(before + 1), {
      timeout: 15_000,
      interval: 50,
    });
    const mail = smtp.mails[before]!;
    expect(mail.to).toEqual(['ada@example.com']);
    expect(headerOf(mail.raw, 'Subject')).toBe('Your DegreeWorth scenario report: Two colleges');
    expect(attachedPdf(mail.raw).subarray(0, 4).toString()).toBe('%PDF');
    expect(load).toHaveBeenCalledExactlyOnceWith(USER_ID, scenario.id);
    // The job in Redis holds the two ids and nothing else.
    expect(JSON.parse((await redis.hget(`${prefix}:ok:1`, 'data'))!)).toEqual({
      userId: USER_ID,
      scenarioId: scenario.id,
    });
    expect(logger.lines.map((l) => l.msg)).toContain('scenario report mailed');
  });

  it('retries a failed job with backoff until the report is mailed', async () => {
    const load = loader(2);
    const logger = memoryLogger();
    queue = createReportQueue(
      { redisUrl: REDIS_URL },
      { mailer, load, logger },
      { prefix, queueName: 'retry', attempts: 3, backoffMs: 50 },
    );
    const before = smtp.mails.length;
    await queue.enqueue({ userId: USER_ID, scenarioId: scenario.id });
    await vi.waitFor(() => expect(smtp.mails.length).toBe(before + 1), {
      timeout: 15_000,
      interval: 50,
    });
    expect(load).toHaveBeenCalledTimes(3);
    expect(logger.lines.filter((l) => l.msg === 'scenario report failed')).toHaveLength(2);
  });

  it('waits for a render slot while the renders are busy, instead of failing the job', async () => {
    // One slot and no waiting place: a download would get 503 now; a queued mail waits.
    const rendering = createReportRendering(
      { generation: { current: async () => 'generation-1' } },
      { concurrency: 1, maxWaiting: 0 },
    );
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const other = { id: 'other-user', name: 'Other', email: 'other@example.com' };
    const held = await rendering.ticket(other, { id: 'other-scenario', updatedAt: 'v1' });
    const download = rendering.render(held, async () => {
      await gate;
      return data;
    });
    const load = loader();
    const logger = memoryLogger();
    queue = createReportQueue(
      { redisUrl: REDIS_URL },
      { mailer, load, logger, render: rendering.pdfOf },
      { prefix, queueName: 'busy' },
    );
    const before = smtp.mails.length;
    await queue.enqueue({ userId: USER_ID, scenarioId: scenario.id });
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce(), { timeout: 15_000, interval: 50 });
    expect(smtp.mails.length).toBe(before);
    open();
    await download;
    await vi.waitFor(() => expect(smtp.mails.length).toBe(before + 1), {
      timeout: 15_000,
      interval: 50,
    });
    expect(logger.lines.map((l) => l.msg)).not.toContain('scenario report failed');
  });

  it('drops a job whose scenario is gone, without retrying or mailing', async () => {
    const load = loader();
    const logger = memoryLogger();
    queue = createReportQueue(
      { redisUrl: REDIS_URL },
      { mailer, load, logger },
      { prefix, queueName: 'gone' },
    );
    const before = smtp.mails.length;
    await queue.enqueue({ userId: USER_ID, scenarioId: 'deleted-meanwhile' });
    await vi.waitFor(
      () =>
        expect(logger.lines.map((l) => l.msg)).toContain(
          'scenario report skipped: user or scenario not found',
        ),
      { timeout: 15_000, interval: 50 },
    );
    await queue.close();
    queue = null;
    expect(load).toHaveBeenCalledTimes(1);
    expect(smtp.mails.length).toBe(before);
  });
});

describe('the report queue without REDIS_URL (inline)', () => {
  let dataDir: string;
  let mailer: Mailer;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'dw-report-outbox-'));
    mailer = createMailer({
      mode: 'outbox',
      from: 'no-reply@degreeworth.test',
      dataDir,
      logger: memoryLogger(),
    });
  });
  afterAll(() => {
    mailer.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('renders and mails within enqueue (here into the outbox, as without SMTP_URL)', async () => {
    const load = loader();
    const queue = createReportQueue(
      { redisUrl: undefined },
      { mailer, load, logger: memoryLogger() },
    );
    expect(queue.mode).toBe('inline');
    await queue.enqueue({ userId: USER_ID, scenarioId: scenario.id });
    const files = readdirSync(join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    const raw = readFileSync(join(dataDir, 'outbox', files[0]!), 'utf8');
    expect(headerOf(raw, 'To')).toBe('ada@example.com');
    expect(attachedPdf(raw).subarray(0, 4).toString()).toBe('%PDF');
    await queue.close();
    await expect(queue.enqueue({ userId: USER_ID, scenarioId: scenario.id })).rejects.toThrow(
      'The report queue is closed.',
    );
  });

  it('passes a failure on to the caller, who answers with an error', async () => {
    const queue = createReportQueue(
      { redisUrl: undefined },
      { mailer, load: loader(1), logger: memoryLogger() },
    );
    await expect(queue.enqueue({ userId: USER_ID, scenarioId: scenario.id })).rejects.toThrow(
      'database briefly unavailable',
    );
    await queue.close();
  });
});
