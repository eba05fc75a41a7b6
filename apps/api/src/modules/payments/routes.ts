import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
} from '@degreeworth/core';
import type { ProviderName } from './providers/types';
import type { Caller, PaymentsService } from './service';

/** Payment bodies are small; a webhook's is bigger (a whole event) but bounded. */
export const PAYMENT_BODY_LIMIT_BYTES = 16 * 1024;
export const WEBHOOK_BODY_LIMIT_BYTES = 256 * 1024;

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
  const options = <B, R>(body: B, response: R) => ({
    onRequest: app.optionalUser,
    bodyLimit: PAYMENT_BODY_LIMIT_BYTES,
    schema: { body, response: { 200: response } },
  });

  app.post(
    '/stripe/create-intent',
    options(CreateIntentInputSchema, CreateIntentResponseSchema),
    async (req) => payments.createIntent(caller(req, req.body.email), req.body.amount),
  );
  app.post(
    '/stripe/confirm-payment',
    options(ConfirmPaymentInputSchema, PaymentResultSchema),
    async (req) => payments.confirmPayment(caller(req, req.body.email), req.body.paymentIntentId),
  );
  app.post(
    '/paypal/create-order',
    options(CreateOrderInputSchema, CreateOrderResponseSchema),
    async (req) => payments.createOrder(caller(req, req.body.email), req.body.amount),
  );
  app.post(
    '/paypal/capture-order',
    options(CaptureOrderInputSchema, PaymentResultSchema),
    async (req) => payments.captureOrder(caller(req, req.body.email), req.body.orderId),
  );
  app.post('/googlepay/payment', options(GooglePayInputSchema, PaymentResultSchema), async (req) =>
    payments.googlePay(caller(req, req.body.email), req.body.token, req.body.amount),
  );
  app.post(
    '/braintree/client-token',
    { onRequest: app.optionalUser, schema: { response: { 200: ClientTokenResponseSchema } } },
    async (req) => payments.clientToken(caller(req, undefined)),
  );
  app.post(
    '/applepay/validate',
    options(ApplePayValidateInputSchema, ApplePayMerchantSessionSchema),
    async (req) => payments.validateMerchant(caller(req, undefined), req.body.validationURL),
  );
  app.post(
    '/applepay/payment',
    options(ApplePayPaymentInputSchema, PaymentResultSchema),
    async (req) => payments.applePayPayment(caller(req, req.body.email), req.body),
  );

  await app.register(webhookRoutes, { payments });
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
    app.post(`/webhooks/${provider}`, { bodyLimit: WEBHOOK_BODY_LIMIT_BYTES }, async (req) =>
      payments.webhook(
        provider,
        { rawBody: Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0), headers: req.headers },
        req.ip,
      ),
    );
};
