import { z } from 'zod';
import { CURRENCY, PRICE_DISPLAY, PRICE_MINOR_UNITS } from '../constants';
import { EMAIL_PATTERN } from '../validation/fields';
import { BODY_MUST_BE_OBJECT, MESSAGES } from '../validation/messages';

/**
 * The payment calls, shared by the API routes and the web client.
 * The server decides the price: the client's `amount` only has to say the same thing, or the
 * call is refused (400) before any provider is asked. Every call also takes an optional
 * `email`: a visitor's ("Choose plan" asks for it); a signed-in buyer's comes from
 * their account and this field is ignored.
 */
export const PAYMENT_TEXTS = {
  /** The pricing modal's e-mail left empty; also the answer to a visitor's call without one. */
  emailRequired: 'Please enter your email address to proceed.',
  amountMismatch: `The amount does not match the price of Individual Pro (${PRICE_DISPLAY} ${CURRENCY}). Please reload the page and try again.`,
  currencyMismatch: `Payments are taken in ${CURRENCY} only.`,
  alreadyActive: 'Individual Pro is already active on your account.',
  unknownPayment: 'We could not find this payment. Please start again.',
  pending:
    'Your payment is still being processed. Individual Pro will be activated as soon as it completes.',
  paidSignedIn: 'Payment successful. Individual Pro is now active on your account.',
  paidNewAccount:
    'Payment successful. We created your account and sent you a link to verify your email address.',
  paidExistingAccount:
    'Payment successful. Individual Pro is now active on the account for this email address. Please log in to use it.',
  /** Apple Pay: a merchant validation answer without an identifier. */
  invalidMerchantSession: 'Invalid merchant session',
} as const;

/** "Card payment is not available on this server." for a method whose keys are not set. */
export const methodUnavailable = (method: string) => `${method} is not available on this server.`;

const visitorEmail = z
  .string({ error: MESSAGES.invalidEmail })
  .trim()
  .max(254, MESSAGES.invalidEmail)
  .regex(EMAIL_PATTERN, MESSAGES.invalidEmail)
  .optional();

/** An amount in dollars, as a number (25) or a decimal string ("25", "25.00"). */
const dollars = z.union([z.number(), z.string().trim().max(20)], {
  error: 'amount must be a number or a decimal string.',
});

const body = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: BODY_MUST_BE_OBJECT });

/** Whether a client's dollar amount is the server's price, exactly (no float rounding). */
export function isPriceInDollars(amount: number | string): boolean {
  const text = typeof amount === 'number' ? String(amount) : amount;
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return false;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents === PRICE_MINOR_UNITS;
}

const opaqueId = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(200);

/** POST /stripe/create-intent */
export const CreateIntentInputSchema = body({ amount: dollars, email: visitorEmail });
export const CreateIntentResponseSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
});

/** POST /stripe/confirm-payment */
export const ConfirmPaymentInputSchema = body({
  paymentIntentId: opaqueId('paymentIntentId'),
  email: visitorEmail,
});

/** POST /paypal/create-order */
export const CreateOrderInputSchema = body({ amount: dollars, email: visitorEmail });
export const CreateOrderResponseSchema = z.object({ id: z.string() });

/** POST /paypal/capture-order */
export const CaptureOrderInputSchema = body({ orderId: opaqueId('orderId'), email: visitorEmail });

/** POST /googlepay/payment: `token` is Google Pay's tokenization data (Stripe: a `tok_…` id or
 * the JSON holding it); `amount` the string "25.00". */
export const GooglePayInputSchema = body({
  token: z.string({ error: 'token is required.' }).trim().min(1, 'token is required.').max(10_000),
  amount: dollars,
  email: visitorEmail,
});

/** POST /braintree/client-token */
export const ClientTokenResponseSchema = z.object({ clientToken: z.string() });

/** POST /applepay/validate */
export const ApplePayValidateInputSchema = body({
  validationURL: z
    .string({ error: 'validationURL is required.' })
    .trim()
    .min(1, 'validationURL is required.')
    .max(2048),
});
/** Apple's merchant session, passed on as Apple sent it (ApplePaySession needs all of it). */
export const ApplePayMerchantSessionSchema = z
  .object({ merchantSessionIdentifier: z.string() })
  .catchall(z.unknown());

/** POST /applepay/payment: `amount` in minor units (2500) and the currency. */
export const ApplePayPaymentInputSchema = body({
  paymentMethodNonce: opaqueId('paymentMethodNonce'),
  amount: z.number({ error: 'amount must be a whole number of cents.' }).int(),
  currency: z.string({ error: 'currency is required.' }).trim().max(3),
  email: visitorEmail,
});

/**
 * Every successful purchase answer. `token`: a sign-in token, only for the account a visitor's
 * purchase just created (the app stores it, signing the buyer in); never
 * for an account that existed before (its owner signs in).
 */
export const PaymentResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string().nullable(),
});
export type PaymentResult = z.infer<typeof PaymentResultSchema>;
