import Stripe from 'stripe';
import type { StripeConfig } from '../../../config-payments';
import {
  ProviderRefusedError,
  WebhookRejectedError,
  type Charge,
  type ProviderPayment,
  type StripeGateway,
  type WebhookEvent,
  type WebhookInput,
} from './types';

/**
 * The Stripe gateway: card payments confirmed in the browser by the Payment Element,
 * and Google Pay card tokens charged here. Only the official SDK talks to Stripe; amounts and
 * currency always come from the server's Charge. The API version is the SDK's own (pinned with
 * the package), so the types below match what Stripe answers.
 */

export const TOKEN_REFUSED = 'This payment token cannot be used. Please try again.';
export const WEBHOOKS_NOT_CONFIGURED = 'Stripe webhooks are not configured on this server.';

/** Ids are checked before any request: a malformed one can never name a payment. */
const INTENT_ID = /^pi_[A-Za-z0-9_]+$/;
const TOKEN_ID = /^tok_[A-Za-z0-9_]+$/;
/** What the purchase is, in Stripe's dashboard and in exports. */
const METADATA = { product: 'individual_pro' };

/**
 * A short timeout (the default is 80 s) and one retry: the SDK sends an idempotency key with
 * every POST, so a retried create or charge never makes a second payment.
 */
