import { eq } from 'drizzle-orm';
import {
  CURRENCY,
  hasFullAccess,
  PAYMENT_TEXTS,
  PLANS,
  PRICE_MINOR_UNITS,
  PRODUCT_NAME,
} from '@degreeworth/core';
import { users } from '../../db/schema';
import { receiptMail } from '../../lib/emails';
import { personLanguage } from '../../lib/language';
import { AppError, BadRequestError, ConflictError } from '../../lib/errors';
import type { UserRow } from '../../lib/sessions';
import { findUserById } from '../../accounts/users-repository';
import { appLink, sendVerificationMail, startSession, type AccountKit } from '../../accounts/kit';
import {
  applyPaymentEvent,
  claimBuyerToken,
  findPayment,
  type AppliedEvent,
  type AssignBuyer,
  type PaymentRef,
} from './ledger';
import type { Charge, ProviderPayment, WebhookEvent } from './providers/types';
import { readRefund } from './refunds';

/**
 * The rules every payment method shares: who buys, at what price, and what a
 * provider's answer does to the plan. The routes of each method only talk to their provider.
 */

/** The buyer of a purchase: the signed-in user, or a visitor known by the e-mail they typed. */
export interface Buyer {
  user: UserRow | null;
  email: string;
}

/** 402: the provider refused the money (a declined card); nothing was charged. */
export class PaymentDeclinedError extends AppError {
  constructor(reason: string | undefined) {
    super(
      402,
      'PAYMENT_DECLINED',
      `The payment was not completed${reason ? `: ${reason.replace(/\.$/, '')}` : ''}. No money was taken.`,
    );
  }
}

/** Which method a payment was made with, for the receipt. */
export const METHOD_NAMES = {
  stripe: 'card',
  googlepay: 'Google Pay',
  paypal: 'PayPal',
  applepay: 'Apple Pay',
} as const;
export type MethodName = keyof typeof METHOD_NAMES;

