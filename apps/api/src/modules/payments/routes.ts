import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApplePayMerchantSessionSchema,
  ApplePayPaymentInputSchema,
  ApplePayValidateInputSchema,
  CaptureOrderInputSchema,
  ClientTokenResponseSchema,
  ConfirmPaymentInputSchema,
  CreateIntentInputSchema,
  CreateIntentResponseSchema,
  CreateOrderInputSchema,
  CreateOrderResponseSchema,
  GooglePayInputSchema,
  PaymentResultSchema,
  PRICE_DISPLAY,
} from '@degreeworth/core';
import { doc, type ErrorResponseName, type RouteDocs, STUDENT } from '../api-docs';
import type { ProviderName } from './providers/types';
import type { Caller, PaymentsService } from './service';

/** Payment bodies are small; a webhook's is bigger (a whole event) but bounded. */
export const PAYMENT_BODY_LIMIT_BYTES = 16 * 1024;
export const WEBHOOK_BODY_LIMIT_BYTES = 256 * 1024;

/** Payments: declined, already Pro, limits, the provider down, a method not set up (404). */
const PAID: ErrorResponseName[] = [
  'PaymentDeclined',
  'NotFound',
  'Conflict',
  'RateLimited',
  'BadGateway',
];
/** Apple Pay's preparatory calls: a method not set up, limits, the provider down. */
const PROVIDER: ErrorResponseName[] = ['NotFound', 'RateLimited', 'BadGateway'];

/**
 * The payment calls, the provider's name as the segment before the
 * action. Signed-in buyers send their token (optionalUser); visitors send their e-mail.
 */
export const paymentRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (
  app,
  { payments },
) => {
  const caller = (request: FastifyRequest, email: string | undefined): Caller => ({
    user: request.auth?.user ?? null,
    email,
    ip: request.ip,
  });
  const options = <B, R>(docs: RouteDocs, body: B, response: R) => ({
    onRequest: app.optionalUser,
    bodyLimit: PAYMENT_BODY_LIMIT_BYTES,
    schema: { ...docs, body, response: { 200: response } },
  });

  app.post(
    '/stripe/create-intent',
    options(
      doc('Payments', 'optional-user', 'Stripe: create a payment intent', {
        errors: PAID,
        example: { amount: PRICE_DISPLAY, email: STUDENT },
      }),
      CreateIntentInputSchema,
      CreateIntentResponseSchema,
    ),
    async (req) => payments.createIntent(caller(req, req.body.email), req.body.amount),
  );
  app.post(
    '/stripe/confirm-payment',
    options(
      doc('Payments', 'optional-user', 'Stripe: confirm the payment', {
        errors: PAID,
        example: { paymentIntentId: 'pi_3PqR8sL2kXyZ1a0B1cD2eF3g', email: STUDENT },
      }),
      ConfirmPaymentInputSchema,
      PaymentResultSchema,
    ),
    async (req) => payments.confirmPayment(caller(req, req.body.email), req.body.paymentIntentId),
  );
  app.post(
    '/paypal/create-order',
    options(
      doc('Payments', 'optional-user', 'PayPal: create an order', {
        errors: PAID,
        example: { amount: PRICE_DISPLAY, email: STUDENT },
      }),
      CreateOrderInputSchema,
      CreateOrderResponseSchema,
    ),
    async (req) => payments.createOrder(caller(req, req.body.email), req.body.amount),
  );
  app.post(
    '/paypal/capture-order',
    options(
      doc('Payments', 'optional-user', 'PayPal: capture the order', {
        errors: PAID,
        example: { orderId: '5O190127TN364715T', email: STUDENT },
      }),
      CaptureOrderInputSchema,
      PaymentResultSchema,
    ),
    async (req) => payments.captureOrder(caller(req, req.body.email), req.body.orderId),
  );
  app.post(
    '/googlepay/payment',
    options(
      doc('Payments', 'optional-user', 'Google Pay: pay with a token', {
        errors: PAID,
        example: {
          token: '{"id":"tok_1PqR8sL2kXyZ1a0BcD2eF3gH","object":"token","type":"card"}',
          amount: PRICE_DISPLAY,
          email: STUDENT,
        },
      }),
      GooglePayInputSchema,
      PaymentResultSchema,
    ),
    async (req) => payments.googlePay(caller(req, req.body.email), req.body.token, req.body.amount),
  );
  app.post(
    '/braintree/client-token',
    {
      onRequest: app.optionalUser,
      schema: {
        ...doc('Payments', 'optional-user', 'Braintree: a client token', { errors: PROVIDER }),
        response: { 200: ClientTokenResponseSchema },
      },
    },
    async (req) => payments.clientToken(caller(req, undefined)),
  );
  app.post(
    '/applepay/validate',
    options(
      doc('Payments', 'optional-user', 'Apple Pay: merchant validation', {
        errors: PROVIDER,
        example: {
          validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
        },
      }),
      ApplePayValidateInputSchema,
      ApplePayMerchantSessionSchema,
    ),
    async (req) => payments.validateMerchant(caller(req, undefined), req.body.validationURL),
  );
  app.post(
    '/applepay/payment',
    options(
      doc('Payments', 'optional-user', 'Apple Pay: pay with a nonce', {
        errors: PAID,
        example: {
          paymentMethodNonce: 'tokencc_bh_7fz8kq_2vx3yw_9hjm4p_4tq8r2_xm5',
          amount: 2500,
          currency: 'USD',
          email: STUDENT,
        },
      }),
      ApplePayPaymentInputSchema,
      PaymentResultSchema,
    ),
    async (req) => payments.applePayPayment(caller(req, req.body.email), req.body),
  );

  await app.register(webhookRoutes, { payments });
};