function clientOptions(config: StripeConfig): Stripe.StripeConfig {
  const base: Stripe.StripeConfig = { timeout: 20_000, maxNetworkRetries: 1 };
  if (!config.apiUrl) return base;
  const url = new URL(config.apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    ...base,
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

export function createStripeGateway(config: StripeConfig): StripeGateway {
  const stripe = new Stripe(config.secretKey, clientOptions(config));

  return {
    name: 'stripe',

    async createIntent(charge) {
      const intent = await stripe.paymentIntents.create({
        ...intentFields(charge),
        automatic_payment_methods: { enabled: true },
      });
      // Stripe always returns the secret to the key that created the intent.
      return { providerId: intent.id, clientSecret: intent.client_secret! };
    },

    async retrieveIntent(paymentIntentId) {
      if (!INTENT_ID.test(paymentIntentId)) return null;
      try {
        return toPayment(await stripe.paymentIntents.retrieve(paymentIntentId));
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && isMissing(err)) return null;
        throw err;
      }
    },

    async chargeToken(tokenId, charge) {
      if (!TOKEN_ID.test(tokenId)) throw new ProviderRefusedError(TOKEN_REFUSED);
      try {
        const intent = await stripe.paymentIntents.create({
          ...intentFields(charge),
          confirm: true,
          payment_method_data: tokenPaymentMethod(tokenId),
          // Nobody is in the browser to follow a redirect or a 3-D Secure challenge: such a
          // card fails now (a card error with the intent) instead of waiting for ever.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          error_on_requires_action: true,
        });
        return toPayment(intent);
      } catch (err) {
        return refusedCharge(err);
      }
    },

    async readWebhook(input) {
      return readWebhook(stripe, config.webhookSecret, input);
    },
  };
}

function intentFields(charge: Charge) {
  return {
    amount: charge.amountMinor,
    currency: charge.currency.toLowerCase(),
    receipt_email: charge.email,
    description: charge.description,
    metadata: METADATA,
  };
}

/**
 * A card token as a one-off PaymentMethod. The SDK's types leave `card` out of
 * `payment_method_data` (raw card numbers are not for servers), but Stripe's API takes
 * `card[token]` there, as in `paymentMethods.create({ type: 'card', card: { token } })`.
 */
type TokenPaymentMethod = Stripe.PaymentIntentCreateParams.PaymentMethodData & {
  card: { token: string };
};
function tokenPaymentMethod(tokenId: string): TokenPaymentMethod {
  return { type: 'card', card: { token: tokenId } };
}

/** A declined card is a failed payment with its intent; a token Stripe refuses is the buyer's. */
function refusedCharge(err: unknown): ProviderPayment {
  if (err instanceof Stripe.errors.StripeCardError) {
    if (err.payment_intent)
      return { ...toPayment(err.payment_intent), status: 'failed', failureMessage: err.message };
    throw new ProviderRefusedError(err.message);
  }
  if (err instanceof Stripe.errors.StripeInvalidRequestError)
    throw new ProviderRefusedError(TOKEN_REFUSED);
  throw err;
}

function isMissing(err: Stripe.errors.StripeInvalidRequestError): boolean {
  return err.code === 'resource_missing' || err.statusCode === 404;
}

/**
 * Stripe's statuses in ours. `requires_payment_method` is both "no card yet" and "the last card
 * was declined": only the error tells them apart. Everything still in progress is `created`.
 */
function toPayment(intent: Stripe.PaymentIntent): ProviderPayment {
  const error = intent.last_payment_error?.message;
  const base = {
    provider: 'stripe' as const,
    providerId: intent.id,
    amountMinor: intent.amount,
    currency: intent.currency.toUpperCase(),
  };
  if (intent.status === 'succeeded') return { ...base, status: 'succeeded' };
  if (intent.status === 'canceled')
    return { ...base, status: 'failed', failureMessage: error ?? 'The payment was canceled.' };
  if (intent.status === 'requires_payment_method' && intent.last_payment_error)
    return { ...base, status: 'failed', ...(error ? { failureMessage: error } : {}) };
  return { ...base, status: 'created' };
}

async function readWebhook(
  stripe: Stripe,
  secret: string | undefined,
  { rawBody, headers }: WebhookInput,
): Promise<WebhookEvent> {
  if (!secret) throw new WebhookRejectedError(WEBHOOKS_NOT_CONFIGURED);
  const signature = headers['stripe-signature'];
  if (typeof signature !== 'string') throw new WebhookRejectedError();
  let event: Stripe.Event;
  try {
    // Checks the signature over the exact bytes and the timestamp (5 minutes' tolerance).
    event = stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw new WebhookRejectedError();
  }
  const object: unknown = event.data?.object;
  if (typeof object !== 'object' || object === null || typeof event.id !== 'string')
    throw new WebhookRejectedError();
  return {
    provider: 'stripe',
    eventId: event.id,
    type: event.type,
    ...meaning(event.type, object as Record<string, unknown>),
  };
}

type Meaning = Pick<
  WebhookEvent,
  'providerId' | 'status' | 'amountMinor' | 'currency' | 'refunded'
>;

/** What one event says about which payment; refunds and disputes name the charge's intent. */
function meaning(type: string, object: Record<string, unknown>): Meaning {
  const intentId = text(object.payment_intent);
  switch (type) {
    case 'payment_intent.succeeded':
      return {
        ...named(text(object.id), 'succeeded'),
        amountMinor: num(object.amount_received) ?? num(object.amount),
        currency: text(object.currency)?.toUpperCase(),
      };
    case 'payment_intent.payment_failed':
      return named(text(object.id), 'failed');
    case 'charge.refunded':
      // Sent for every refund, partial ones too: the charge's amount_refunded is the money back
      // so far, and the purchase rules end the plan only once it is the whole price.
      return { ...named(intentId, 'refunded'), ...refundedSoFar(object) };
    case 'charge.dispute.closed':
      return named(intentId, object.status === 'lost' ? 'dispute_lost' : null);
    case 'charge.dispute.created':
      return named(intentId, null);
    default: {
      const id = text(object.id);
      return named(intentId ?? (id?.startsWith('pi_') ? id : undefined), null);
    }
  }
}

/** A charge's cumulative refunds ({ amount_refunded, currency }); nothing when it lacks them. */
function refundedSoFar(charge: Record<string, unknown>): Pick<Meaning, 'refunded'> {
  const amountMinor = num(charge.amount_refunded);
  const currency = text(charge.currency)?.toUpperCase();
  return amountMinor !== undefined && currency ? { refunded: { amountMinor, currency } } : {};
}

/** Without a payment to name, an event can only be recorded. */
function named(providerId: string | undefined, status: WebhookEvent['status']): Meaning {
  return providerId ? { providerId, status } : { status: null };
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
const num = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : undefined);
