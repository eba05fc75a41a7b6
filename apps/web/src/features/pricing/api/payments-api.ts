import type { z } from 'zod';
import {
  ApplePayMerchantSessionSchema,
  ClientTokenResponseSchema,
  CreateIntentResponseSchema,
  CreateOrderResponseSchema,
  PaymentResultSchema,
  type ApplePayPaymentInputSchema,
  type ApplePayValidateInputSchema,
  type CaptureOrderInputSchema,
  type ConfirmPaymentInputSchema,
  type CreateIntentInputSchema,
  type CreateOrderInputSchema,
  type GooglePayInputSchema,
  type PaymentResult,
} from '@degreeworth/core';
import { answerSchema, api, jsonPost, type ApiRequest } from '@/lib/api';

type Input<S extends z.ZodType> = z.input<S>;
type Answer<S extends z.ZodType> = z.output<S>;
export type MerchantSession = Answer<typeof ApplePayMerchantSessionSchema>;

/**
 * Every payment call sends the user token when one is stored; a visitor sends the e-mail typed
 * in the pricing modal instead.
 */
const paid = <T>(url: string, schema: z.ZodType<T, T>) => ({
  ...jsonPost(url, schema),
  extraOptions: { auth: 'user' as const },
});

/** The payment calls, answers parsed with the core schemas. */
export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    createStripeIntent: build.mutation<
      Answer<typeof CreateIntentResponseSchema>,
      Input<typeof CreateIntentInputSchema>
    >(paid('/stripe/create-intent', answerSchema(CreateIntentResponseSchema))),
    confirmStripePayment: build.mutation<PaymentResult, Input<typeof ConfirmPaymentInputSchema>>(
      paid('/stripe/confirm-payment', answerSchema(PaymentResultSchema)),
    ),
    createPayPalOrder: build.mutation<
      Answer<typeof CreateOrderResponseSchema>,
      Input<typeof CreateOrderInputSchema>
    >(paid('/paypal/create-order', answerSchema(CreateOrderResponseSchema))),
    capturePayPalOrder: build.mutation<PaymentResult, Input<typeof CaptureOrderInputSchema>>(
      paid('/paypal/capture-order', answerSchema(PaymentResultSchema)),
    ),
    payWithGooglePay: build.mutation<PaymentResult, Input<typeof GooglePayInputSchema>>(
      paid('/googlepay/payment', answerSchema(PaymentResultSchema)),
    ),
    getBraintreeClientToken: build.mutation<Answer<typeof ClientTokenResponseSchema>, void>({
      query: (): ApiRequest => ({ url: '/braintree/client-token', method: 'POST' }),
      extraOptions: { auth: 'user' },
      responseSchema: answerSchema(ClientTokenResponseSchema),
    }),
    /**
     * Apple's merchant session as the server passed it on; null when it holds no
     * merchantSessionIdentifier (the view then says "Invalid merchant session").
     */
    validateApplePayMerchant: build.mutation<
      MerchantSession | null,
      Input<typeof ApplePayValidateInputSchema>
    >({
      query: (body): ApiRequest => ({ url: '/applepay/validate', method: 'POST', body }),
      extraOptions: { auth: 'user' },
      transformResponse: (body: unknown) => {
        const parsed = ApplePayMerchantSessionSchema.safeParse(body);
        return parsed.success ? parsed.data : null;
      },
    }),
    payWithApplePay: build.mutation<PaymentResult, Input<typeof ApplePayPaymentInputSchema>>(
      paid('/applepay/payment', answerSchema(PaymentResultSchema)),
    ),
  }),
});

export const {
  useCreateStripeIntentMutation,
  useConfirmStripePaymentMutation,
  useCreatePayPalOrderMutation,
  useCapturePayPalOrderMutation,
  usePayWithGooglePayMutation,
  useGetBraintreeClientTokenMutation,
  useValidateApplePayMerchantMutation,
  usePayWithApplePayMutation,
} = paymentsApi;
