import type { PaymentStatus } from '../../db/schema';

/**
 * When a refund ends the plan (decision 032): only once the whole amount the server
 * priced is back, read from the provider's cumulative figure (Stripe's `amount_refunded`,
 * PayPal's `total_refunded_amount`, the sum of Braintree's refund transactions). A partial
 * refund is kept in the payment's history with a note and leaves the plan as it is; a later
 * refund that completes the amount ends it.
 */

/** Money in minor units and its ISO currency. */
export interface Money {
  amountMinor: number;
  currency: string;
}

/** What a refund event does: end the plan (`refunded`), or only be recorded (null), and why. */
export interface RefundReading {
  status: Extract<PaymentStatus, 'refunded'> | null;
  note: string;
}

/** 1000 → "10.00" (the currencies we sell in have two decimals). */
const decimal = (minor: number) =>
  `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

/**
 * `back` is the money back so far, as the provider says; undefined when it gave no figure. A
 * refund that cannot be sized (no figure, another currency) is read as a full one: a buyer whose
 * money may all be back never keeps the plan because of a figure we could not read.
 */
export function readRefund(priced: Money, back: Money | undefined): RefundReading {
  if (!back) return { status: 'refunded', note: 'refund: the provider gave no amount' };
  const of = `of ${decimal(priced.amountMinor)} ${priced.currency}`;
  if (back.currency !== priced.currency)
    return {
      status: 'refunded',
      note: `refund: ${decimal(back.amountMinor)} ${back.currency} back, the payment was ${of.slice(3)}`,
    };
  if (back.amountMinor < priced.amountMinor)
    return { status: null, note: `partial refund: ${decimal(back.amountMinor)} ${of} back` };
  return { status: 'refunded', note: `refund: ${decimal(back.amountMinor)} ${of} back` };
}
