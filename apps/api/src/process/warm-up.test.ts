import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { warmUpWhenReady } from './warm-up';

function fakeApp(warmUp: () => Promise<void>) {
  const log = { info: vi.fn(), warn: vi.fn() };
  const app = { readiness: { ready: false }, warmUp: vi.fn(warmUp), log };
  return { app, asApp: app as unknown as FastifyInstance };
}

describe('warmUpWhenReady', () => {
  it('builds the caches once, and only once the app is ready', async () => {
    const { app, asApp } = fakeApp(async () => {});
    warmUpWhenReady(asApp);
    expect(app.warmUp).not.toHaveBeenCalled();
    app.readiness.ready = true;
    warmUpWhenReady(asApp);
    warmUpWhenReady(asApp);
    expect(app.warmUp).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(app.log.info).toHaveBeenCalledTimes(1));
    expect(app.log.info.mock.calls[0]![0]).toMatch(/^figures cached ahead in \d+ ms$/);
  });

  it('logs a failure instead of throwing: the first requests then build the caches', async () => {
    const { app, asApp } = fakeApp(() => Promise.reject(new Error('database gone')));
    app.readiness.ready = true;
    warmUpWhenReady(asApp);
    await vi.waitFor(() => expect(app.log.warn).toHaveBeenCalledTimes(1));
    expect(app.log.warn.mock.calls[0]![1]).toBe(
      'caching the figures ahead failed; the first requests will',
    );
  });
});
