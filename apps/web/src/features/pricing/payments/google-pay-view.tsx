import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { PRICE_DISPLAY, type PublicPaymentsConfig } from '@degreeworth/core';
import { FormAlert } from '@/components/ui/form-alert';
import { usePublicConfig } from '@/lib/public-config';
import { apiErrorMessage, toast } from '@/lib/toast';
import { useScript } from '@/lib/use-script';
import { usePayWithGooglePayMutation } from '../api/payments-api';
import { usePricingTexts } from '../pricing-texts';
import { translateMessage } from './payment-messages';
import { googlePaymentsApi, type GooglePaymentsApi } from '../providers/globals';
import {
  cardPaymentMethod,
  isGooglePayCancel,
  paymentDataRequest,
  readyToPayRequest,
  stripeTokenId,
} from '../providers/google-pay-request';
import { BusyLine, ScriptGate } from './script-gate';
import { isNetworkFailure, usePaymentEmail, usePaymentSuccess } from './use-payment-success';

type GooglePayConfig = NonNullable<PublicPaymentsConfig['googlePay']>;

/** The web wallet button: Google Pay, its card token charged through Stripe. */
export function GooglePayView() {
  const config = usePublicConfig().payments.googlePay;
  const script = useScript(config?.scriptUrl ?? null);
  const { t } = usePricingTexts();
  if (!config) return null;
  const gpay = script.status === 'resolved' ? googlePaymentsApi() : undefined;
  const scriptName = t('payment.methods.googlePay.script');
  return (
    <ScriptGate status={script.status} name={scriptName} onRetry={script.retry}>
      {gpay ? (
        <GooglePayButton gpay={gpay} config={config} />
      ) : (
        <FormAlert message={t('payment.loadFailed', { script: scriptName })} />
      )}
    </ScriptGate>
  );
}

interface GooglePayButtonProps {
  gpay: GooglePaymentsApi;
  config: GooglePayConfig;
}

/**
 * isReadyToPay, then Google's own button; its click opens the payment sheet (loadPaymentData),
 * whose Stripe token goes to POST /googlepay/payment with the amount "25.00".
 */
function GooglePayButton({ gpay, config }: GooglePayButtonProps) {
  const { t } = usePricingTexts();
  const email = usePaymentEmail();
  const [payWithGooglePay] = usePayWithGooglePayMutation();
  const succeed = usePaymentSuccess();
  const containerRef = useRef<HTMLDivElement>(null);
  const [readiness, setReadiness] = useState<'checking' | 'ready' | 'unavailable'>('checking');
  const [isPaying, setPaying] = useState(false);

  const pay = useEffectEvent(async (client: google.payments.api.PaymentsClient) => {
    if (isPaying) return;
    let token: string | null;
    try {
      token = stripeTokenId(await client.loadPaymentData(paymentDataRequest(config)));
    } catch (err) {
      // The buyer closed the sheet (statusCode CANCELED), or Google refused the request.
      if (isGooglePayCancel(err)) toast.info(t('payment.googlePay.cancelledOrFailed'));
      else {
        console.error('Google Pay failed.', err);
        toast.error(t('payment.googlePay.cancelledOrFailed'));
      }
      return;
    }
    if (!token) return void toast.error(t('payment.googlePay.tokenParsing'));
    setPaying(true);
    try {
      succeed(await payWithGooglePay({ token, amount: PRICE_DISPLAY, email }).unwrap());
    } catch (err) {
      const message = apiErrorMessage(err);
      toast.error(
        isNetworkFailure(err) || !message
          ? t('payment.googlePay.network')
          : t('payment.googlePay.failed', { message: translateMessage(message) }),
      );
    } finally {
      setPaying(false);
    }
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let isActive = true;
    const client = new gpay.PaymentsClient({ environment: config.environment });
    client
      .isReadyToPay(readyToPayRequest())
      .then(({ result }) => {
        if (!isActive) return;
        if (!result) return setReadiness('unavailable');
        const button = client.createButton({
          onClick: () => void pay(client),
          allowedPaymentMethods: [cardPaymentMethod(config)],
          buttonColor: 'black',
          buttonType: 'buy',
          buttonSizeMode: 'fill',
        });
        container.replaceChildren(button);
        setReadiness('ready');
      })
      .catch((err: unknown) => {
        console.error('Google Pay is not ready.', err);
        if (isActive) setReadiness('unavailable');
      });
    return () => {
      isActive = false;
      container.replaceChildren();
    };
  }, [gpay, config]);

  return (
    <div className="space-y-3">
      {readiness === 'checking' && <BusyLine text={t('payment.googlePay.checking')} />}
      {readiness === 'unavailable' && (
        <FormAlert tone="info" message={t('payment.googlePay.notReady')} />
      )}
      {isPaying && <BusyLine text={t('payment.googlePay.processing')} />}
      <div
        ref={containerRef}
        data-testid="google-pay-button"
        className={readiness === 'ready' ? 'h-12' : 'hidden'}
      />
    </div>
  );
}