export function createPurchases(kit: AccountKit) {
  const { db } = kit;

  /** Makes the visitor's account (unverified, no password) unless the address has one. */
  const assignBuyer: AssignBuyer = async (tx, email) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (existing) return { userId: existing.id, created: false };
    const [created] = await tx
      .insert(users)
      .values({ name: email.split('@')[0]!.slice(0, 100), email })
      .returning({ id: users.id });
    return { userId: created!.id, created: true };
  };

  const findUser = (id: string) => findUserById(db, id);

  /**
   * Whether the account already holds the lifetime plan (core hasFullAccess on its own plan
   * fields). A student's access through an institute subscription does not count: it ends with
   * the subscription, so buying the lifetime plan is not paying twice (decision 015).
   */
  const ownsIndividualPro = (user: UserRow) =>
    hasFullAccess({
      subscription_id: user.subscriptionId,
      transaction_id: user.transactionId,
      institute_subscription_active: false,
    });

  /** What a refund event means for this payment, against the amount the server priced. */
  async function readRefundOf(ref: PaymentRef, event: WebhookEvent) {
    const row = await findPayment(db, ref);
    return row
      ? readRefund({ amountMinor: row.amountMinor, currency: row.currency }, event.refunded)
      : undefined;
  }

  /** After the first success: the receipt, and the verification link for an account it made. */
  async function afterActivation(applied: AppliedEvent, ref: PaymentRef) {
    if (applied.outcome !== 'activated' || !applied.userId) return;
    const [user, row] = await Promise.all([findUser(applied.userId), findPayment(db, ref)]);
    if (!user || !row) return;
    const method = METHOD_NAMES[row.method as MethodName] ?? row.method;
    // The link brings no password: the buyer typed none, and the owner chooses one when needed.
    if (applied.accountCreated && !user.emailVerifiedAt)
      await sendVerificationMail(kit, user, { passwordHash: null });
    await kit.outbox.enqueue('receipt', {
      to: user.email,
      ...receiptMail(
        {
          reference: `${ref.provider}:${ref.providerId}`,
          method,
          paidAt: new Date(),
          loginUrl: appLink(kit, 'home'),
        },
        personLanguage(user),
      ),
    });
  }

  return {
    db,

    /**
     * Who is buying: a signed-in user (their account's address; 409 when the plan is already
     * theirs), else a visitor, who must give an e-mail (the e-mail field of the pricing page).
     */
    buyer(user: UserRow | null, email: string | undefined): Buyer {
      if (user) {
        if (ownsIndividualPro(user)) throw new ConflictError(PAYMENT_TEXTS.alreadyActive);
        return { user, email: user.email };
      }
      if (!email) throw new BadRequestError(PAYMENT_TEXTS.emailRequired);
      return { user: null, email: email.toLowerCase() };
    },

    /** What the server charges: one price, in core, whatever the client said. */
    charge(buyer: Buyer): Charge {
      return {
        amountMinor: PRICE_MINOR_UNITS,
        currency: CURRENCY,
        email: buyer.email,
        description: `${PRODUCT_NAME} ${PLANS.individualPro.name} (${PLANS.individualPro.period})`,
      };
    },

    /** A new order or intent, as the server priced it. */
    paymentFor(buyer: Buyer, method: MethodName, provider: string, providerId: string) {
      const charge = this.charge(buyer);
      return {
        provider,
        method,
        providerId,
        userId: buyer.user?.id ?? null,
        email: buyer.email,
        amountMinor: charge.amountMinor,
        currency: charge.currency,
      };
    },

    /** The recorded payment, or 404 (an id this server never made). */
    async recorded(ref: PaymentRef) {
      const row = await findPayment(db, ref);
      if (!row) throw new AppError(404, 'NOT_FOUND', PAYMENT_TEXTS.unknownPayment);
      return row;
    },

    /**
     * Applies what the provider's own API said after a capture, confirmation or payment call,
     * and answers the caller: 402 declined, 409 still processing, else the result. `caller` is
     * the signed-in user or the visitor's e-mail; only a visitor whose purchase made a new
     * account gets a sign-in token, once.
     */
    async settle(
      paid: ProviderPayment,
      source: string,
      caller: { user: UserRow | null; email: string | undefined },
    ) {
      const ref = { provider: paid.provider, providerId: paid.providerId };
      const applied = await applyPaymentEvent(db, ref, paid.status, source, {
        captureId: paid.captureId,
        charged: { amountMinor: paid.amountMinor, currency: paid.currency },
        assignBuyer,
      });
      if (applied.outcome === 'unknown') throw new BadRequestError(PAYMENT_TEXTS.unknownPayment);
      await afterActivation(applied, ref);
      if (paid.status === 'failed') throw new PaymentDeclinedError(paid.failureMessage);
      if (paid.status === 'created') throw new ConflictError(PAYMENT_TEXTS.pending);
      const row = await findPayment(db, ref);
      if (!row?.planActivatedAt || row.planEndedAt)
        throw new ConflictError('This payment does not activate a plan. Please contact us.');
      return this.answer(row, caller);
    },

    /** The success answer: which message, and the one token a visitor's new account gets. */
    async answer(
      row: NonNullable<Awaited<ReturnType<typeof findPayment>>>,
      caller: { user: UserRow | null; email: string | undefined },
    ) {
      if (caller.user && caller.user.id === row.userId)
        return { success: true as const, message: PAYMENT_TEXTS.paidSignedIn, token: null };
      const sameBuyer = caller.email?.toLowerCase() === row.email;
      const claimed =
        row.accountCreated && sameBuyer ? await claimBuyerToken(db, row.id) : undefined;
      const user = claimed && (await findUser(claimed.userId));
      if (claimed && user)
        return {
          success: true as const,
          message: PAYMENT_TEXTS.paidNewAccount,
          // The epoch read with the claim's checks: a proof of the address after them ends it.
          token: await startSession(kit, { ...user, sessionEpoch: claimed.sessionEpoch }, 'user'),
        };
      return {
        success: true as const,
        message: row.accountCreated
          ? PAYMENT_TEXTS.paidNewAccount
          : PAYMENT_TEXTS.paidExistingAccount,
        token: null,
      };
    },

    /**
     * A verified webhook event, or what a reconciliation read from the provider (its own
     * `source`): applied like any other, its id keeping replays out. A refund ends the plan
     * only once the whole price is back (refunds.ts); a partial one is recorded with a note.
     */
    async applyWebhook(ref: PaymentRef, event: WebhookEvent, source = `webhook:${event.type}`) {
      const refund = event.status === 'refunded' ? await readRefundOf(ref, event) : undefined;
      const applied = await applyPaymentEvent(
        db,
        ref,
        refund ? refund.status : event.status,
        source,
        {
          eventId: event.eventId,
          captureId: event.captureId,
          charged:
            event.amountMinor !== undefined
              ? { amountMinor: event.amountMinor, currency: event.currency ?? null }
              : undefined,
          assignBuyer,
          note: refund?.note,
        },
      );
      await afterActivation(applied, ref);
      return applied.outcome;
    },
  };
}

export type Purchases = ReturnType<typeof createPurchases>;
