import {
  CURRENCY,
  ERROR_CODES,
  isPriceInDollars,
  methodUnavailable,
  PAYMENT_TEXTS,
  PRICE_MINOR_UNITS,
  type PaymentResult,
} from '@degreeworth/core';
import { AppError, BadRequestError } from '../../lib/errors';
import { enforceLimits, LIMIT_WINDOW_SECONDS } from '../../lib/limits';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { UserRow } from '../../lib/sessions';
import { findRefByCapture, recordPayment } from './ledger';
import type { Buyer, MethodName, Purchases } from './purchase';
import type {
  PaymentProvider,
  PaymentProviders,
  ProviderName,
  WebhookInput,
} from './providers/types';

/**
 * The payment calls: each checks the price and the buyer, asks its
 * provider, and hands the provider's answer to the shared purchase rules.
 */

/**
 * Payment starts (an intent, an order, a charge) per client address per LIMIT_WINDOW_SECONDS:
 * a class of 40 buying behind one school address fits; card testing from one address does not.
 */
export const PAYMENT_STARTS_PER_ADDRESS = 60;

/**
 * Apple Pay's two preparatory calls, each of which makes us call a provider (Braintree for a
 * client token, Apple for a merchant session), per client address per LIMIT_WINDOW_SECONDS.
 * A purchase needs one client token (asked when the Apple Pay view opens)
 * and one validation (each time the Apple Pay sheet opens). A class of 40 behind one school
 * address, each opening the view or the sheet up to three times (a cancelled sheet, a reopened
 * modal), makes 120 of each; a script looping on them is stopped there.
 */
export const APPLE_PAY_CALLS_PER_ADDRESS = 120;

/**
 * The same calls per signed-in account (from any address): one buyer needs one or two; ten in
 * a window is someone reopening the sheet often, more is a script with a session.
 */
export const APPLE_PAY_CALLS_PER_ACCOUNT = 10;

/**
 * PayPal webhook deliveries per sending address per LIMIT_WINDOW_SECONDS: each one makes us
 * ask PayPal's verify-webhook-signature. PayPal sends one delivery per event, and may send many
 * from one of its addresses: a class of 40 buying at once is about 40 captures (80 with a later
 * refund or dispute each), and PayPal retries a failed delivery up to 25 times over three days
 * (a few an hour). 300 holds several classes at once with their retries; a delivery refused
 * with 429 is delivered again later. A forger spends at most 300 verifications per address.
 */
export const PAYPAL_WEBHOOKS_PER_ADDRESS = 300;

export const PROVIDER_DOWN =
  'The payment provider could not be reached. Please try again in a moment.';

const METHOD_LABELS = {
  stripe: 'Card payment',
  paypal: 'PayPal',
  googlePay: 'Google Pay',
  braintree: 'Apple Pay',
  applePay: 'Apple Pay',
} as const;

/** Who calls: the signed-in user (or null) and the e-mail a visitor typed. */
export interface Caller {
  user: UserRow | null;
  email: string | undefined;
  ip: string;
}

/** A provider's own failure (network, its 5xx) is a 502 with a plain message, never a 500. */
async function ask<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw Object.assign(new AppError(502, ERROR_CODES.unavailable, PROVIDER_DOWN), { cause: err });
  }
}

