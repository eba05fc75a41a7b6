import { lazy, Suspense, useId, type ComponentType, type LazyExoticComponent } from 'react';
import { ChartBoundary } from '@/components/chart-boundary';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { useAppDispatch } from '@/lib/hooks';
import { usePublicConfig } from '@/lib/public-config';
import { paymentCancelled, type PaymentMethod } from '@/lib/ui-slice';
import { isMethodAvailable } from '../method-availability';
import { PAYMENT_TEXTS } from '../payment-texts';
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
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
      <Spinner size="sm" />
      {PAYMENT_TEXTS.loadingView}
    </p>
  );
}

/** One payment view under its heading, with the Cancel that returns to the list. */
export function PaymentStep({ method }: { method: PaymentMethod }) {
  const dispatch = useAppDispatch();
  const { payments } = usePublicConfig();
  const headingId = useId();
  const texts = PAYMENT_TEXTS.methods[method];
  const View = VIEWS[method];
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <StepHeading id={headingId}>{texts.title}</StepHeading>
      <p className="text-sm text-slate-600">{PAYMENT_TEXTS.summary}</p>
      {isMethodAvailable(payments, method) ? (
        <ChartBoundary name={`The ${texts.name} payment view`} fallback={PAYMENT_TEXTS.viewFailed}>
          <Suspense fallback={<LoadingView />}>
            <View />
          </Suspense>
        </ChartBoundary>
      ) : (
        <FormAlert tone="info" message={texts.unavailable} />
      )}
      <Button variant="secondary" className="w-full" onClick={() => dispatch(paymentCancelled())}>
        {PAYMENT_TEXTS.cancel}
      </Button>
    </section>
  );
}
