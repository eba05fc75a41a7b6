import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { PublicPaymentsConfig } from '@degreeworth/core';
import { invalidEnvironment } from './config-error';

/**
 * The payment part of the configuration. config.ts stays the only reader of the
 * environment: it parses these variables with the rest and hands them to `paymentsConfig`.
 * A provider is configured when all its keys are set; a method without its provider's keys
 * is shown as unavailable (never a fake success). The *_API_URL variables exist for tests and
 * the providers' sandboxes; the *_JS_URL ones say where the browser loads each provider's script.
 */
const empty = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const text = z.preprocess(empty, z.string().optional());
const url = (fallback: string) => z.preprocess(empty, z.url().default(fallback));
const optionalUrl = z.preprocess(empty, z.url().optional());

/** Apple's merchant-validation hosts (Apple Pay on the Web, "Setting up your server"). */
export const APPLE_PAY_VALIDATION_HOSTS = [
  'apple-pay-gateway.apple.com',
  'cn-apple-pay-gateway.apple.com',
  'apple-pay-gateway-nc-pod1.apple.com',
  'apple-pay-gateway-nc-pod2.apple.com',
  'apple-pay-gateway-nc-pod3.apple.com',
  'apple-pay-gateway-nc-pod4.apple.com',
  'apple-pay-gateway-nc-pod5.apple.com',
  'apple-pay-gateway-pr-pod1.apple.com',
  'apple-pay-gateway-pr-pod2.apple.com',
  'apple-pay-gateway-pr-pod3.apple.com',
  'apple-pay-gateway-pr-pod4.apple.com',
  'apple-pay-gateway-pr-pod5.apple.com',
  'cn-apple-pay-gateway-sh-pod1.apple.com',
  'cn-apple-pay-gateway-sh-pod2.apple.com',
  'cn-apple-pay-gateway-sh-pod3.apple.com',
  'cn-apple-pay-gateway-tj-pod1.apple.com',
  'cn-apple-pay-gateway-tj-pod2.apple.com',
  'cn-apple-pay-gateway-tj-pod3.apple.com',
  'apple-pay-gateway-cert.apple.com',
  'cn-apple-pay-gateway-cert.apple.com',
];

export const PaymentEnvShape = {
  STRIPE_SECRET_KEY: text,
  STRIPE_PUBLISHABLE_KEY: text,
  STRIPE_WEBHOOK_SECRET: text,
  STRIPE_API_URL: optionalUrl,
  STRIPE_JS_URL: url('https://js.stripe.com/basil/stripe.js'),
  PAYPAL_CLIENT_ID: text,
  PAYPAL_CLIENT_SECRET: text,
  PAYPAL_WEBHOOK_ID: text,
  PAYPAL_ENVIRONMENT: z.preprocess(empty, z.enum(['sandbox', 'production']).default('sandbox')),
  PAYPAL_API_URL: optionalUrl,
  PAYPAL_JS_URL: url('https://www.paypal.com/sdk/js'),
  GOOGLE_PAY_ENVIRONMENT: z.preprocess(empty, z.enum(['TEST', 'PRODUCTION']).optional()),
  GOOGLE_PAY_MERCHANT_ID: text,
  GOOGLE_PAY_MERCHANT_NAME: z.preprocess(empty, z.string().default('DegreeWorth')),
  GOOGLE_PAY_JS_URL: url('https://pay.google.com/gp/p/js/pay.js'),
  BRAINTREE_MERCHANT_ID: text,
  BRAINTREE_PUBLIC_KEY: text,
  BRAINTREE_PRIVATE_KEY: text,
  BRAINTREE_ENVIRONMENT: z.preprocess(empty, z.enum(['sandbox', 'production']).default('sandbox')),
  BRAINTREE_API_URL: optionalUrl,
  BRAINTREE_JS_URL: url('https://js.braintreegateway.com/web/3.111.0/js'),
  APPLE_PAY_MERCHANT_ID: text,
  APPLE_PAY_DISPLAY_NAME: z.preprocess(empty, z.string().default('DegreeWorth')),
  APPLE_PAY_DOMAIN: text,
  APPLE_PAY_CERT_FILE: text,
  APPLE_PAY_KEY_FILE: text,
  APPLE_PAY_VALIDATION_HOSTS: text,
};

