import braintree, {
  type Environment,
  type Transaction,
  type TransactionResult,
  type WebhookNotification,
} from 'braintree';
import type { BraintreeConfig } from '../../../config-payments';
import { formatAmount, parseAmountMinor } from './braintree-amounts';
import { moneyBackSearches } from './braintree-refunds';
import {
  ProviderRefusedError,
  WebhookRejectedError,
  type BraintreeGateway,
  type Charge,
  type ProviderPayment,
  type WebhookEvent,
  type WebhookInput,
} from './types';

/**
 * Apple Pay nonces charged through Braintree, with the official `braintree` SDK.
 * Everything the server believes about a payment comes from Braintree's answer or a webhook
 * whose signature the SDK checked with our private key.
 */

/** The SDK waits 60 s by default; a checkout should fail sooner and let the buyer retry. */
const REQUEST_TIMEOUT_MS = 20_000;

/** Braintree nonces are UUID-like tokens; anything else is not worth a request. */
const PLAUSIBLE_NONCE = /^[A-Za-z0-9_-]{1,100}$/;

/** "Cannot use a payment_method_nonce more than once." (transaction, Apple Pay card). */
const NONCE_CONSUMED_CODES = new Set(['91564', '93504']);

export const NONCE_CONSUMED_MESSAGE =
  'This Apple Pay payment cannot be used again. Please start a new payment.';
export const NONCE_REFUSED_MESSAGE =
  'This Apple Pay payment could not be processed. Please try again.';

/**
 * Sandbox or Production, or (tests, a local fake) the server named by `apiUrl`. The SDK
 * requests `/merchants/{id}/…` on environment.server:port, so any path in apiUrl is ignored.
 */
function environmentFor(config: BraintreeConfig): Environment {
  if (!config.apiUrl)
    return config.environment === 'production'
      ? braintree.Environment.Production
      : braintree.Environment.Sandbox;
  const url = new URL(config.apiUrl);
  const ssl = url.protocol === 'https:';
  const port = url.port ? Number(url.port) : ssl ? 443 : 80;
  return new braintree.Environment(url.hostname, port, url.origin, ssl);
}

function toPayment(transaction: Transaction, status: ProviderPayment['status']): ProviderPayment {
  return {
    provider: 'braintree',
    providerId: transaction.id,
    status,
    amountMinor: parseAmountMinor(transaction.amount),
    currency: transaction.currencyIsoCode?.toUpperCase() ?? null,
  };
}

/** A 422 without a transaction: Braintree refused the nonce (or another input) outright. */
function refusal(result: TransactionResult): ProviderRefusedError {
  const codes = result.errors?.deepErrors().map((e) => String(e.code)) ?? [];
  const consumed = codes.some((code) => NONCE_CONSUMED_CODES.has(code));
  return new ProviderRefusedError(consumed ? NONCE_CONSUMED_MESSAGE : NONCE_REFUSED_MESSAGE);
}

function saleResult(result: TransactionResult): ProviderPayment {
  const { transaction } = result;
  if (result.success && transaction) return toPayment(transaction, 'succeeded');
  // processor_declined, gateway_rejected, failed: a payment that exists and failed.
  if (transaction)
    return {
      ...toPayment(transaction, 'failed'),
      failureMessage: result.message || transaction.processorResponseText || 'Declined.',
    };
  throw refusal(result);
}

/** bt_signature and bt_payload from the form-encoded body Braintree posts. */
function webhookFields(rawBody: Buffer): { signature: string; payload: string } {
  const form = new URLSearchParams(rawBody.toString('utf8'));
  const signature = form.get('bt_signature');
  const payload = form.get('bt_payload');
  if (!signature || !payload) throw new WebhookRejectedError();
  return { signature, payload };
}

