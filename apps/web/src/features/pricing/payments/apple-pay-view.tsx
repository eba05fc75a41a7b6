import { useState } from 'react';
import type { ApplePay } from 'braintree-web/apple-pay';
import {
  COUNTRY,
  CURRENCY,
  PAYMENT_TEXTS,
  PRICE_DISPLAY,
  PRICE_MINOR_UNITS,
} from '@degreeworth/core';
import type { pricing } from '@/lib/i18n/en/pricing';
import { usePublicConfig } from '@/lib/public-config';
import { apiErrorMessage, toast } from '@/lib/toast';
import {
  usePayWithApplePayMutation,
  useValidateApplePayMerchantMutation,
} from '../api/payments-api';
import { usePricingTexts } from '../pricing-texts';
import { BusyLine, RetryAlert, ScriptGate } from './script-gate';
import { useApplePaySetup } from './use-apple-pay-setup';
import { usePaymentEmail, usePaymentSuccess } from './use-payment-success';

/** Apple Pay here takes these card networks, with session version 3. */
const SUPPORTED_NETWORKS = ['visa', 'mastercard', 'amex', 'discover'];
const MERCHANT_CAPABILITIES: ApplePayJS.ApplePayMerchantCapability[] = ['supports3DS'];
const SESSION_VERSION = 3;

/** The device wallet: Apple Pay through Braintree, or why it cannot be used here. */
export function ApplePayView() {
  const applePay = usePublicConfig().payments.applePay;
  if (!applePay) return null;
  return <ApplePaySetupView {...applePay} />;
}

function NotAvailable({ reason }: { reason: string }) {
  const { t } = usePricingTexts();
  return (
    <div
      role="alert"
      className="space-y-1 rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-slate-200"
    >
      <p className="font-semibold text-slate-900">{t('payment.applePay.notAvailable')}</p>
      <p className="text-slate-600">{reason}</p>
    </div>
  );
}

interface ConfigProps {
  displayName: string;
  braintreeScriptBaseUrl: string;
}

function ApplePaySetupView({ displayName, braintreeScriptBaseUrl }: ConfigProps) {
  const setup = useApplePaySetup(braintreeScriptBaseUrl);
  const { t } = usePricingTexts();
  switch (setup.kind) {
    case 'unsupported':
      return <NotAvailable reason={t('payment.applePay.notSupported')} />;
    case 'loading':
      return (
        <ScriptGate
          status={setup.script}
          name={t('payment.methods.applePay.script')}
          onRetry={setup.retry}
        >
          {null}
        </ScriptGate>
      );
    case 'preparing':
      return <BusyLine text={t('payment.applePay.preparing')} />;
    case 'failed':
      return <RetryAlert message={t('payment.applePay.initFailed')} onRetry={setup.retry} />;
    case 'noCard':
      return <NotAvailable reason={t('payment.applePay.addCard')} />;
    case 'ready':
      return (
        <ApplePayButton Session={setup.Session} applePay={setup.applePay} label={displayName} />
      );
  }
}

type SessionState = keyof typeof pricing.payment.applePay.session;

interface ApplePayButtonProps {
  Session: typeof ApplePaySession;
  applePay: ApplePay;
  /** The total's label on the payment sheet. */
  label: string;
}

/**
 * One device wallet session per press: merchant validation through POST
 * /applepay/validate, then the authorised payment's token is tokenized by Braintree and sent to
 * POST /applepay/payment (2500 cents, 25.00 USD); completed with success or failure, or
 * cancelled. The state shows as a status line.
 */
function ApplePayButton({ Session, applePay, label }: ApplePayButtonProps) {
  const { t } = usePricingTexts();
  const email = usePaymentEmail();
  const [validateMerchant] = useValidateApplePayMerchantMutation();
  const [payWithApplePay] = usePayWithApplePayMutation();
  const succeed = usePaymentSuccess();
  const [state, setState] = useState<SessionState | null>(null);
  const isBusy = state === 'started' || state === 'validating' || state === 'authorized';

  const start = () => {
    try {
      // Created in the press itself: Safari only opens the sheet from a user gesture.
      const request: ApplePayJS.ApplePayPaymentRequest = {
        total: { label, amount: PRICE_DISPLAY },
        currencyCode: CURRENCY,
        countryCode: COUNTRY,
        supportedNetworks: SUPPORTED_NETWORKS,
        merchantCapabilities: MERCHANT_CAPABILITIES,
      };
      // Braintree hands the request back with its gateway's settings added: still Apple's
      // request, which @types/braintree-web types more loosely (any strings as capabilities).
      const session = new Session(
        SESSION_VERSION,
        applePay.createPaymentRequest(request) as ApplePayJS.ApplePayPaymentRequest,
      );
      const fail = (message: string, err?: unknown) => {
        if (err) console.error(message, err);
        toast.error(message);
        setState('failed');
      };
      session.onvalidatemerchant = (event) => {
        setState('validating');
        validateMerchant({ validationURL: event.validationURL })
          .unwrap()
          .then((merchantSession) => {
            if (!merchantSession) {
              fail(t('payment.applePay.invalidSession'));
              return session.abort();
            }
            session.completeMerchantValidation(merchantSession);
          })
          .catch((err: unknown) => {
            // The server refuses Apple's answer without an identifier (502), saying
            // "Invalid merchant session" in English, whatever the page's language.
            const invalid = apiErrorMessage(err) === PAYMENT_TEXTS.invalidMerchantSession;
            fail(
              t(invalid ? 'payment.applePay.invalidSession' : 'payment.applePay.validateFailed'),
              err,
            );
            session.abort();
          });
      };
      session.onpaymentauthorized = (event) => {
        setState('authorized');
        applePay
          .tokenize({ token: event.payment.token })
          .then(({ nonce }) =>
            payWithApplePay({
              paymentMethodNonce: nonce,
              amount: PRICE_MINOR_UNITS,
              currency: CURRENCY,
              email,
            }).unwrap(),
          )
          .then((result) => {
            session.completePayment(Session.STATUS_SUCCESS);
            setState('succeeded');
            succeed(result);
          })
          .catch((err: unknown) => {
            session.completePayment(Session.STATUS_FAILURE);
            fail(t('payment.applePay.paymentFailed'), err);
          });
      };
      // An aborted session may also report a cancel: the failure stays what happened.
      session.oncancel = () =>
        setState((current) => (current === 'failed' ? current : 'cancelled'));
      setState('started');
      session.begin();
    } catch (err) {
      console.error('Apple Pay could not start.', err);
      toast.error(t('payment.applePay.startFailed'));
      setState(null);
    }
  };

  return (
    <div className="space-y-3">
      <button
        type="button"
        onClick={start}
        disabled={isBusy}
        className="flex h-12 w-full items-center justify-center rounded-lg bg-black px-4 text-base font-semibold text-white hover:bg-slate-900 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {t('payment.applePay.button')}
      </button>
      <p role="status" className="min-h-5 text-sm text-slate-600">
        {state ? t(`payment.applePay.session.${state}`) : ''}
      </p>
    </div>
  );
}
