import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createRequestStats, summaryLine } from '../lib/request-stats';
import { buildTestApp } from '../../test/helpers';
import { registerRequestLog } from './request-log';
import { registerRequestStart } from './request-start';

describe('request summary', () => {
  it('counts requests by status class and reports the latency buckets of the median and p99', () => {
    const stats = createRequestStats();
    expect(stats.flush()).toBeNull();
    for (let i = 0; i < 98; i++) stats.record(200, 0.4, 'GET /api/v1/health');
    stats.record(404, 3, 'GET (no route)');
    stats.record(500, 1_234.4, 'POST /api/v1/scenario');
    const summary = stats.flush()!;
    expect(summary).toEqual({
      requests: 100,
      byClass: { '2xx': 98, '3xx': 0, '4xx': 1, '5xx': 1 },
      p50Ms: 1,
      p99Ms: 5,
      slowestMs: 1234,
      slowest: 'POST /api/v1/scenario',
    });
    expect(summaryLine(summary, 60)).toBe(
      'http: 100 requests in the last 60 s (2xx 98, 3xx 0, 4xx 1, 5xx 1); p50 ≤ 1 ms, p99 ≤ 5 ms; slowest POST /api/v1/scenario in 1,234 ms',
    );
    expect(stats.flush()).toBeNull();
  });
});

describe('request log', () => {
  const capture = () => {
    const lines: Record<string, unknown>[] = [];
    return { lines, stream: { write: (l: string) => void lines.push(JSON.parse(l)) } };
  };

  it('writes a summary per period and a warning per slow request, naming the route pattern', async () => {
    const { lines, stream } = capture();
    const app = Fastify({
      logger: { level: 'info', stream },
      logController: new LogController({ disableRequestLogging: true }),
    });
    registerRequestStart(app, [registerRequestLog(app, { periodMs: 100, slowMs: 0 }).idStep]);
    app.get('/items/:id', async () => ({ ok: true }));
    const res = await app.inject('/items/42?secret=x');
    expect(res.headers['x-request-id']).toMatch(/^req-/);
    await new Promise((r) => setTimeout(r, 250));
    const slow = lines.find((l) => String(l.msg).startsWith('slow request'));
    expect(slow).toMatchObject({ level: 40, route: 'GET /items/:id', statusCode: 200 });
    const summary = lines.find((l) => String(l.msg).startsWith('http: 1 requests'));
    expect(summary?.msg).toMatch(
      /^http: 1 requests in the last 0.1 s \(2xx 1, 3xx 0, 4xx 0, 5xx 0\)/,
    );
    expect(JSON.stringify(lines)).not.toContain('/items/42');
    await app.close();
  });

  it("logs no line per request by default, and Fastify's two with LOG_REQUESTS=1", async () => {
    for (const [env, expected] of [
      [{}, 0],
      [{ LOG_REQUESTS: '1' }, 2],
    ] as const) {
      const { lines, stream } = capture();
      const t = await buildTestApp({ LOG_LEVEL: 'info', ...env }, { logStream: stream });
      const before = lines.length;
      const res = await t.app.inject('/api/v1/health');
      expect(res.statusCode).toBe(200);
      const perRequest = lines
        .slice(before)
        .filter((l) => l.msg === 'incoming request' || l.msg === 'request completed');
      expect(perRequest).toHaveLength(expected);
      await t.close();
    }
  });
});