type PaymentEnv = z.infer<z.ZodObject<typeof PaymentEnvShape>>;

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  /** Webhooks are refused (400) while unset: nothing unsigned is trusted. */
  webhookSecret: string | undefined;
  apiUrl: string | undefined;
  scriptUrl: string;
}
export interface PayPalConfig {
  clientId: string;
  clientSecret: string;
  webhookId: string | undefined;
  environment: 'sandbox' | 'production';
  apiUrl: string | undefined;
  scriptUrl: string;
}
export interface GooglePayConfig {
  environment: 'TEST' | 'PRODUCTION';
  merchantId: string | undefined;
  merchantName: string;
  scriptUrl: string;
}
export interface BraintreeConfig {
  merchantId: string;
  publicKey: string;
  privateKey: string;
  environment: 'sandbox' | 'production';
  apiUrl: string | undefined;
  /** The folder of braintree-web's scripts (client.min.js, apple-pay.min.js). */
  scriptBaseUrl: string;
}
export interface ApplePayConfig {
  merchantId: string;
  displayName: string;
  domain: string;
  certPem: string;
  keyPem: string;
  validationHosts: string[];
}

export interface PaymentsConfig {
  stripe: StripeConfig | null;
  paypal: PayPalConfig | null;
  /** Google Pay tokens are charged through Stripe: needs Stripe and GOOGLE_PAY_ENVIRONMENT. */
  googlePay: GooglePayConfig | null;
  braintree: BraintreeConfig | null;
  /** Apple Pay nonces are charged through Braintree: needs Braintree and the merchant identity. */
  applePay: ApplePayConfig | null;
}

function allOrNone<T extends string>(
  provider: string,
  values: Record<T, string | undefined>,
): Record<T, string> | null {
  const set = Object.entries(values).filter(([, v]) => v !== undefined);
  if (set.length === 0) return null;
  const missing = Object.keys(values).filter((k) => values[k as T] === undefined);
  if (missing.length > 0)
    throw invalidEnvironment([
      `${provider} is partly configured: set ${missing.join(', ')} too, or unset ${set.map(([k]) => k).join(', ')}`,
    ]);
  return values as Record<T, string>;
}

function readPem(variable: string, file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    throw invalidEnvironment([`${variable}: cannot read ${file}`]);
  }
}

