import { useId } from 'react';
import { CURRENCY, PRICE_DISPLAY } from '@degreeworth/core';
import { Button } from '@/components/ui/button';
import { useAppDispatch } from '@/lib/hooks';
import { usePublicConfig } from '@/lib/public-config';
import { paymentMethodChosen, plansShown, type PaymentMethod } from '@/lib/ui-slice';
import { isMethodAvailable } from '../method-availability';
import { PAYMENT_METHODS } from '../payment-texts';
import { usePricingTexts } from '../pricing-texts';
import { StepHeading } from './step-heading';

function MethodOption({ method, available }: { method: PaymentMethod; available: boolean }) {
  const dispatch = useAppDispatch();
  const nameId = useId();
  const noteId = useId();
  const { t } = usePricingTexts();
  return (
    <li>
      <button
        type="button"
        disabled={!available}
        aria-labelledby={nameId}
        aria-describedby={noteId}
        onClick={() => dispatch(paymentMethodChosen(method))}
        className="flex w-full flex-col items-start rounded-xl border border-slate-300 p-4 text-left hover:border-emerald-700 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-emerald-700 disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-50 disabled:hover:bg-slate-50"
      >
        <span
          id={nameId}
          className={`font-semibold ${available ? 'text-slate-900' : 'text-slate-500'}`}
        >
          {t(`payment.methods.${method}.name`)}
        </span>
        <span id={noteId} className="text-sm text-slate-600">
          {t(`payment.methods.${method}.${available ? 'description' : 'unavailable'}`)}
        </span>
      </button>
    </li>
  );
}

/** The method list: four methods; one whose provider is not configured says so. */
export function MethodList() {
  const dispatch = useAppDispatch();
  const { payments } = usePublicConfig();
  const headingId = useId();
  const { t } = usePricingTexts();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <StepHeading id={headingId}>{t('payment.methodsTitle')}</StepHeading>
      <p className="text-sm text-slate-600">
        {t('payment.summary', { price: PRICE_DISPLAY, currency: CURRENCY })}
      </p>
      <ul className="grid gap-3" aria-labelledby={headingId}>
        {PAYMENT_METHODS.map((method) => (
          <MethodOption
            key={method}
            method={method}
            available={isMethodAvailable(payments, method)}
          />
        ))}
      </ul>
      <Button variant="link" onClick={() => dispatch(plansShown())}>
        {t('payment.backToPlans')}
      </Button>
    </section>
  );
}
