import type { RateLimiter } from '../../lib/rate-limiter';
import { findUnendedProviderIds } from './ledger';
import type { EventOutcome } from './ledger';
import type {
  BraintreeGateway,
  BraintreeRefund,
  BraintreeVoid,
  WebhookEvent,
} from './providers/types';
import type { Purchases } from './purchase';

/**
 * Braintree's refunds and voids: Braintree has webhooks for disputes and settlement
 * but none for a refund (made in its Control Panel or through its API) or a void, so the server
 * asks. Every RECONCILE_EVERY_MS it searches, through the SDK, for refund transactions created
 * and sales voided in the last REFUND_LOOKBACK_MS, keeps the sales that are payments of ours
 * whose plan has not ended, reads each one's refunds (all of them, however old) and applies the
 * money back so far through the same rule and ledger path as Stripe's and PayPal's refund
 * webhooks (purchase.applyWebhook, decision 032). A void is the whole price back.
 */

/** How often the server asks: a refunded buyer loses the plan within this time. */
export const RECONCILE_EVERY_MS = 15 * 60 * 1000;

/**
 * How far back each search looks. Every run looks again at the whole span, so a server that was
 * stopped (or whose runs failed) for up to this long still finds every refund made meanwhile;
 * refunds already applied are replays (their event ids) and ended plans are not asked about.
 */
export const REFUND_LOOKBACK_MS = 30 * 24 * 60 * 60 * 1000;

export interface ReconcileLogger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface ReconcileSummary {
  refunds: number;
  voids: number;
  ended: number;
  recorded: number;
}

/** The money back on a sale, as one event: its id names exactly which refunds are counted. */
function refundsEvent(saleId: string, refunds: BraintreeRefund[]): WebhookEvent | null {
  const back = refunds.filter((r) => r.isMoneyBack).sort((a, b) => a.id.localeCompare(b.id));
  if (back.length === 0) return null;
  const [first] = back;
  const sized = back.every((r) => r.amountMinor !== null && r.currency === first!.currency);
  return {
    provider: 'braintree',
    eventId: `refunds:${back.map((r) => r.id).join(',')}`,
    type: 'refunds',
    providerId: saleId,
    status: 'refunded',
    ...(sized && first!.currency
      ? {
          refunded: {
            amountMinor: back.reduce((sum, r) => sum + r.amountMinor!, 0),
            currency: first!.currency,
          },
        }
      : {}),
  };
}

function voidEvent(voided: BraintreeVoid): WebhookEvent {
  return {
    provider: 'braintree',
    eventId: `void:${voided.saleId}`,
    type: 'void',
    providerId: voided.saleId,
    status: 'refunded',
    ...(voided.amountMinor !== null && voided.currency
      ? { refunded: { amountMinor: voided.amountMinor, currency: voided.currency } }
      : {}),
  };
}

export function createBraintreeReconciliation(deps: {
  braintree: BraintreeGateway;
  purchases: Purchases;
  limiter: RateLimiter;
  logger: ReconcileLogger;
  now?: () => number;
}) {
  const { braintree, purchases } = deps;
  const now = deps.now ?? Date.now;
  const count = (outcome: EventOutcome, into: ReconcileSummary) => {
    if (outcome === 'ended') into.ended += 1;
    else if (outcome === 'recorded') into.recorded += 1;
  };
  const apply = (event: WebhookEvent) =>
    purchases.applyWebhook(
      { provider: 'braintree', providerId: event.providerId! },
      event,
      `reconcile:${event.type}`,
    );

  /** One pass: what Braintree says went back, applied to our payments that still hold a plan. */
  async function run(): Promise<ReconcileSummary> {
    const since = new Date(now() - REFUND_LOOKBACK_MS);
    const [refunds, voids] = await Promise.all([
      braintree.refundsSince(since),
      braintree.voidsSince(since),
    ]);
    const done = { refunds: refunds.length, voids: voids.length, ended: 0, recorded: 0 };
    const saleIds = [...new Set([...voids.map((v) => v.saleId), ...refunds.map((r) => r.saleId)])];
    const open = new Set(await findUnendedProviderIds(purchases.db, 'braintree', saleIds));
    for (const voided of voids) {
      if (!open.has(voided.saleId)) continue;
      count(await apply(voidEvent(voided)), done);
      open.delete(voided.saleId);
    }
    for (const saleId of new Set(refunds.map((r) => r.saleId))) {
      if (!open.has(saleId)) continue;
      const event = refundsEvent(saleId, await braintree.refundsOf(saleId));
      if (event) count(await apply(event), done);
    }
    if (done.ended + done.recorded > 0)
      deps.logger.info({ ...done }, 'braintree reconciliation: refunds and voids applied');
    return done;
  }

  let running: Promise<unknown> | null = null;

  /**
   * Runs every `ms` while `canRun()` (the database is migrated), one pass at a time, and one
   * process in the window when the limiter is shared (REDIS_URL): the first to count the
   * window's lease runs. Returns the stop function.
   */
  function every(ms: number, canRun: () => boolean): () => void {
    const lease = Math.max(1, Math.floor(ms / 1000) - 30);
    const tick = () => {
      if (running || !canRun()) return;
      running = (async () => {
        if ((await deps.limiter.hit('braintree-reconcile:lease', 1, lease)) > 0) return;
        await run();
      })()
        .catch((err: unknown) => {
          // The SDK's errors carry no credentials, but only their kind and message are kept.
          const { name, message } = (err ?? {}) as { name?: unknown; message?: unknown };
          deps.logger.error(
            { err: { type: String(name), message: String(message).slice(0, 200) } },
            'braintree reconciliation failed: the next pass tries again',
          );
        })
        .finally(() => {
          running = null;
        });
    };
    const timer = setInterval(tick, ms);
    timer.unref();
    return () => clearInterval(timer);
  }

  return { run, every };
}

export type BraintreeReconciliation = ReturnType<typeof createBraintreeReconciliation>;