/** What every webhook answers once it has read the event. */
const WEBHOOK_RECEIVED = {
  status: 200,
  description: 'Received (and applied to the payment it names, if any)',
  mediaType: 'application/json',
  schema: z.object({
    received: z.literal(true),
    outcome: z.enum(['activated', 'already-active', 'ended', 'recorded', 'unknown']),
  }),
};

/** Each provider's webhook as the API document shows it. */
const WEBHOOK_DOCS: Record<ProviderName, RouteDocs> = {
  stripe: doc('Webhooks', 'public', 'Stripe events', {
    description:
      'The exact bytes Stripe sent, checked with the `Stripe-Signature` header (400 otherwise). An event about a payment this server never made is acknowledged with outcome "unknown". 404 when Stripe is not set up on this server.',
    errors: ['NotFound'],
    rawBody: {
      mediaType: 'application/json',
      description: 'A Stripe event (payment_intent.*, charge.refunded, charge.dispute.*).',
      headers: { 'stripe-signature': "Stripe's signature of the exact body and its timestamp." },
      example: {
        id: 'evt_3PqR8sL2kXyZ1a0B0aB1cD2e',
        object: 'event',
        type: 'payment_intent.succeeded',
        created: 1767225600,
        data: {
          object: {
            id: 'pi_3PqR8sL2kXyZ1a0B1cD2eF3g',
            object: 'payment_intent',
            amount: 2500,
            currency: 'usd',
            status: 'succeeded',
          },
        },
      },
    },
    rawResponse: WEBHOOK_RECEIVED,
  }),
  paypal: doc('Webhooks', 'public', 'PayPal events', {
    description:
      "Checked with PayPal's verification call and the `PayPal-Transmission-*` headers (400 otherwise; 502 when PayPal cannot answer, so PayPal delivers it again). Deliveries are limited per sending address (429; PayPal delivers again).",
    errors: ['NotFound', 'RateLimited', 'BadGateway'],
    rawBody: {
      mediaType: 'application/json',
      description: 'A PayPal event (PAYMENT.CAPTURE.*, CUSTOMER.DISPUTE.*).',
      headers: {
        'paypal-transmission-id': "PayPal's id of this delivery.",
        'paypal-transmission-time': 'When PayPal sent it.',
        'paypal-transmission-sig': "PayPal's signature.",
        'paypal-cert-url': "The certificate PayPal's signature is checked with.",
        'paypal-auth-algo': 'The signature algorithm.',
      },
      example: {
        id: 'WH-58D329510W468432D-8HN650336L201105X',
        event_type: 'PAYMENT.CAPTURE.COMPLETED',
        resource: {
          id: '2GG279541U471931P',
          status: 'COMPLETED',
          amount: { currency_code: 'USD', value: PRICE_DISPLAY },
          supplementary_data: { related_ids: { order_id: '5O190127TN364715T' } },
        },
      },
    },
    rawResponse: WEBHOOK_RECEIVED,
  }),
  braintree: doc('Webhooks', 'public', 'Braintree notifications', {
    description:
      'The form Braintree posts (`bt_signature`, `bt_payload`), checked with its signature.',
    errors: ['NotFound'],
    rawBody: {
      mediaType: 'application/x-www-form-urlencoded',
      description: "Braintree's notification form: its signature and the payload (base64 XML).",
      example: {
        bt_signature: 'h6wnz5kyt4pbn2zq|9c7f4e1a0b5d3c2e8f6a4b1d7e9c0f2a5b3d8e1c',
        bt_payload:
          'PG5vdGlmaWNhdGlvbj48a2luZD50cmFuc2FjdGlvbl9zZXR0bGVkPC9raW5kPjwvbm90aWZpY2F0aW9uPg==',
      },
    },
    rawResponse: WEBHOOK_RECEIVED,
  }),
};

/**
 * POST /webhooks/{stripe,paypal,braintree}: the exact bytes are kept (signatures cover them),
 * whatever the content type; the provider's file verifies and reads them.
 */
const webhookRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (
  app,
  { payments },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  const providers: ProviderName[] = ['stripe', 'paypal', 'braintree'];
  for (const provider of providers)
    app.post(
      `/webhooks/${provider}`,
      { bodyLimit: WEBHOOK_BODY_LIMIT_BYTES, schema: WEBHOOK_DOCS[provider] },
      async (req) =>
        payments.webhook(
          provider,
          { rawBody: Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0), headers: req.headers },
          req.ip,
        ),
    );
};
