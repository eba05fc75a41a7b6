import { randomBytes } from 'node:crypto';

/**
 * The state of the Stripe fake (stripe-fake.ts serves it over HTTP): PaymentIntents and card
 * tokens, with the rules of Stripe's test mode that the gateway depends on. No HTTP here, no
 * vitest: the fake also runs as its own process for the browser tests.
 */

export interface FakeCardError {
  type: 'card_error';
  code: string;
  decline_code?: string;
  message: string;
}

/** The fields of a Stripe PaymentIntent the gateway and Stripe.js read (same names, same types). */
export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled';
  client_secret: string;
  description: string | null;
  receipt_email: string | null;
  metadata: Record<string, string>;
  payment_method: string | null;
  last_payment_error: FakeCardError | null;
  created: number;
  livemode: false;
}

/** A refusal in Stripe's wire format: the HTTP status and the `error` object of the body. */
export class FakeStripeError extends Error {
  constructor(
    readonly status: number,
    readonly error: Record<string, unknown>,
  ) {
    super(String(error.message));
  }
}

const invalid = (code: string, message: string, status = 400) =>
  new FakeStripeError(status, { type: 'invalid_request_error', code, message });

/** Stripe's test token and PaymentMethod that always decline (docs.stripe.com/testing). */
export const DECLINED_TOKEN = 'tok_chargeDeclined';
const DECLINED_METHOD = 'pm_card_chargeDeclined';
const VISA_METHOD = 'pm_card_visa';
const DECLINED: FakeCardError = {
  type: 'card_error',
  code: 'card_declined',
  decline_code: 'generic_decline',
  message: 'Your card was declined.',
};

/** A form body as Stripe's SDK sends it: flat bracket keys (`metadata[product]`) to values. */
export type Form = URLSearchParams;

export class StripeFakeState {
  readonly intents = new Map<string, FakeIntent>();
  /** Tokens made by createToken: false until a payment uses one (Stripe tokens are single-use). */
  private readonly tokens = new Map<string, boolean>();
  private counter = 0;

  createToken(): string {
    const id = `tok_fake_${++this.counter}_${randomBytes(6).toString('hex')}`;
    this.tokens.set(id, false);
    return id;
  }

  /** POST /v1/payment_intents; with `confirm=true` the card token is charged at once. */
  createIntent(form: Form): FakeIntent {
    const amount = Number(form.get('amount'));
    const currency = form.get('currency');
    if (!Number.isInteger(amount) || amount < 1)
      throw invalid('parameter_invalid_integer', 'Invalid integer: amount');
    if (!currency) throw invalid('parameter_missing', 'Missing required param: currency.');
    const id = `pi_fake_${++this.counter}`;
    const intent: FakeIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      description: form.get('description'),
      receipt_email: form.get('receipt_email'),
      metadata: bracketed(form, 'metadata'),
      payment_method: null,
      last_payment_error: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    if (form.get('confirm') !== 'true') {
      this.intents.set(id, intent);
      return intent;
    }
    // The token is checked before the intent exists: Stripe creates no intent for a bad token.
    const method = this.methodFromToken(form.get('payment_method_data[card][token]'));
    this.intents.set(id, intent);
    return this.charge(intent, method);
  }

  /** GET /v1/payment_intents/:id. */
  get(id: string): FakeIntent {
    const intent = this.intents.get(id);
    if (!intent) throw invalid('resource_missing', `No such payment_intent: '${id}'`, 404);
    return intent;
  }

  /** POST /v1/payment_intents/:id/confirm, as Stripe.js sends it with the client secret. */
  confirm(id: string, form: Form, needsClientSecret: boolean): FakeIntent {
    const intent = this.get(id);
    if (needsClientSecret && form.get('client_secret') !== intent.client_secret)
      throw invalid(
        'payment_intent_invalid_parameter',
        'The client_secret provided does not match any associated PaymentIntent on this account.',
      );
    if (intent.status !== 'requires_payment_method')
      throw invalid(
        'payment_intent_unexpected_state',
        `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
      );
    const token = form.get('payment_method_data[card][token]');
    const method = token ? this.methodFromToken(token) : form.get('payment_method');
    if (method !== VISA_METHOD && method !== DECLINED_METHOD)
      throw invalid('resource_missing', `No such PaymentMethod: '${method ?? ''}'`);
    return this.charge(intent, method);
  }

  /** Test control: the card was charged (as after 3-D Secure, or a late webhook's truth). */
  succeed(id: string): FakeIntent {
    const intent = this.get(id);
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: intent.amount,
      last_payment_error: null,
    });
    return intent;
  }

  /** Test control: the attempt was declined; the intent waits for another card, as on Stripe. */
  decline(id: string, message = DECLINED.message): FakeIntent {
    const intent = this.get(id);
    Object.assign(intent, {
      status: 'requires_payment_method',
      amount_received: 0,
      last_payment_error: { ...DECLINED, message },
    });
    return intent;
  }

  /** A fresh token is consumed; the declining test token always exists; anything else is refused. */
  private methodFromToken(token: string | null): string {
    if (token === DECLINED_TOKEN) return DECLINED_METHOD;
    const used = token ? this.tokens.get(token) : undefined;
    if (used === undefined) throw invalid('resource_missing', `No such token: '${token ?? ''}'`);
    if (used)
      throw invalid(
        'token_already_used',
        `You cannot use a Stripe token more than once: ${token}.`,
      );
    this.tokens.set(token!, true);
    return VISA_METHOD;
  }

  /** Declines answer 402 with the intent inside the error, as Stripe's card errors do. */
  private charge(intent: FakeIntent, method: string): FakeIntent {
    intent.payment_method = `${method}_${intent.id}`;
    if (method !== DECLINED_METHOD) return this.succeed(intent.id);
    this.decline(intent.id);
    throw new FakeStripeError(402, { ...DECLINED, payment_intent: intent });
  }
}

/** `metadata[product]=x` → `{ product: 'x' }`. */
function bracketed(form: Form, name: string): Record<string, string> {
  const out: Record<string, string> = {};
  const prefix = `${name}[`;
  for (const [key, value] of form) {
    if (key.startsWith(prefix) && key.endsWith(']')) out[key.slice(prefix.length, -1)] = value;
  }
  return out;
}
