import { lazy, Suspense, useId, type ComponentType, type LazyExoticComponent } from 'react';
import { CURRENCY, PRICE_DISPLAY } from '@degreeworth/core';
import { ChartBoundary } from '@/components/chart-boundary';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { useAppDispatch } from '@/lib/hooks';
import { usePublicConfig } from '@/lib/public-config';
import { paymentCancelled, type PaymentMethod } from '@/lib/ui-slice';
import { isMethodAvailable } from '../method-availability';
import { usePricingTexts } from '../pricing-texts';
import { StepHeading } from './step-heading';

/*
 * The payment views (and the payment calls they make) load when a method is opened, so none of
 * their code is in the first page's bundle.
 */
const VIEWS: Record<PaymentMethod, LazyExoticComponent<ComponentType>> = {
  paypal: lazy(() => import('../payments/paypal-view').then((m) => ({ default: m.PayPalView }))),
  googlePay: lazy(() =>
    import('../payments/google-pay-view').then((m) => ({ default: m.GooglePayView })),
  ),
  card: lazy(() => import('../payments/card-view').then((m) => ({ default: m.CardView }))),
  applePay: lazy(() =>
    import('../payments/apple-pay-view').then((m) => ({ default: m.ApplePayView })),
  ),
};

function LoadingView() {
  const { t } = usePricingTexts();
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
      <Spinner size="sm" />
      {t('payment.loadingView')}
    </p>
  );
}

/** One payment view under its heading, with the Cancel that returns to the list. */
export function PaymentStep({ method }: { method: PaymentMethod }) {
  const dispatch = useAppDispatch();
  const { payments } = usePublicConfig();
  const headingId = useId();
  const { t } = usePricingTexts();
  const View = VIEWS[method];
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <StepHeading id={headingId}>{t(`payment.methods.${method}.title`)}</StepHeading>
      <p className="text-sm text-slate-600">
        {t('payment.summary', { price: PRICE_DISPLAY, currency: CURRENCY })}
      </p>
      {isMethodAvailable(payments, method) ? (
        <ChartBoundary name={`The ${method} payment view`} fallback={t('payment.viewFailed')}>
          <Suspense fallback={<LoadingView />}>
            <View />
          </Suspense>
        </ChartBoundary>
      ) : (
        <FormAlert tone="info" message={t(`payment.methods.${method}.unavailable`)} />
      )}
      <Button variant="secondary" className="w-full" onClick={() => dispatch(paymentCancelled())}>
        {t('payment.cancel')}
      </Button>
    </section>
  );
}
