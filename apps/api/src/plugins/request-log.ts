import type { FastifyInstance } from 'fastify';
import { createRequestStats, summaryLine } from '../lib/request-stats';
import type { RequestStep } from './request-start';

/** A request slower than this is always logged, whatever LOG_REQUESTS says. */
export const SLOW_REQUEST_MS = 1_000;
/** How often the request summary line is written. */
export const SUMMARY_PERIOD_MS = 60_000;

export interface RequestLog {
  /** The step that names each answer's request id, for the app's first hook. */
  idStep: RequestStep;
}

/**
 * The access log. Per-request lines cost as much as a cheap request itself,
 * so they are off unless LOG_REQUESTS=1 (Fastify's `disableRequestLogging`, app.ts). Always:
 * one summary line per period with traffic, a warning for every slow request, and the error
 * handler's line for every 5xx. Every answer carries its request id (x-request-id), which the
 * error bodies also name: `idStep`, for the app's first hook (request-start.ts). The
 * response hook is synchronous: every request pays for it.
 */
export function registerRequestLog(
  app: FastifyInstance,
  opts: { periodMs?: number; slowMs?: number } = {},
): RequestLog {
  const periodMs = opts.periodMs ?? SUMMARY_PERIOD_MS;
  const slowMs = opts.slowMs ?? SLOW_REQUEST_MS;
  const stats = createRequestStats();

  app.addHook('onResponse', (request, reply, done) => {
    const ms = reply.elapsedTime;
    // The route's pattern (/api/v1/scenario/:id), never ids or query strings; named only when
    // needed (Fastify builds routeOptions on each read).
    const routeOf = () => `${request.method} ${request.routeOptions.url ?? '(no route)'}`;
    stats.record(reply.statusCode, ms, routeOf);
    if (ms < slowMs) return done();
    const route = routeOf();
    request.log.warn(
      { route, statusCode: reply.statusCode, ms: Math.round(ms) },
      `slow request: ${route} took ${Math.round(ms)} ms`,
    );
    done();
  });

  const flush = () => {
    const summary = stats.flush();
    if (summary) app.log.info({ requests: summary }, summaryLine(summary, periodMs / 1000));
  };
  const timer = setInterval(flush, periodMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    flush();
  });
  return {
    idStep: (request, reply) => void reply.header('x-request-id', request.id),
  };
}
