import type { Language, SavedScenario } from '@degreeworth/core';
import type { AppConfig } from '../../config';
import { createBullPair } from '../../lib/bullmq';
import type { Mailer } from '../../lib/mailer';
import { sendScenarioReport } from './mail';
import { renderScenarioPdf } from './render';

/**
 * E-mailing a scenario's PDF report: through a BullMQ queue and a worker in
 * this process when REDIS_URL is set (retries with backoff), else inline and awaited. A job
 * carries ids only; the worker loads the scenario fresh, renders and mails it.
 */

/** What the route enqueues: the signed-in user and one of their scenarios. */
export interface ReportJob {
  userId: string;
  scenarioId: string;
  /** The language of the request that asked (used when the account never chose one). */
  language?: Language | null;
}

/** Everything the report of a job needs, loaded at run time. */
export interface ReportData {
  user: { name: string | null; email: string };
  scenario: SavedScenario;
  sources: string[];
  /** The language the report and its mail are written in. */
  language?: Language;
}

/** The few logger methods the queue uses (Fastify's logger fits). */
export interface ReportLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface ReportQueueDeps {
  mailer: Mailer;
  /** The user and scenario of a job; null when either is gone (the job is dropped, not retried). */
  load(userId: string, scenarioId: string, requested?: Language | null): Promise<ReportData | null>;
  logger: ReportLogger;
  /**
   * Renders a job's PDF; the app passes its cache and render cap (rendering.ts pdfOf). `bounded`
   * is false in the worker, whose own concurrency caps its jobs: a queued mail waits for a
   * render slot instead of failing. Without it, a plain render dated `now`.
   */
  render?(ownerId: string, data: ReportData, options: { bounded: boolean }): Promise<Buffer>;
  /** The report's date (tests fix it). */
  now?: () => Date;
}

export interface ReportQueueOptions {
  /** Queue name and Redis key prefix; tests use unique ones. */
  queueName?: string;
  prefix?: string;
  /** Tries per job, the first included (default 3), and the first retry delay (exponential). */
  attempts?: number;
  backoffMs?: number;
  /** Jobs one worker runs at a time: rendering is CPU work, keep it small (default 2). */
  concurrency?: number;
}

export interface ReportQueue {
  readonly mode: 'queue' | 'inline';
  /** Queued (REDIS_URL) or done (inline) when it resolves. Inline, errors reach the caller. */
  enqueue(job: ReportJob): Promise<void>;
  /** Waits for the running job, then disconnects. Call from the app's onClose hook. */
  close(): Promise<void>;
}

export const REPORT_QUEUE_NAME = 'scenario-reports';
export const REPORT_QUEUE_PREFIX = 'degreeworth';

/** Loads, renders and mails one report; false when the user or scenario no longer exists. */
export async function runReportJob(
  deps: ReportQueueDeps,
  job: ReportJob,
  bounded = true,
): Promise<boolean> {
  // A job without a language (queued before jobs carried one, or asked without one) loads as ids.
  const data = job.language
    ? await deps.load(job.userId, job.scenarioId, job.language)
    : await deps.load(job.userId, job.scenarioId);
  if (!data) {
    deps.logger.warn({ ...job }, 'scenario report skipped: user or scenario not found');
    return false;
  }
  const pdf = deps.render
    ? await deps.render(job.userId, data, { bounded })
    : await renderScenarioPdf({ ...data, generatedAt: deps.now?.() ?? new Date() });
  const sent = await sendScenarioReport(deps, {
    to: data.user.email,
    name: data.user.name,
    scenario: data.scenario,
    pdf,
    language: data.language,
  });
  deps.logger.info(
    { ...job, bytes: pdf.length, messageId: sent.messageId },
    'scenario report mailed',
  );
  return true;
}

function inlineQueue(deps: ReportQueueDeps): ReportQueue {
  let closed = false;
  return {
    mode: 'inline',
    async enqueue(job) {
      if (closed) throw new Error('The report queue is closed.');
      await runReportJob(deps, job);
    },
    async close() {
      closed = true;
    },
  };
}

function redisQueue(redisUrl: string, deps: ReportQueueDeps, o: ReportQueueOptions): ReportQueue {
  const name = o.queueName ?? REPORT_QUEUE_NAME;
  const prefix = o.prefix ?? REPORT_QUEUE_PREFIX;
  const log = deps.logger;
  const { queue, worker, close } = createBullPair<ReportJob>({
    redisUrl,
    name,
    prefix,
    concurrency: o.concurrency ?? 2,
    defaultJobOptions: {
      attempts: o.attempts ?? 3,
      backoff: { type: 'exponential', delay: o.backoffMs ?? 5_000 },
    },
    run: (job) => runReportJob(deps, job.data, false),
    onRedisError: (err, side) => log.error({ err }, `report ${side}: Redis error`),
  });
  worker.on('failed', (job, err) =>
    log.error({ err, job: job?.data, attempts: job?.attemptsMade }, 'scenario report failed'),
  );
  return {
    mode: 'queue',
    async enqueue(job) {
      await queue.add('scenario-report', {
        userId: job.userId,
        scenarioId: job.scenarioId,
        ...(job.language ? { language: job.language } : {}),
      });
    },
    close,
  };
}

/**
 * The report mail queue: BullMQ (queue + worker in this process) when `config.redisUrl` is
 * set, else inline work awaited by `enqueue`. The route calls `enqueue({ userId, scenarioId })`
 * and answers; `close()` belongs in the app's onClose hook (before the mailer closes).
 */
export function createReportQueue(
  config: Pick<AppConfig, 'redisUrl'>,
  deps: ReportQueueDeps,
  options: ReportQueueOptions = {},
): ReportQueue {
  return config.redisUrl ? redisQueue(config.redisUrl, deps, options) : inlineQueue(deps);
}
