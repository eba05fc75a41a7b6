import type { PaymentsConfig } from '../../config-payments';

/** Extra Content-Security-Policy sources the configured payment methods need in the page. */
export interface CspSources {
  script: string[];
  connect: string[];
  frame: string[];
}

const origin = (url: string) => new URL(url).origin;

/**
 * Each provider's script origin (a setting: tests serve local stand-ins) plus the hosts its
 * script talks to and frames, as each provider documents them. Only configured methods add any.
 */
export function paymentCspSources(p: PaymentsConfig): CspSources {
  const sources: CspSources = { script: [], connect: [], frame: [] };
  const add = (script: string, connect: string[], frame: string[]) => {
    sources.script.push(origin(script));
    sources.connect.push(origin(script), ...connect);
    sources.frame.push(origin(script), ...frame);
  };
  if (p.stripe)
    add(
      p.stripe.scriptUrl,
      ['https://api.stripe.com', ...(p.stripe.apiUrl ? [origin(p.stripe.apiUrl)] : [])],
      ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
    );
  if (p.paypal)
    add(
      p.paypal.scriptUrl,
      ['https://*.paypal.com', ...(p.paypal.apiUrl ? [origin(p.paypal.apiUrl)] : [])],
      ['https://*.paypal.com'],
    );
  if (p.googlePay)
    add(p.googlePay.scriptUrl, ['https://pay.google.com'], ['https://pay.google.com']);
  if (p.applePay && p.braintree)
    add(
      p.braintree.scriptBaseUrl,
      [
        'https://api.braintreegateway.com',
        'https://client-analytics.braintreegateway.com',
        'https://*.braintree-api.com',
        ...(p.braintree.apiUrl ? [origin(p.braintree.apiUrl)] : []),
      ],
      [],
    );
  const unique = (list: string[]) => [...new Set(list)];
  return {
    script: unique(sources.script),
    connect: unique(sources.connect),
    frame: unique(sources.frame),
  };
}
