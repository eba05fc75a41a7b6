import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Stripe, StripeElements, StripePaymentElement } from '@stripe/stripe-js';
import { PRICE_USD } from '@degreeworth/core';
import { Button } from '@/components/ui/button';
import { usePublicConfig } from '@/lib/public-config';
import { apiErrorMessage, toast } from '@/lib/toast';
import { useScript } from '@/lib/use-script';
import {
  useConfirmStripePaymentMutation,
  useCreateStripeIntentMutation,
} from '../api/payments-api';
import { usePricingTexts } from '../pricing-texts';
import { translateMessage } from './payment-messages';
import { BusyLine, RetryAlert, ScriptGate } from './script-gate';
import { usePaymentEmail, usePaymentSuccess } from './use-payment-success';

/** Card payment: Stripe's Payment Element, Stripe.js "basil" from the configured URL. */
export function CardView() {
  const stripe = usePublicConfig().payments.stripe;
  const script = useScript(stripe?.scriptUrl ?? null);
  const { t } = usePricingTexts();
  if (!stripe) return null;
  return (
    <ScriptGate
      status={script.status}
      name={t('payment.methods.card.script')}
      onRetry={script.retry}
    >
      <CardForm publishableKey={stripe.publishableKey} />
    </ScriptGate>
  );
}

interface Prepared {
  attempt: number;
  stripe?: Stripe;
  elements?: StripeElements;
  paymentIntentId?: string;
  /** Preparing failed: the server's reason, or null for the form's own message. */
  error?: string | null;
}

/**
 * POST /stripe/create-intent, then the Payment Element mounts with its client secret. Paying
 * confirms with Stripe (no redirect unless the card needs one), then POST
 * /stripe/confirm-payment activates the plan.
 */
function CardForm({ publishableKey }: { publishableKey: string }) {
  const { t } = usePricingTexts();
  const email = usePaymentEmail();
  const [createIntent] = useCreateStripeIntentMutation();
  const [confirmPayment] = useConfirmStripePaymentMutation();
  const succeed = usePaymentSuccess();
  const mountRef = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [prepared, setPrepared] = useState<Prepared | null>(null);
  const [isProcessing, setProcessing] = useState(false);

  useEffect(() => {
    const target = mountRef.current;
    if (!target) return;
    let isActive = true;
    let element: StripePaymentElement | null = null;
    createIntent({ amount: PRICE_USD, email })
      .unwrap()
      .then(({ clientSecret, paymentIntentId }) => {
        if (!isActive) return;
        if (!window.Stripe) throw new Error('Stripe.js did not define Stripe.');
        const stripe = window.Stripe(publishableKey);
        const elements = stripe.elements({ clientSecret });
        element = elements.create('payment');
        element.mount(target);
        setPrepared({ attempt, stripe, elements, paymentIntentId });
      })
      .catch((err: unknown) => {
        if (!isActive) return;
        console.error('The card form could not be prepared.', err);
        setPrepared({ attempt, error: apiErrorMessage(err) });
      });
    return () => {
      isActive = false;
      element?.destroy();
    };
  }, [attempt, createIntent, email, publishableKey]);

  const current = prepared?.attempt === attempt ? prepared : null;
  const { stripe, elements, paymentIntentId } = current ?? {};

  const pay = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements || !paymentIntentId || isProcessing) return;
    setProcessing(true);
    try {
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        // Only used when the card's bank insists on a redirect: back to this page.
        confirmParams: { return_url: window.location.href.split('#')[0] },
      });
      if (error) {
        toast.error(
          t('payment.card.failed', {
            message: error.message ?? t('payment.card.unexpected'),
          }),
        );
        return;
      }
      try {
        const id = paymentIntent?.id ?? paymentIntentId;
        succeed(await confirmPayment({ paymentIntentId: id, email }).unwrap());
      } catch (err) {
        const reason = apiErrorMessage(err);
        toast.error(
          t('payment.card.error', {
            message: reason ? translateMessage(reason) : t('payment.card.activationFailed'),
          }),
        );
      }
    } catch (err) {
      console.error('Card payment failed unexpectedly.', err);
      toast.error(t('payment.card.error', { message: t('payment.card.unexpected') }));
    } finally {
      setProcessing(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void pay(event)}
      className="space-y-4"
      aria-label={t('payment.card.form')}
    >
      {!current && <BusyLine text={t('payment.card.preparing')} />}
      {current?.error !== undefined && (
        <RetryAlert
          message={
            current.error ? translateMessage(current.error) : t('payment.card.prepareFailed')
          }
          onRetry={() => setAttempt((n) => n + 1)}
        />
      )}
      <div ref={mountRef} data-testid="stripe-payment-element" className="min-h-0" />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        isLoading={isProcessing}
        disabled={!stripe}
      >
        {isProcessing ? t('payment.card.processing') : t('payment.card.pay')}
      </Button>
    </form>
  );
}
