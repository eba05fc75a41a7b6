import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './e2e/chromium.mjs';

/**
 * GOOGLE_JWKS_URL must be https (the server refuses another): e2e/test-services.mjs serves the key set
 * with a self-signed certificate for 127.0.0.1, made here by the openssl command line, and the
 * server trusts it through NODE_EXTRA_CA_CERTS. Returns the folder with key.pem and cert.pem.
 */
function selfSignedCertificate(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dw-e2e-tls-'));
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'), '-days', '2'],
      ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
    ],
    { stdio: 'ignore' },
  );
  return dir;
}

/**
 * The Apple Pay merchant identity (certificate and key) the server presents to the stand-in of
 * Apple's merchant validation (e2e/payment-services.ts), which accepts only it: written as
 * merchant-cert.pem and merchant-key.pem into the TLS folder.
 */
function withMerchantCertificate(dir: string): string {
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-keyout', join(dir, 'merchant-key.pem'), '-out', join(dir, 'merchant-cert.pem')],
      ...['-days', '2', '-subj', '/CN=merchant.test.degreeworth'],
    ],
    { stdio: 'ignore' },
  );
  return dir;
}

/**
 * Browser end-to-end tests against the built one-port server (`node scripts/start.mjs`)
 * on a fresh DATA_DIR, in Debian's Chromium (never a downloaded browser: STACK.md).
 * The data folder is chosen once in the main process; workers inherit it.
 */
/**
 * Ports the machine's own services hold (epmd of RabbitMQ, RabbitMQ, NATS, MQTT, databases), and
 * 3659, which Chromium refuses to load pages from (ERR_UNSAFE_PORT).
 */