export function createPaymentsService(deps: {
  providers: PaymentProviders;
  purchases: Purchases;
  limiter: RateLimiter;
  /** Google Pay is offered (GOOGLE_PAY_ENVIRONMENT set) and charged through Stripe. */
  googlePayEnabled: boolean;
}) {
  const { providers, purchases } = deps;

  function need<K extends keyof PaymentProviders>(key: K): NonNullable<PaymentProviders[K]> {
    const provider = providers[key];
    if (!provider)
      throw new AppError(404, ERROR_CODES.notConfigured, methodUnavailable(METHOD_LABELS[key]));
    return provider as NonNullable<PaymentProviders[K]>;
  }

  const start = (ip: string) =>
    enforceLimits(
      deps.limiter,
      [
        {
          key: `payment-start:ip:${ip}`,
          max: PAYMENT_STARTS_PER_ADDRESS,
          windowSeconds: LIMIT_WINDOW_SECONDS,
        },
      ],
      'Too many payment attempts.',
    );

  /** Per address, and per account for a signed-in caller (visitors have only an address). */
  const preparatory = (name: string, caller: Pick<Caller, 'user' | 'ip'>) =>
    enforceLimits(deps.limiter, [
      {
        key: `${name}:ip:${caller.ip}`,
        max: APPLE_PAY_CALLS_PER_ADDRESS,
        windowSeconds: LIMIT_WINDOW_SECONDS,
      },
      ...(caller.user
        ? [
            {
              key: `${name}:acct:${caller.user.id}`,
              max: APPLE_PAY_CALLS_PER_ACCOUNT,
              windowSeconds: LIMIT_WINDOW_SECONDS,
            },
          ]
        : []),
    ]);

  function checkDollars(amount: number | string) {
    if (!isPriceInDollars(amount)) throw new BadRequestError(PAYMENT_TEXTS.amountMismatch);
  }

  /** Before any provider call: the buyer (409 / 400 e-mail rules), then the address's limit. */
  async function begin(caller: Caller) {
    const buyer = purchases.buyer(caller.user, caller.email);
    await start(caller.ip);
    return buyer;
  }

  const record = (buyer: Buyer, method: MethodName, provider: ProviderName, providerId: string) =>
    recordPayment(purchases.db, purchases.paymentFor(buyer, method, provider, providerId));

  return {
    /** POST /stripe/create-intent → clientSecret (the Payment Element confirms in the browser). */
    async createIntent(caller: Caller, amount: number | string) {
      const stripe = need('stripe');
      checkDollars(amount);
      const buyer = await begin(caller);
      const intent = await ask(() => stripe.createIntent(purchases.charge(buyer)));
      await record(buyer, 'stripe', 'stripe', intent.providerId);
      return { clientSecret: intent.clientSecret, paymentIntentId: intent.providerId };
    },

    /** POST /stripe/confirm-payment: what Stripe says about the intent, never the browser. */
    async confirmPayment(caller: Caller, paymentIntentId: string): Promise<PaymentResult> {
      const stripe = need('stripe');
      await purchases.recorded({ provider: 'stripe', providerId: paymentIntentId });
      const paid = await ask(() => stripe.retrieveIntent(paymentIntentId));
      if (!paid) throw new BadRequestError(PAYMENT_TEXTS.unknownPayment);
      return purchases.settle(paid, 'confirm', caller);
    },

    /** POST /paypal/create-order → the order id the PayPal buttons open. */
    async createOrder(caller: Caller, amount: number | string) {
      const paypal = need('paypal');
      checkDollars(amount);
      const buyer = await begin(caller);
      const order = await ask(() => paypal.createOrder(purchases.charge(buyer)));
      await record(buyer, 'paypal', 'paypal', order.providerId);
      return { id: order.providerId };
    },

    /** POST /paypal/capture-order: captured by the server, settled from PayPal's answer. */
    async captureOrder(caller: Caller, orderId: string): Promise<PaymentResult> {
      const paypal = need('paypal');
      await purchases.recorded({ provider: 'paypal', providerId: orderId });
      const paid = await ask(() => paypal.captureOrder(orderId));
      if (!paid) throw new BadRequestError(PAYMENT_TEXTS.unknownPayment);
      return purchases.settle(paid, 'capture', caller);
    },

    /** POST /googlepay/payment: Google Pay's Stripe token, charged at the server's price. */
    async googlePay(caller: Caller, token: string, amount: number | string) {
      if (!deps.googlePayEnabled)
        throw new AppError(404, ERROR_CODES.notConfigured, methodUnavailable('Google Pay'));
      const stripe = need('stripe');
      checkDollars(amount);
      const buyer = await begin(caller);
      const charge = purchases.charge(buyer);
      const paid = await ask(() => stripe.chargeToken(stripeTokenId(token), charge));
      await record(buyer, 'googlepay', 'stripe', paid.providerId);
      return purchases.settle(paid, 'payment', caller);
    },

    /** POST /braintree/client-token: what braintree-web needs to tokenize an Apple Pay card. */
    async clientToken(caller: Caller) {
      const braintree = need('braintree');
      need('applePay');
      await preparatory('braintree-token', caller);
      return { clientToken: await ask(() => braintree.clientToken()) };
    },

    /** POST /applepay/validate: Apple's merchant session, asked with our merchant identity. */
    async validateMerchant(caller: Caller, validationURL: string) {
      const applePay = need('applePay');
      await preparatory('applepay-validate', caller);
      const session = await ask(() => applePay.validate(validationURL));
      if (typeof session.merchantSessionIdentifier !== 'string')
        throw new AppError(502, ERROR_CODES.unavailable, PAYMENT_TEXTS.invalidMerchantSession);
      return session as { merchantSessionIdentifier: string } & Record<string, unknown>;
    },

    /** POST /applepay/payment: the Apple Pay nonce, charged through Braintree. */
    async applePayPayment(
      caller: Caller,
      input: { paymentMethodNonce: string; amount: number; currency: string },
    ) {
      const braintree = need('braintree');
      need('applePay');
      if (input.amount !== PRICE_MINOR_UNITS)
        throw new BadRequestError(PAYMENT_TEXTS.amountMismatch);
      if (input.currency.toUpperCase() !== CURRENCY)
        throw new BadRequestError(PAYMENT_TEXTS.currencyMismatch);
      const buyer = await begin(caller);
      const charge = purchases.charge(buyer);
      const paid = await ask(() => braintree.sale(input.paymentMethodNonce, charge));
      await record(buyer, 'applepay', 'braintree', paid.providerId);
      return purchases.settle(paid, 'payment', caller);
    },

    /**
     * A provider's webhook: verified by the provider's file (400 when it does not check out),
     * then applied to the payment it names. An event about a payment this server never made
     * is acknowledged and ignored (the provider would retry a non-2xx for days).
     */
    async webhook(name: ProviderName, input: WebhookInput, ip: string) {
      const provider: PaymentProvider | null = providers[name];
      if (!provider)
        throw new AppError(
          404,
          ERROR_CODES.notConfigured,
          `${name} is not configured on this server.`,
        );
      // Only PayPal's check asks the provider; Stripe's and Braintree's signatures are checked
      // here, with our own secret, at no cost to anyone else.
      if (name === 'paypal')
        await enforceLimits(deps.limiter, [
          {
            key: `paypal-webhook:ip:${ip}`,
            max: PAYPAL_WEBHOOKS_PER_ADDRESS,
            windowSeconds: LIMIT_WINDOW_SECONDS,
          },
        ]);
      // A provider that cannot be asked (PayPal's verification down) is a 502: the provider
      // delivers the event again later.
      const event = await ask(() => provider.readWebhook(input));
      const ref = event.providerId
        ? { provider: name, providerId: event.providerId }
        : event.captureId
          ? await findRefByCapture(purchases.db, name, event.captureId)
          : undefined;
      if (!ref) return { received: true, outcome: 'unknown' as const };
      const outcome = await purchases.applyWebhook(ref, event);
      return { received: true, outcome };
    },
  };
}

/** Google Pay's Stripe tokenization data is JSON holding the token; a bare `tok_…` is accepted. */
export function stripeTokenId(token: string): string {
  if (token.startsWith('tok_')) return token;
  try {
    const parsed: unknown = JSON.parse(token);
    const id = (parsed as { id?: unknown } | null)?.id;
    if (typeof id === 'string') return id;
  } catch {
    // Not JSON: refused below.
  }
  throw new BadRequestError('The Google Pay token could not be read. Please try again.');
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
