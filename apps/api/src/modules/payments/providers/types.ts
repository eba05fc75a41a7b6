import type { IncomingHttpHeaders } from 'node:http';
import type { PaymentStatus } from '../../../db/schema';
import { BadRequestError } from '../../../lib/errors';

/**
 * The payment-provider interface of ours. Each provider is reached only through its
 * official server SDK (`stripe`, `@paypal/paypal-server-sdk`, `braintree`) inside one file of
 * `providers/`; the purchase service and the routes see only these shapes. Amounts are integer
 * minor units (cents) everywhere; the server chooses them (core's PRICE_MINOR_UNITS), never the
 * client.
 */
export type ProviderName = 'stripe' | 'paypal' | 'braintree';

/** What the server charges for one purchase. */
export interface Charge {
  amountMinor: number;
  /** ISO 4217, upper case ("USD"). */
  currency: string;
  /** The buyer's e-mail (receipt, provider's records). */
  email: string;
  /** Shown on the buyer's statement / the provider's dashboard. */
  description: string;
}

/**
 * What the provider's own API says about one payment, read by the server (never taken from
 * the client). `status` is `created` while the provider has not decided yet (a Stripe intent
 * still processing or waiting for the card), `succeeded` when the money was taken, `failed`
 * when it was refused.
 */
export interface ProviderPayment {
  provider: ProviderName;
  /** Our key for the payment: Stripe PaymentIntent id, PayPal order id, Braintree transaction id. */
  providerId: string;
  status: Extract<PaymentStatus, 'created' | 'succeeded' | 'failed'>;
  /** What the provider says was charged (null when it does not say). */
  amountMinor: number | null;
  currency: string | null;
  /** The provider's reason, for the buyer, when it failed ("Your card was declined."). */
  failureMessage?: string;
  /** PayPal: the capture id (refund and dispute webhooks name the capture, not the order). */
  captureId?: string;
}

/**
 * One webhook event, after its signature or origin was verified. It names the payment by
 * `providerId` or, when the provider only gives that, by `captureId` (PayPal). `status` is
 * what the event means for the payment; null for event types that are only recorded.
 */
export interface WebhookEvent {
  provider: ProviderName;
  /** The provider's event id (replays are recorded once per id) and type ("charge.refunded"). */
  eventId: string;
  type: string;
  providerId?: string;
  captureId?: string;
  status: PaymentStatus | null;
  /** When the event carries them (success events): checked against what the server priced. */
  amountMinor?: number;
  currency?: string;
  /**
   * Refund events: the money back so far, the provider's cumulative figure (Stripe's charge
   * `amount_refunded`, PayPal's `total_refunded_amount`), in minor units. Only when it reaches
   * what the server priced does the refund end the plan (decision 032); without a figure a
   * refund is read as a full one.
   */
  refunded?: { amountMinor: number; currency: string };
}

/** A webhook request as it arrived: the exact bytes (signatures cover them) and the headers. */
export interface WebhookInput {
  rawBody: Buffer;
  headers: IncomingHttpHeaders;
}

export const WEBHOOK_REJECTED = 'Webhook rejected: the signature or payload could not be verified.';

/** A webhook whose signature, origin or payload does not check out: 400, nothing changes. */
export class WebhookRejectedError extends BadRequestError {
  constructor(message: string = WEBHOOK_REJECTED) {
    super(message);
  }
}

/**
 * A provider refused a request because of its input (unknown id, a nonce or token used twice,
 * a card declined before any payment existed): 400 with the provider's reason, nothing changes.
 * Network failures and the provider's own 5xx are not this: they are thrown as they are and end
 * as 502/503 by the error handler of the payment routes.
 */
export class ProviderRefusedError extends BadRequestError {}

/** Every provider verifies and reads its own webhooks. */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** Throws WebhookRejectedError for a bad signature or a malformed payload. */
  readWebhook(input: WebhookInput): Promise<WebhookEvent>;
}

/** Card payment (Stripe Payment Element) and Google Pay tokens charged through Stripe. */
export interface StripeGateway extends PaymentProvider {
  readonly name: 'stripe';
  createIntent(charge: Charge): Promise<{ providerId: string; clientSecret: string }>;
  /** The intent as Stripe has it; null when Stripe has no such intent. */
  retrieveIntent(paymentIntentId: string): Promise<ProviderPayment | null>;
  /**
   * Google Pay: charges a Stripe card token (`tok_…`, from Google Pay's Stripe tokenization)
   * with a confirmed PaymentIntent. A declined card is a `failed` payment (with its id); a token
   * Stripe refuses outright (unknown, used twice) is a ProviderRefusedError.
   */
  chargeToken(tokenId: string, charge: Charge): Promise<ProviderPayment>;
}

/** The redirect-style wallet: PayPal Orders v2. */
export interface PayPalGateway extends PaymentProvider {
  readonly name: 'paypal';
  createOrder(charge: Charge): Promise<{ providerId: string }>;
  /**
   * Captures an approved order. An order PayPal does not know: null. An order already
   * captured: its completed capture (status `succeeded`), so a repeated capture is harmless.
   * Not approved by the buyer yet: ProviderRefusedError.
   */
  captureOrder(orderId: string): Promise<ProviderPayment | null>;
}

/** One refund of a Braintree sale: a "credit" transaction that names the sale. */
export interface BraintreeRefund {
  id: string;
  saleId: string;
  amountMinor: number | null;
  currency: string | null;
  /** False for a refund that gave nothing back (voided before it settled, failed, declined). */
  isMoneyBack: boolean;
}

/** A sale voided before it settled: the buyer's money was never taken. */
export interface BraintreeVoid {
  saleId: string;
  amountMinor: number | null;
  currency: string | null;
}

/** The device wallet's processor: Apple Pay nonces charged through Braintree. */
export interface BraintreeGateway extends PaymentProvider {
  readonly name: 'braintree';
  clientToken(): Promise<string>;
  /**
   * A sale, submitted for settlement. Processor declines are a `failed` payment (with the
   * transaction id); a nonce Braintree refuses (unknown, consumed) is a ProviderRefusedError.
   */
  sale(paymentMethodNonce: string, charge: Charge): Promise<ProviderPayment>;
  /**
   * Braintree sends no webhook for a refund or a void: the server asks (reconcile.ts). Refunds
   * created since `since`, by a transaction search.
   */
  refundsSince(since: Date): Promise<BraintreeRefund[]>;
  /** Every refund of one sale, however old: the sale's refund ids, then a search by id. */
  refundsOf(saleId: string): Promise<BraintreeRefund[]>;
  /** Sales voided since `since`. */
  voidsSince(since: Date): Promise<BraintreeVoid[]>;
}

/** Apple Pay merchant validation (the merchant identity certificate is ours). */
export interface ApplePayMerchant {
  /**
   * Asks Apple, at `validationURL`, for a merchant session and returns it unchanged (it holds
   * `merchantSessionIdentifier`). A URL outside Apple's validation hosts is refused with a
   * BadRequestError before any request is made.
   */
  validate(validationURL: string): Promise<Record<string, unknown>>;
}

/** The configured providers; null where the keys are not set (that method is unavailable). */
export interface PaymentProviders {
  stripe: StripeGateway | null;
  paypal: PayPalGateway | null;
  braintree: BraintreeGateway | null;
  applePay: ApplePayMerchant | null;
}
