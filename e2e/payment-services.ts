// The payment providers' side of the browser tests, started by playwright.config.ts
// as a webServer (`node --import tsx e2e/payment-services.ts`):
// - the local fakes of the providers' HTTP APIs that the API tests use (apps/api/test/fakes/),
//   on fixed ports with fixed credentials from the environment, so the app server (given the
//   same values) reaches them through the official SDKs: Stripe, PayPal, Braintree, and Apple's
//   merchant validation over https (the certificate of $DW_E2E_TLS_DIR, which the server trusts
//   through NODE_EXTRA_CA_CERTS; only the merchant identity made by playwright.config.ts may
//   connect);
// - an http server with the stand-ins of the providers' browser scripts
//   (e2e/payment-stand-ins.ts) and GET /health, answered once every fake listens.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { startApplePayFake } from '../apps/api/test/fakes/apple-pay-fake';
import { startBraintreeFake } from '../apps/api/test/fakes/braintree-fake';
import { startPayPalFake } from '../apps/api/test/fakes/paypal-fake';
import { startStripeFake } from '../apps/api/test/fakes/stripe-fake';
import {
  braintreeApplePayJs,
  braintreeClientJs,
  googlePayJs,
  paypalSdk,
  stripeJs,
} from './payment-stand-ins';

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`e2e/payment-services.ts needs ${name}`);
  return value;
}

const tlsDir = env('DW_E2E_TLS_DIR');
const pem = (file: string) => readFileSync(join(tlsDir, file), 'utf8');

const [stripe, paypal, braintree, apple] = await Promise.all([
  startStripeFake({ port: Number(env('DW_E2E_STRIPE_PORT')) }),
  startPayPalFake({
    port: Number(env('DW_E2E_PAYPAL_PORT')),
    clientId: env('DW_E2E_PAYPAL_CLIENT_ID'),
    clientSecret: env('DW_E2E_PAYPAL_CLIENT_SECRET'),
    webhookId: env('DW_E2E_PAYPAL_WEBHOOK_ID'),
  }),
  startBraintreeFake({
    port: Number(env('DW_E2E_BRAINTREE_PORT')),
    merchantId: env('DW_E2E_BRAINTREE_MERCHANT_ID'),
    publicKey: env('DW_E2E_BRAINTREE_PUBLIC_KEY'),
    privateKey: env('DW_E2E_BRAINTREE_PRIVATE_KEY'),
  }),
  startApplePayFake({
    port: Number(env('DW_E2E_APPLE_PAY_PORT')),
    serverCertPem: pem('cert.pem'),
    serverKeyPem: pem('key.pem'),
    merchantCertPem: pem('merchant-cert.pem'),
    merchantKeyPem: pem('merchant-key.pem'),
  }),
]);

/** Path → script source. The PayPal SDK's query (client-id, currency, intent) is ignored. */
const scripts = new Map<string, string>([
  ['/stripe.js', stripeJs(stripe.url)],
  ['/paypal/sdk/js', paypalSdk(paypal.url)],
  ['/pay.js', googlePayJs(stripe.url)],
  ['/braintree/client.min.js', braintreeClientJs()],
  ['/braintree/apple-pay.min.js', braintreeApplePayJs(braintree.url)],
]);

const scriptsPort = Number(env('DW_E2E_PAYMENT_SCRIPTS_PORT'));
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${scriptsPort}`);
  res.setHeader('access-control-allow-origin', '*');
  if (url.pathname === '/health') {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ ok: true, apple: apple.url }));
    return;
  }
  const source = scripts.get(url.pathname);
  if (source === undefined) {
    res.statusCode = 404;
    res.end('not found');
    return;
  }
  res.setHeader('content-type', 'text/javascript; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(source);
});
server.listen(scriptsPort, '127.0.0.1');

async function stop() {
  server.closeAllConnections();
  server.close();
  await Promise.all([stripe.close(), paypal.close(), braintree.close(), apple.close()]);
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
