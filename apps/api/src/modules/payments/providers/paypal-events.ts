import type { PaymentStatus } from '../../../db/schema';
import { WebhookRejectedError, type WebhookEvent } from './types';

/**
 * PayPal's amounts and webhook events, as plain functions. Webhook bodies are PayPal's
 * raw JSON (snake_case), not the SDK's models: the SDK does not read webhooks.
 */

/** 2500 → "25.00": PayPal takes a decimal string (two decimals for the currencies we sell in). */
export function toPayPalValue(amountMinor: number): string {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0)
    throw new Error(`PayPal: invalid amount ${amountMinor}`);
  return (amountMinor / 100).toFixed(2);
}

/** "25.00" → 2500, exactly (no float arithmetic: 10.15 * 100 is 1014.999…); null if unexpected. */
export function toMinorUnits(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** A verified event as PayPal sends it: id, event_type and the resource it is about. */
export interface PayPalEventBody {
  id: string;
  event_type: string;
  resource: Json;
  /** The whole event, as parsed: PayPal's verification is sent the event itself. */
  body: Json;
}

/** Parses the raw body; anything that is not a PayPal event is rejected before verification. */
export function parseEventBody(rawBody: Buffer): PayPalEventBody {
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookRejectedError();
  }
  if (!isObject(body)) throw new WebhookRejectedError();
  const id = text(body.id);
  const type = text(body.event_type);
  if (!id || !type || !isObject(body.resource)) throw new WebhookRejectedError();
  return { id, event_type: type, resource: body.resource, body };
}

/** The amount of a capture or refund resource ({ currency_code, value }). */
function amountOf(resource: Json): { amountMinor?: number; currency?: string } {
  if (!isObject(resource.amount)) return {};
  const amountMinor = toMinorUnits(resource.amount.value) ?? undefined;
  const currency = text(resource.amount.currency_code)?.toUpperCase();
  return { amountMinor, currency };
}

/**
 * The money back so far on a capture, from a refund (or reversal) resource: PayPal's cumulative
 * `seller_payable_breakdown.total_refunded_amount`. The refund's own `amount` is not used in its
 * place: after an earlier partial refund it would understate what went back. Without the figure
 * nothing is returned, and the refund reads as a full one.
 */
function refundedOf(resource: Json): Pick<WebhookEvent, 'refunded'> {
  const breakdown = isObject(resource.seller_payable_breakdown)
    ? resource.seller_payable_breakdown
    : {};
  const total = isObject(breakdown.total_refunded_amount) ? breakdown.total_refunded_amount : {};
  const amountMinor = toMinorUnits(total.value);
  const currency = text(total.currency_code)?.toUpperCase();
  return amountMinor !== null && currency ? { refunded: { amountMinor, currency } } : {};
}

/** A capture names its order in supplementary_data.related_ids.order_id. */
function orderIdOf(resource: Json): string | undefined {
  const related = isObject(resource.supplementary_data)
    ? resource.supplementary_data.related_ids
    : undefined;
  return isObject(related) ? text(related.order_id) : undefined;
}

/** A refund (or reversal) names its capture only by its "up" link: …/v2/payments/captures/{id}. */
function upCaptureIdOf(resource: Json): string | undefined {
  if (!Array.isArray(resource.links)) return undefined;
  for (const link of resource.links) {
    if (!isObject(link) || link.rel !== 'up') continue;
    const match = /\/v2\/payments\/captures\/([^/?#]+)/.exec(text(link.href) ?? '');
    if (match) return decodeURIComponent(match[1]!);
  }
  return undefined;
}

/** A dispute names the capture it is about as the seller's transaction id. */
function disputedCaptureIdOf(resource: Json): string | undefined {
  const [first] = Array.isArray(resource.disputed_transactions)
    ? resource.disputed_transactions
    : [];
  return isObject(first) ? text(first.seller_transaction_id) : undefined;
}

function disputeStatus(resource: Json): PaymentStatus | null {
  const outcome = isObject(resource.dispute_outcome) ? resource.dispute_outcome : {};
  return outcome.outcome_code === 'RESOLVED_BUYER_FAVOUR' ? 'dispute_lost' : null;
}

type EventMeaning = Omit<WebhookEvent, 'provider' | 'eventId' | 'type'>;

/** What each event type means for the payment; types we only record map to status null. */
function meaningOf(type: string, resource: Json): EventMeaning {
  switch (type) {
    case 'PAYMENT.CAPTURE.COMPLETED':
    case 'PAYMENT.CAPTURE.DENIED':
      return {
        captureId: text(resource.id),
        providerId: orderIdOf(resource),
        status: type === 'PAYMENT.CAPTURE.COMPLETED' ? 'succeeded' : 'failed',
        ...amountOf(resource),
      };
    case 'PAYMENT.CAPTURE.REFUNDED':
    case 'PAYMENT.CAPTURE.REVERSED':
      // Partial refunds send this event too; the figure decides (decision 032).
      return { captureId: upCaptureIdOf(resource), status: 'refunded', ...refundedOf(resource) };
    case 'CUSTOMER.DISPUTE.RESOLVED':
      return { captureId: disputedCaptureIdOf(resource), status: disputeStatus(resource) };
    case 'CHECKOUT.ORDER.APPROVED':
      return { providerId: text(resource.id), status: null };
    default:
      return { status: null };
  }
}

/** Maps a verified event; undefined fields are left out so callers can spread the result. */
export function mapPayPalEvent(event: PayPalEventBody): WebhookEvent {
  const meaning = Object.fromEntries(
    Object.entries(meaningOf(event.event_type, event.resource)).filter(([, v]) => v !== undefined),
  ) as EventMeaning;
  return {
    provider: 'paypal',
    eventId: event.id,
    type: event.event_type,
    ...meaning,
    status: meaning.status ?? null,
  };
}
