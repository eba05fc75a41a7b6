import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { createBullPair } from '../bullmq';
import type { MailMessage, Mailer } from '../mailer';
import {
  COOLDOWN_SECONDS,
  isPermanent,
  KEEP_FINISHED_DAYS,
  PRUNE_EVERY_MS,
  retryDelay,
  sendErrorCode,
  skipReason,
  type MailPurpose,
  type SkipReason,
} from './policy';
import {
  claimById,
  claimDue,
  insertUnlessRefused,
  markFailed,
  markRetry,
  markSent,
  pruneFinished,
} from './repository';
import type { OutboxRow } from './repository';

/**
 * The durable mail outbox. `enqueue` stores the message and returns at once,
 * so a request never waits for SMTP and never fails because of it; a worker delivers:
 * - with REDIS_URL, a BullMQ job per message (and per retry, delayed), run in this process;
 * - otherwise an in-process worker, started on each enqueue and every few seconds.
 * The database row is the truth either way: a job lost with Redis is swept up from the table.
 */
export type EnqueueResult = { queued: true } | { queued: false; reason: SkipReason };

export interface MailOutbox {
  readonly mode: 'bullmq' | 'in-process';
  /**
   * Stores an account mail for delivery, unless its recipient's daily cap or, with `cooldown`
   * (the default), the purpose's cooldown says no. A caller whose last mail of this purpose can
   * no longer be used (its code was used, locked or expired) passes `cooldown: false`: a new
   * one is then needed at once, and the daily cap still bounds the count.
   */
  enqueue(
    purpose: MailPurpose,
    message: Omit<MailMessage, 'attachments'>,
    options?: { cooldown?: boolean },
  ): Promise<EnqueueResult>;
  /**
   * Delivers every message due now in this process and waits for it (tests). Beside BullMQ it
   * takes only rows its jobs left for longer than the sweep's grace (2 minutes).
   */
  drain(): Promise<void>;
  /** Deletes finished rows older than KEEP_FINISHED_DAYS (the worker does it hourly). */
  prune(): Promise<number>;
  /** Stops the workers after their current send. Call before the mailer and database close. */
  close(): Promise<void>;
}

export interface OutboxLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface OutboxDeps {
  db: Db;
  mailer: Mailer;
  logger: OutboxLogger;
}

export interface OutboxOptions {
  redisUrl?: string;
  /** BullMQ queue name and Redis key prefix; tests use unique ones. */
  queueName?: string;
  prefix?: string;
  /** How often the in-process worker looks for due rows (default 5 s; 60 s beside BullMQ). */
  pollMs?: number;
}

const BATCH = 10;
/** Beside BullMQ, the sweeper leaves a row to its job for this long first. */
const SWEEP_GRACE_SECONDS = 120;

/** Sends one claimed row and records the outcome; returns the retry delay when there is one. */
async function deliver(deps: OutboxDeps, row: OutboxRow): Promise<number | null> {
  const ref = { mailId: row.id, purpose: row.purpose, attempt: row.attempts };
  try {
    await deps.mailer.send({
      to: row.recipient,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      ...(row.replyTo ? { replyTo: row.replyTo } : {}),
    });
  } catch (err) {
    const code = sendErrorCode(err);
    const delay = isPermanent(err) ? null : retryDelay(row.attempts);
    if (delay === null) {
      await markFailed(deps.db, row.id, code);
      deps.logger.error({ ...ref, code }, 'mail not delivered: giving up');
      return null;
    }
    await markRetry(deps.db, row.id, delay, code);
    deps.logger.warn({ ...ref, code, retryInSeconds: delay }, 'mail not delivered: will retry');
    return delay;
  }
  await markSent(deps.db, row.id);
  return null;
}

export function createMailOutbox(deps: OutboxDeps, options: OutboxOptions = {}): MailOutbox {
  const bull = options.redisUrl ? bullmqDelivery(deps, options.redisUrl, options) : null;
  let running: Promise<number> | null = null;
  let closed = false;

  /** One batch of due rows, one at a time; overlapping calls share the running batch. */
  const runBatch = (): Promise<number> => {
    running ??= (async () => {
      const rows = await claimDue(deps.db, BATCH, bull ? SWEEP_GRACE_SECONDS : 0);
      for (const row of rows) await deliver(deps, row);
      return rows.length;
    })()
      .catch((err: unknown) => {
        deps.logger.error({ code: sendErrorCode(err) }, 'mail outbox: delivery pass failed');
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  let prunedAt = Date.now();
  const prune = () => pruneFinished(deps.db, KEEP_FINISHED_DAYS);
  const kick = () => {
    if (closed) return;
    void runBatch();
    if (Date.now() - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = Date.now();
      prune().catch((err: unknown) =>
        deps.logger.error({ code: sendErrorCode(err) }, 'mail outbox: prune failed'),
      );
    }
  };
  const timer = setInterval(kick, options.pollMs ?? (bull ? 60_000 : 5_000));
  timer.unref();

  return {
    mode: bull ? 'bullmq' : 'in-process',
    async enqueue(purpose, message, options = {}) {
      const id = randomUUID();
      const row = {
        id,
        recipient: message.to,
        purpose,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
        replyTo: message.replyTo ?? null,
      };
      const cooldown = options.cooldown === false ? 0 : COOLDOWN_SECONDS;
      const reason = await insertUnlessRefused(deps.db, row, cooldown, (recent) =>
        skipReason(purpose, recent),
      );
      if (reason) {
        deps.logger.info({ purpose, reason }, 'mail not queued: recipient limit');
        return { queued: false, reason };
      }
      if (bull) await bull.add(id, 0);
      else setImmediate(kick);
      return { queued: true };
    },
    async drain() {
      for (;;) {
        if (running) await running;
        if ((await runBatch()) === 0) return;
      }
    },
    prune,
    async close() {
      closed = true;
      clearInterval(timer);
      await bull?.close();
      if (running) await running;
    },
  };
}

/** BullMQ delivery: one job per try, named by the row; retries are new delayed jobs. */
function bullmqDelivery(deps: OutboxDeps, redisUrl: string, o: OutboxOptions) {
  const name = o.queueName ?? 'mail-outbox';
  const prefix = o.prefix ?? 'degreeworth';
  const { queue, close } = createBullPair<{ id: string }>({
    redisUrl,
    name,
    prefix,
    concurrency: 2,
    run: async (job) => {
      const row = await claimById(deps.db, job.data.id);
      if (!row) return;
      const delay = await deliver(deps, row);
      if (delay !== null) await add(row.id, delay, row.attempts);
    },
    onRedisError: (err, side) =>
      deps.logger.error({ code: sendErrorCode(err) }, `mail ${side}: Redis error`),
  });
  // A job not queued (Redis down) is delivered by the sweeper later.
  const add = async (id: string, delaySeconds: number, attempt = 0) => {
    try {
      await queue.add('mail', { id }, { jobId: `${id}-${attempt}`, delay: delaySeconds * 1000 });
    } catch (err) {
      deps.logger.warn(
        { mailId: id, code: sendErrorCode(err) },
        'mail job not queued: swept later',
      );
    }
  };
  return { add, close };
}
