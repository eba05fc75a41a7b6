import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { PayPalNamespace } from '@paypal/paypal-js';
import { PRICE_USD } from '@degreeworth/core';
import { FormAlert } from '@/components/ui/form-alert';
import { useAppDispatch } from '@/lib/hooks';
import { usePublicConfig } from '@/lib/public-config';
import { apiErrorMessage } from '@/lib/toast';
import { modalClosed } from '@/lib/ui-slice';
import { useScript } from '@/lib/use-script';
import { useCapturePayPalOrderMutation, useCreatePayPalOrderMutation } from '../api/payments-api';
import { usePricingTexts } from '../pricing-texts';
import { translateMessage } from './payment-messages';
import { BusyLine, ScriptGate } from './script-gate';
import { usePaymentEmail, usePaymentSuccess } from './use-payment-success';

/** The PayPal JS SDK address: the configured script with the client id, USD and capture. */
export function paypalScriptUrl(scriptUrl: string, clientId: string): string {
  const query = new URLSearchParams({ 'client-id': clientId, currency: 'USD', intent: 'capture' });
  return `${scriptUrl}${scriptUrl.includes('?') ? '&' : '?'}${query.toString()}`;
}

/** The redirect-style wallet: PayPal's own buttons, rendered by its SDK. */
export function PayPalView() {
  const paypal = usePublicConfig().payments.paypal;
  const script = useScript(paypal ? paypalScriptUrl(paypal.scriptUrl, paypal.clientId) : null);
  const { t } = usePricingTexts();
  if (!paypal) return null;
  const scriptName = t('payment.methods.paypal.script');
  return (
    <ScriptGate status={script.status} name={scriptName} onRetry={script.retry}>
      {hasButtons(window.paypal) ? (
        <PayPalButtons sdk={window.paypal} />
      ) : (
        <FormAlert message={t('payment.loadFailed', { script: scriptName })} />
      )}
    </ScriptGate>
  );
}

/**
 * The SDK with its Buttons component. Loaded with its default components (as here) it always has
 * it; @paypal/paypal-js types every component as optional, as the `components` option decides.
 */
type PayPalWithButtons = PayPalNamespace & Required<Pick<PayPalNamespace, 'Buttons'>>;

function hasButtons(sdk: PayPalNamespace | null | undefined): sdk is PayPalWithButtons {
  return typeof sdk?.Buttons === 'function';
}

/** Why PayPal failed, when anyone said: the API's message (translated) or the SDK's error text. */
function reasonOf(err: unknown): string | null {
  const fromApi = apiErrorMessage(err);
  if (fromApi) return translateMessage(fromApi);
  return err instanceof Error && err.message.trim() !== '' ? err.message : null;
}

/**
 * createOrder → POST /paypal/create-order; onApprove → POST /paypal/capture-order, then the
 * alert "Payment Successful", the modal closes and the user is fetched again. Any failure
 * is an alert that closes the modal; cancelling the PayPal window stays here.
 */
function PayPalButtons({ sdk }: { sdk: PayPalWithButtons }) {
  const { t } = usePricingTexts();
  const dispatch = useAppDispatch();
  const email = usePaymentEmail();
  const [createOrder] = useCreatePayPalOrderMutation();
  const [captureOrder] = useCapturePayPalOrderMutation();
  const succeed = usePaymentSuccess();
  const containerRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'idle' | 'capturing' | 'cancelled' | 'broken'>('idle');

  const fail = useEffectEvent((err: unknown) => {
    console.error('PayPal payment failed.', err);
    const reason = reasonOf(err);
    window.alert(
      reason ? t('payment.paypal.errorWithReason', { message: reason }) : t('payment.paypal.error'),
    );
    dispatch(modalClosed());
  });
  const onCreateOrder = useEffectEvent(async () => {
    setState('idle');
    // A failure rejects: the SDK then calls onError, which alerts.
    const { id } = await createOrder({ amount: PRICE_USD, email }).unwrap();
    return id;
  });
  const onApprove = useEffectEvent(async (orderID: string) => {
    setState('capturing');
    try {
      const result = await captureOrder({ orderId: orderID, email }).unwrap();
      window.alert(t('payment.paypal.success'));
      succeed(result);
    } catch (err) {
      fail(err);
    }
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let isActive = true;
    const buttons = sdk.Buttons({
      style: { layout: 'vertical', label: 'paypal' },
      createOrder: () => onCreateOrder(),
      onApprove: (data) => onApprove(data.orderID),
      onError: (err) => fail(err),
      onCancel: () => setState('cancelled'),
    });
    buttons.render(container).catch((err: unknown) => {
      console.error('PayPal buttons could not be shown.', err);
      if (isActive) setState('broken');
    });
    return () => {
      isActive = false;
      void buttons.close().catch(() => undefined);
      container.replaceChildren();
    };
  }, [sdk]);

  return (
    <div className="space-y-3">
      {state === 'capturing' && <BusyLine text={t('payment.paypal.capturing')} />}
      {state === 'cancelled' && <FormAlert tone="info" message={t('payment.paypal.cancelled')} />}
      {state === 'broken' && (
        <FormAlert
          message={t('payment.loadFailed', { script: t('payment.methods.paypal.script') })}
        />
      )}
      <div ref={containerRef} data-testid="paypal-buttons" className="min-h-12" />
    </div>
  );
}