const BUSY_PORTS = new Set([1883, 3306, 3659, 4222, 4369, 5432, 5672, 6379]);
/** A base port whose test services (base, base+1000…base+1007) miss every busy port. */
function basePort(): number {
  for (;;) {
    const base = 3300 + Math.floor(Math.random() * 500);
    const used = [base, ...Array.from({ length: 8 }, (_, i) => base + 1000 + i)];
    if (!used.some((p) => BUSY_PORTS.has(p))) return base;
  }
}
process.env.DW_E2E_PORT ??= String(basePort());
process.env.DW_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'dw-e2e-'));
process.env.DW_E2E_SMTP_PORT ??= String(Number(process.env.DW_E2E_PORT) + 1000);
process.env.DW_E2E_SMTP_HTTP_PORT ??= String(Number(process.env.DW_E2E_PORT) + 1001);
process.env.DW_E2E_GOOGLE_KEYS_PORT ??= String(Number(process.env.DW_E2E_PORT) + 1002);
process.env.DW_E2E_TLS_DIR ??= withMerchantCertificate(selfSignedCertificate());
// Local fakes of the payment providers' APIs and their browser scripts (e2e/payment-services.ts).
process.env.DW_E2E_STRIPE_PORT ??= String(Number(process.env.DW_E2E_PORT) + 1003);
process.env.DW_E2E_PAYPAL_PORT ??= String(Number(process.env.DW_E2E_PORT) + 1004);
process.env.DW_E2E_BRAINTREE_PORT ??= String(Number(process.env.DW_E2E_PORT) + 1005);
process.env.DW_E2E_APPLE_PAY_PORT ??= String(Number(process.env.DW_E2E_PORT) + 1006);
process.env.DW_E2E_PAYMENT_SCRIPTS_PORT ??= String(Number(process.env.DW_E2E_PORT) + 1007);
const port = Number(process.env.DW_E2E_PORT);
const services = `http://127.0.0.1:${process.env.DW_E2E_SMTP_HTTP_PORT}`;
const googleKeys = `https://127.0.0.1:${process.env.DW_E2E_GOOGLE_KEYS_PORT}`;
const GOOGLE_CLIENT_ID = 'e2e-client.apps.googleusercontent.com';
const baseURL = `http://127.0.0.1:${port}`;
const tlsDir = process.env.DW_E2E_TLS_DIR;
const paymentScripts = `http://127.0.0.1:${process.env.DW_E2E_PAYMENT_SCRIPTS_PORT}`;
/** Fixed credentials the payment fakes accept and the server is given (the Stripe fake's own). */
const PAYMENT_KEYS = {
  DW_E2E_PAYPAL_CLIENT_ID: 'e2e-paypal-client',
  DW_E2E_PAYPAL_CLIENT_SECRET: 'e2e-paypal-secret',
  DW_E2E_PAYPAL_WEBHOOK_ID: 'WH-E2E0000000000000',
  DW_E2E_BRAINTREE_MERCHANT_ID: 'e2e-merchant',
  DW_E2E_BRAINTREE_PUBLIC_KEY: 'e2e-public-key',
  DW_E2E_BRAINTREE_PRIVATE_KEY: 'e2e-private-key',
};

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: '**/mobile-*.spec.ts',
    },
    {
      name: 'phone',
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
      testMatch: '**/mobile-*.spec.ts',
    },
  ],
  webServer: [
    {
      command: 'node e2e/test-services.mjs',
      url: `http://127.0.0.1:${process.env.DW_E2E_SMTP_HTTP_PORT}/health`,
      timeout: 20_000,
      reuseExistingServer: false,
      env: {
        DW_E2E_SMTP_PORT: process.env.DW_E2E_SMTP_PORT,
        DW_E2E_SMTP_HTTP_PORT: process.env.DW_E2E_SMTP_HTTP_PORT,
        DW_E2E_GOOGLE_CLIENT_ID: GOOGLE_CLIENT_ID,
        DW_E2E_GOOGLE_KEYS_PORT: process.env.DW_E2E_GOOGLE_KEYS_PORT,
        DW_E2E_TLS_DIR: process.env.DW_E2E_TLS_DIR,
      },
    },
    {
      command: 'node --import tsx e2e/payment-services.ts',
      url: `${paymentScripts}/health`,
      timeout: 20_000,
      reuseExistingServer: false,
      env: {
        ...PAYMENT_KEYS,
        DW_E2E_STRIPE_PORT: process.env.DW_E2E_STRIPE_PORT,
        DW_E2E_PAYPAL_PORT: process.env.DW_E2E_PAYPAL_PORT,
        DW_E2E_BRAINTREE_PORT: process.env.DW_E2E_BRAINTREE_PORT,
        DW_E2E_APPLE_PAY_PORT: process.env.DW_E2E_APPLE_PAY_PORT,
        DW_E2E_PAYMENT_SCRIPTS_PORT: process.env.DW_E2E_PAYMENT_SCRIPTS_PORT,
        DW_E2E_TLS_DIR: tlsDir,
      },
    },
    {
      command: 'node scripts/start.mjs',
      url: `${baseURL}/api/v1/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.DW_E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        CONTACT_TO: 'sales@degreeworth.test',
        SALES_EMAIL: 'sales@degreeworth.test',
        SALES_PHONE: '+1 (555) 010-2025',
        CHAT_URL: 'https://chat.degreeworth.test/',
        SMTP_URL: `smtp://127.0.0.1:${process.env.DW_E2E_SMTP_PORT}`,
        MAIL_FROM: 'DegreeWorth <no-reply@degreeworth.test>',
        PUBLIC_URL: baseURL,
        ADMIN_EMAIL: 'admin@degreeworth.test',
        ADMIN_PASSWORD: 'e2e-admin-password',
        GOOGLE_CLIENT_ID,
        GOOGLE_JWKS_URL: `${googleKeys}/certs`,
        NODE_EXTRA_CA_CERTS: join(tlsDir, 'cert.pem'),
        GOOGLE_CLIENT_SCRIPT_URL: `${services}/gsi/client`,
        // Payments: every provider points at its fake; scripts are the stand-ins.
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
        STRIPE_WEBHOOK_SECRET: 'whsec_fake_degreeworth',
        STRIPE_API_URL: `http://127.0.0.1:${process.env.DW_E2E_STRIPE_PORT}`,
        STRIPE_JS_URL: `${paymentScripts}/stripe.js`,
        GOOGLE_PAY_ENVIRONMENT: 'TEST',
        GOOGLE_PAY_JS_URL: `${paymentScripts}/pay.js`,
        PAYPAL_CLIENT_ID: PAYMENT_KEYS.DW_E2E_PAYPAL_CLIENT_ID,
        PAYPAL_CLIENT_SECRET: PAYMENT_KEYS.DW_E2E_PAYPAL_CLIENT_SECRET,
        PAYPAL_WEBHOOK_ID: PAYMENT_KEYS.DW_E2E_PAYPAL_WEBHOOK_ID,
        PAYPAL_API_URL: `http://127.0.0.1:${process.env.DW_E2E_PAYPAL_PORT}`,
        PAYPAL_JS_URL: `${paymentScripts}/paypal/sdk/js`,
        BRAINTREE_MERCHANT_ID: PAYMENT_KEYS.DW_E2E_BRAINTREE_MERCHANT_ID,
        BRAINTREE_PUBLIC_KEY: PAYMENT_KEYS.DW_E2E_BRAINTREE_PUBLIC_KEY,
        BRAINTREE_PRIVATE_KEY: PAYMENT_KEYS.DW_E2E_BRAINTREE_PRIVATE_KEY,
        BRAINTREE_API_URL: `http://127.0.0.1:${process.env.DW_E2E_BRAINTREE_PORT}`,
        BRAINTREE_JS_URL: `${paymentScripts}/braintree`,
        APPLE_PAY_MERCHANT_ID: 'merchant.org.degreeworth.e2e',
        APPLE_PAY_CERT_FILE: join(tlsDir, 'merchant-cert.pem'),
        APPLE_PAY_KEY_FILE: join(tlsDir, 'merchant-key.pem'),
        APPLE_PAY_VALIDATION_HOSTS: `127.0.0.1:${process.env.DW_E2E_APPLE_PAY_PORT}`,
      },
    },
  ],
});
