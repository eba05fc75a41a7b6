import type { BraintreeGateway as SdkGateway, Transaction, TransactionSearch } from 'braintree';
import { parseAmountMinor } from './braintree-amounts';
import type { BraintreeGateway, BraintreeRefund } from './types';

/**
 * Braintree has no webhook for a refund (made in its Control Panel or through its API) or a
 * void, so the reconciliation (../reconcile.ts) asks with the SDK's transaction search: refunds
 * are "credit" transactions that name their sale (`refundedTransactionId`), and a sale lists its
 * refunds (`refundIds`).
 */

/**
 * Refund statuses in which no money went back: voided before it settled, failed, refused. Any
 * other (submitted, settling, settled, or one this list does not know) counts as money back, so
 * a status we cannot read never leaves a refunded buyer with the plan.
 */
const NOTHING_BACK = new Set([
  'voided',
  'failed',
  'processor_declined',
  'gateway_rejected',
  'settlement_declined',
  'authorization_expired',
]);

function toRefund(t: Transaction): BraintreeRefund | null {
  if (t.type !== 'credit' || !t.refundedTransactionId) return null;
  return {
    id: t.id,
    saleId: t.refundedTransactionId,
    amountMinor: parseAmountMinor(t.amount),
    currency: t.currencyIsoCode?.toUpperCase() ?? null,
    isMoneyBack: !NOTHING_BACK.has(t.status),
  };
}

type MoneyBackSearches = Pick<BraintreeGateway, 'refundsSince' | 'refundsOf' | 'voidsSince'>;

export function moneyBackSearches(gateway: SdkGateway): MoneyBackSearches {
  /** Every transaction a search matches (the SDK asks for the ids, then pages of 50). */
  async function search(build: (search: TransactionSearch) => void): Promise<Transaction[]> {
    const found: Transaction[] = [];
    for await (const transaction of gateway.transaction.search(build)) found.push(transaction);
    return found;
  }
  const refundsIn = (transactions: Transaction[]) =>
    transactions.map(toRefund).filter((r): r is BraintreeRefund => r !== null);

  return {
    async refundsSince(since) {
      return refundsIn(
        await search((s) => {
          s.type().is('credit');
          s.createdAt().min(since);
        }),
      );
    },

    async refundsOf(saleId) {
      const sold = await gateway.transaction.find(saleId);
      const ids = sold.refundIds ?? [];
      if (ids.length === 0) return [];
      return refundsIn(await search((s) => s.ids().in(ids)));
    },

    async voidsSince(since) {
      const voided = await search((s) => {
        s.type().is('sale');
        s.status().is('voided');
        s.voidedAt().min(since);
      });
      return voided.map((t) => ({
        saleId: t.id,
        amountMinor: parseAmountMinor(t.amount),
        currency: t.currencyIsoCode?.toUpperCase() ?? null,
      }));
    },
  };
}
