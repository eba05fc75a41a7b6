import { referralRewardCents } from '@degreeworth/core';
import type { Db } from '../../db/client';
import { findReferrerId, insertRewardOnce, markRewardOfPaymentReversed } from './repository';

/**
 * Referral rewards as the payments ledger earns and reverses them (decision 016).
 * Both run inside the ledger's transaction, under the payment's row lock, so a reward follows
 * the plan exactly: made by the event that activates it, reversed by the one that ends it.
 */

/** What activated the plan: the buyer and the payment as the server priced and recorded it. */
export interface ActivatingPayment {
  buyerId: string;
  paymentId: string;
  /** provider `manual` is a grant by support (npm run plan:grant): it earns nothing. */
  provider: string;
  amountMinor: number;
}

/**
 * A referred buyer's first purchase earns their referrer referralRewardCents(amount paid),
 * once per referred account (a replayed or parallel success adds nothing). Manual grants and
 * free subscriptions earn nothing: nobody paid.
 */
export async function recordReferralReward(tx: Db, payment: ActivatingPayment): Promise<void> {
  if (payment.provider === 'manual' || payment.amountMinor <= 0) return;
  const referrerId = await findReferrerId(tx, payment.buyerId);
  if (!referrerId || referrerId === payment.buyerId) return;
  await insertRewardOnce(tx, {
    referrerId,
    referredUserId: payment.buyerId,
    kind: 'purchase',
    paymentId: payment.paymentId,
    amountCents: referralRewardCents(payment.amountMinor),
  });
}

/** A refund or a lost dispute of the payment: the reward it earned (if any) is reversed. */
export async function reverseReferralReward(tx: Db, paymentId: string): Promise<void> {
  await markRewardOfPaymentReversed(tx, paymentId);
}
