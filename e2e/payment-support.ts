import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/**
 * Helpers of the payment specs: the pricing modal's steps, the plan as the server
 * sees it, and Safari's ApplePaySession, which no script can add to Chromium, as an init script.
 */

export const PAID_SIGNED_IN = 'Payment successful. Individual Pro is now active on your account.';
export const PAID_NEW_ACCOUNT =
  'Payment successful. We created your account and sent you a link to verify your email address.';
export const PAID_EXISTING_ACCOUNT =
  'Payment successful. Individual Pro is now active on the account for this email address. Please log in to use it.';

/** The Apple fake's merchant validation URL (e2e/payment-services.ts, playwright.config.ts). */
export const APPLE_VALIDATION_URL = `https://127.0.0.1:${process.env.DW_E2E_APPLE_PAY_PORT}/paymentservices/paymentSession`;

export const pricingDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Plans and pricing' });
export const becomeAClient = (page: Page) => page.getByRole('button', { name: 'Become a Client' });

/** Opens the pricing modal from the page's "Become a Client" button. */
export async function openPricing(page: Page): Promise<Locator> {
  await becomeAClient(page).click();
  const dialog = pricingDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * "Choose plan" of Individual Pro up to the method list: a visitor types `email` first (the
 * first press shows the field), a signed-in user goes straight on.
 */
export async function chooseIndividualPro(dialog: Locator, email?: string): Promise<void> {
  const choose = dialog.getByRole('button', { name: 'Choose plan' });
  await choose.click();
  if (email !== undefined) {
    await dialog.getByLabel('Email').fill(email);
    await choose.click();
  }
  await expect(dialog.getByRole('heading', { name: 'Choose a payment method' })).toBeVisible();
}

/** Opens one method from the list (its button's name is the method's: "Card", "PayPal"…). */
export async function openMethod(dialog: Locator, name: string, title = name): Promise<void> {
  await dialog
    .getByRole('list', { name: 'Choose a payment method' })
    .getByRole('button', { name, exact: true })
    .click();
  await expect(dialog.getByRole('heading', { name: title, exact: true })).toBeVisible();
}

/** A toast on screen (react-toastify's container) with exactly this text. */
export const toastWith = (page: Page, text: string) =>
  page.locator('.Toastify').getByText(text, { exact: true });

interface Me {
  email: string;
  subscription_id: number | null;
  transaction_id: string | null;
}

/** GET /me with a user token, as the server sees the plan. */
export async function me(request: APIRequestContext, token: string): Promise<Me> {
  const res = await request.get('/api/v1/me', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as Me;
}

/** Signs in through the API (POST /auth/signin); the account's token. */
export async function signIn(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/v1/auth/signin', { data: { email, password } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { token: string }).token;
}

/**
 * Marks the page's window: the mark is gone after any reload or full navigation, so a test
 * shows its later steps happened in the same page (Pro unlocked "without reloading").
 */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __sameWindow: boolean }).__sameWindow = true;
  });
}
export async function expectSameWindow(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => (window as unknown as { __sameWindow?: boolean }).__sameWindow),
  ).toBe(true);
}

/** What the ApplePaySession stand-in recorded: one entry per session, in order. */
export interface AppleSessionRecord {
  version: number;
  request: {
    total: { label: string; amount: string };
    currencyCode: string;
    countryCode: string;
    supportedNetworks: string[];
  };
  events: string[];
  status: number | null;
}
interface AppleLog {
  sessions: AppleSessionRecord[];
  activeCardAsked: string[];
}

/**
 * Safari's ApplePaySession, before the app loads: canMakePaymentsWithActiveCard answers
 * `activeCard`; begin() asks for merchant validation with the Apple fake's URL, and once the
 * merchant session is given, the buyer authorises (a payment with an Apple Pay token).
 */
export async function addApplePaySession(
  page: Page,
  { activeCard = true, validationURL = APPLE_VALIDATION_URL } = {},
): Promise<void> {
  await page.addInitScript(
    ({ activeCard, validationURL }) => {
      const log: AppleLog = { sessions: [], activeCardAsked: [] };
      (window as unknown as { __applePay: AppleLog }).__applePay = log;
      class ApplePaySession {
        static STATUS_SUCCESS = 0;
        static STATUS_FAILURE = 1;
        static canMakePayments() {
          return true;
        }
        static canMakePaymentsWithActiveCard(merchantIdentifier: string) {
          log.activeCardAsked.push(merchantIdentifier);
          return Promise.resolve(activeCard);
        }
        onvalidatemerchant: ((event: { validationURL: string }) => void) | null = null;
        onpaymentauthorized: ((event: { payment: { token: unknown } }) => void) | null = null;
        oncancel: ((event: unknown) => void) | null = null;
        private record: AppleSessionRecord;
        constructor(version: number, request: AppleSessionRecord['request']) {
          this.record = { version, request, events: [], status: null };
          log.sessions.push(this.record);
        }
        begin() {
          this.record.events.push('begin');
          this.onvalidatemerchant?.({ validationURL });
        }
        completeMerchantValidation(merchantSession: { merchantSessionIdentifier?: string }) {
          this.record.events.push('completeMerchantValidation');
          if (!merchantSession.merchantSessionIdentifier) return this.abort();
          const token = { paymentData: { version: 'EC_v1' }, transactionIdentifier: 'e2e-tx' };
          setTimeout(() => this.onpaymentauthorized?.({ payment: { token } }), 0);
        }
        completePayment(status: number) {
          this.record.events.push('completePayment');
          this.record.status = status;
        }
        abort() {
          this.record.events.push('abort');
          setTimeout(() => this.oncancel?.({}), 0);
        }
      }
      (window as unknown as { ApplePaySession: unknown }).ApplePaySession = ApplePaySession;
    },
    { activeCard, validationURL },
  );
}

/** The ApplePaySession stand-in's records. */
export async function applePayLog(page: Page): Promise<AppleLog> {
  return page.evaluate(() => (window as unknown as { __applePay: AppleLog }).__applePay);
}