/**
 * The dispute notifications that mean the buyer keeps the money: lost, accepted by us (in the
 * Control Panel or by the API), accepted automatically, and expired (we did not answer in time,
 * so the buyer keeps it). Opened, disputed, under review and won leave the purchase standing,
 * as Stripe's and PayPal's open disputes do until they close.
 */
const MONEY_BACK_DISPUTES = new Set([
  'dispute_lost',
  'dispute_accepted',
  'dispute_auto_accepted',
  'dispute_expired',
]);

/**
 * What a notification means for the payment; null for kinds that are only recorded. A retrieval
 * is the buyer's bank asking what a charge was: no money moves, whatever becomes of it (a
 * chargeback that follows is a dispute of its own).
 */
function webhookStatus(notification: WebhookNotification): WebhookEvent['status'] {
  const { kind, dispute } = notification;
  if (kind === 'transaction_settled') return 'succeeded';
  if (kind === 'transaction_settlement_declined') return 'failed';
  if (MONEY_BACK_DISPUTES.has(kind) && dispute?.kind !== 'retrieval') return 'dispute_lost';
  return null;
}

/**
 * Braintree notifications carry no event id: kind, timestamp and subject id together name one
 * delivery (a redelivery of the same notification repeats all three, so it is recorded once).
 */
function toWebhookEvent(notification: WebhookNotification): WebhookEvent {
  const { kind, transaction, dispute } = notification;
  const timestamp =
    notification.timestamp instanceof Date
      ? notification.timestamp.toISOString()
      : String(notification.timestamp ?? '');
  const providerId = transaction?.id ?? dispute?.transaction?.id;
  const subjectId = dispute?.id ?? transaction?.id ?? '';
  const status = webhookStatus(notification);
  const event: WebhookEvent = {
    provider: 'braintree',
    eventId: `${kind}:${timestamp}:${subjectId}`,
    type: kind,
    status,
  };
  if (providerId) event.providerId = providerId;
  if (status === 'succeeded' && transaction) {
    const amountMinor = parseAmountMinor(transaction.amount);
    if (amountMinor !== null) event.amountMinor = amountMinor;
    if (transaction.currencyIsoCode) event.currency = transaction.currencyIsoCode.toUpperCase();
  }
  return event;
}

export function createBraintreeGateway(config: BraintreeConfig): BraintreeGateway {
  const gateway = new braintree.BraintreeGateway({
    environment: environmentFor(config),
    merchantId: config.merchantId,
    publicKey: config.publicKey,
    privateKey: config.privateKey,
  });
  // The SDK's Config ignores a timeout passed to the constructor but reads this field per request.
  gateway.config.timeout = REQUEST_TIMEOUT_MS;

  return {
    name: 'braintree',
    // Braintree sends no webhook for refunds and voids: the reconciliation asks for them.
    ...moneyBackSearches(gateway),

    async clientToken() {
      const result = await gateway.clientToken.generate({});
      // No input of the buyer's is involved: a refusal here is our configuration's fault.
      if (!result.success || !result.clientToken)
        throw new Error(`Braintree refused a client token: ${result.message ?? 'no token'}`);
      return result.clientToken;
    },

    async sale(paymentMethodNonce: string, charge: Charge) {
      if (!PLAUSIBLE_NONCE.test(paymentMethodNonce))
        throw new ProviderRefusedError(NONCE_REFUSED_MESSAGE);
      const result = await gateway.transaction.sale({
        amount: formatAmount(charge.amountMinor),
        paymentMethodNonce,
        customer: { email: charge.email },
        options: { submitForSettlement: true },
      });
      return saleResult(result);
    },

    async readWebhook({ rawBody }: WebhookInput) {
      const { signature, payload } = webhookFields(rawBody);
      let notification: WebhookNotification;
      try {
        notification = await gateway.webhookNotification.parse(signature, payload);
      } catch {
        throw new WebhookRejectedError();
      }
      if (!notification || typeof notification.kind !== 'string') throw new WebhookRejectedError();
      return toWebhookEvent(notification);
    },
  };
}
