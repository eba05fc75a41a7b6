import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRateLimiter } from '../../lib/rate-limiter';
import type { BraintreeGateway } from './providers/types';
import type { Purchases } from './purchase';
import { createBraintreeReconciliation } from './reconcile';

/**
 * The reconciliation's timer (the passes themselves: applepay-routes.test.ts, against the fake):
 * nothing before the database is migrated, one pass per window among processes sharing the
 * limiter (REDIS_URL), and a failed pass logged without what the SDK sent.
 */
afterEach(() => {
  vi.useRealTimers();
});

/** A gateway that finds nothing (or fails), counting the searches it was asked for. */
function gatewayStub(asked: string[], name: string, failure?: Error): BraintreeGateway {
  return {
    refundsSince: async () => {
      asked.push(name);
      if (failure) throw failure;
      return [];
    },
    voidsSince: async () => [],
    refundsOf: async () => [],
  } as unknown as BraintreeGateway;
}

const noPurchases = {} as Purchases;

describe('the Braintree reconciliation timer', () => {
  it('waits for the database, then runs one pass per window across processes', async () => {
    vi.useFakeTimers();
    const limiter = createMemoryRateLimiter();
    const asked: string[] = [];
    const logger = { info: vi.fn(), error: vi.fn() };
    let migrated = false;
    const stops = ['first', 'second'].map((name) =>
      createBraintreeReconciliation({
        braintree: gatewayStub(asked, name),
        purchases: noPurchases,
        limiter,
        logger,
      }).every(60_000, () => migrated),
    );
    await vi.advanceTimersByTimeAsync(60_000);
    expect(asked).toEqual([]);
    migrated = true;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(asked).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(asked).toHaveLength(2);
    for (const stop of stops) stop();
    await vi.advanceTimersByTimeAsync(180_000);
    expect(asked).toHaveLength(2);
    expect(logger.error).not.toHaveBeenCalled();
    limiter.close();
  });

  it('logs a failed pass by its kind and message only, and tries again on the next tick', async () => {
    vi.useFakeTimers();
    const limiter = createMemoryRateLimiter();
    const asked: string[] = [];
    const logger = { info: vi.fn(), error: vi.fn() };
    const failure = Object.assign(new Error('Authentication Error'), {
      name: 'authenticationError',
      config: { headers: { Authorization: 'Basic c2VjcmV0' } },
    });
    const stop = createBraintreeReconciliation({
      braintree: gatewayStub(asked, 'only', failure),
      purchases: noPurchases,
      limiter,
      logger,
    }).every(60_000, () => true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(asked).toHaveLength(2);
    expect(logger.error).toHaveBeenCalledWith(
      { err: { type: 'authenticationError', message: 'Authentication Error' } },
      'braintree reconciliation failed: the next pass tries again',
    );
    expect(JSON.stringify(logger.error.mock.calls)).not.toContain('c2VjcmV0');
    stop();
    limiter.close();
  });
});