export function paymentsConfig(e: PaymentEnv, publicUrl: string): PaymentsConfig {
  const stripeKeys = allOrNone('Stripe', {
    STRIPE_SECRET_KEY: e.STRIPE_SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: e.STRIPE_PUBLISHABLE_KEY,
  });
  const stripe: StripeConfig | null = stripeKeys && {
    secretKey: stripeKeys.STRIPE_SECRET_KEY,
    publishableKey: stripeKeys.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    apiUrl: e.STRIPE_API_URL,
    scriptUrl: e.STRIPE_JS_URL,
  };
  const paypalKeys = allOrNone('PayPal', {
    PAYPAL_CLIENT_ID: e.PAYPAL_CLIENT_ID,
    PAYPAL_CLIENT_SECRET: e.PAYPAL_CLIENT_SECRET,
  });
  const braintreeKeys = allOrNone('Braintree', {
    BRAINTREE_MERCHANT_ID: e.BRAINTREE_MERCHANT_ID,
    BRAINTREE_PUBLIC_KEY: e.BRAINTREE_PUBLIC_KEY,
    BRAINTREE_PRIVATE_KEY: e.BRAINTREE_PRIVATE_KEY,
  });
  const appleKeys = allOrNone('Apple Pay', {
    APPLE_PAY_MERCHANT_ID: e.APPLE_PAY_MERCHANT_ID,
    APPLE_PAY_CERT_FILE: e.APPLE_PAY_CERT_FILE,
    APPLE_PAY_KEY_FILE: e.APPLE_PAY_KEY_FILE,
  });
  if (e.GOOGLE_PAY_ENVIRONMENT === 'PRODUCTION' && !e.GOOGLE_PAY_MERCHANT_ID)
    throw invalidEnvironment(['GOOGLE_PAY_ENVIRONMENT=PRODUCTION needs GOOGLE_PAY_MERCHANT_ID']);
  if (e.GOOGLE_PAY_ENVIRONMENT && !stripe)
    throw invalidEnvironment(['Google Pay is charged through Stripe: set the Stripe keys too']);
  if (appleKeys && !braintreeKeys)
    throw invalidEnvironment([
      'Apple Pay is charged through Braintree: set the Braintree keys too',
    ]);
  return {
    stripe,
    paypal: paypalKeys && {
      clientId: paypalKeys.PAYPAL_CLIENT_ID,
      clientSecret: paypalKeys.PAYPAL_CLIENT_SECRET,
      webhookId: e.PAYPAL_WEBHOOK_ID,
      environment: e.PAYPAL_ENVIRONMENT,
      apiUrl: e.PAYPAL_API_URL,
      scriptUrl: e.PAYPAL_JS_URL,
    },
    googlePay: e.GOOGLE_PAY_ENVIRONMENT
      ? {
          environment: e.GOOGLE_PAY_ENVIRONMENT,
          merchantId: e.GOOGLE_PAY_MERCHANT_ID,
          merchantName: e.GOOGLE_PAY_MERCHANT_NAME,
          scriptUrl: e.GOOGLE_PAY_JS_URL,
        }
      : null,
    braintree: braintreeKeys && {
      merchantId: braintreeKeys.BRAINTREE_MERCHANT_ID,
      publicKey: braintreeKeys.BRAINTREE_PUBLIC_KEY,
      privateKey: braintreeKeys.BRAINTREE_PRIVATE_KEY,
      environment: e.BRAINTREE_ENVIRONMENT,
      apiUrl: e.BRAINTREE_API_URL,
      scriptBaseUrl: e.BRAINTREE_JS_URL.replace(/\/+$/, ''),
    },
    applePay: appleKeys && {
      merchantId: appleKeys.APPLE_PAY_MERCHANT_ID,
      displayName: e.APPLE_PAY_DISPLAY_NAME,
      domain: e.APPLE_PAY_DOMAIN ?? new URL(publicUrl).hostname,
      certPem: readPem('APPLE_PAY_CERT_FILE', appleKeys.APPLE_PAY_CERT_FILE),
      keyPem: readPem('APPLE_PAY_KEY_FILE', appleKeys.APPLE_PAY_KEY_FILE),
      validationHosts: e.APPLE_PAY_VALIDATION_HOSTS
        ? e.APPLE_PAY_VALIDATION_HOSTS.split(',').map((h) => h.trim().toLowerCase())
        : APPLE_PAY_VALIDATION_HOSTS,
    },
  };
}

/**
 * What a working but incomplete payment setup costs, one warning line each at start:
 * without its webhook secret a provider's webhooks are all refused (nothing unsigned is trusted),
 * so money that goes back through the provider (a refund in its dashboard, a chargeback) never
 * ends the plan it paid for.
 */
export function paymentWarnings(p: PaymentsConfig): string[] {
  const warnings: string[] = [];
  if (p.stripe && !p.stripe.webhookSecret)
    warnings.push(
      'STRIPE_WEBHOOK_SECRET is not set: Stripe webhooks are refused, so a refund or a lost dispute never ends the plan it paid for, and a card payment that succeeds after the buyer left the page is never activated.',
    );
  if (p.paypal && !p.paypal.webhookId)
    warnings.push(
      'PAYPAL_WEBHOOK_ID is not set: PayPal webhooks are refused, so a refund, a reversal or a dispute won by the buyer never ends the plan it paid for.',
    );
  return warnings;
}

export function publicPaymentsConfig(p: PaymentsConfig): PublicPaymentsConfig {
  return {
    stripe: p.stripe && { publishableKey: p.stripe.publishableKey, scriptUrl: p.stripe.scriptUrl },
    paypal: p.paypal && { clientId: p.paypal.clientId, scriptUrl: p.paypal.scriptUrl },
    googlePay:
      p.googlePay && p.stripe
        ? {
            environment: p.googlePay.environment,
            merchantId: p.googlePay.merchantId ?? null,
            merchantName: p.googlePay.merchantName,
            scriptUrl: p.googlePay.scriptUrl,
            stripePublishableKey: p.stripe.publishableKey,
          }
        : null,
    applePay: p.applePay &&
      p.braintree && {
        displayName: p.applePay.displayName,
        braintreeScriptBaseUrl: p.braintree.scriptBaseUrl,
      },
  };
}
