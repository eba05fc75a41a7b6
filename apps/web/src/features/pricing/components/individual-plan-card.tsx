import { PRICE_ORIGINAL_USD, PRICE_USD } from '@degreeworth/core';
import { daysLeftInMonth } from '../days-left-in-month';
import { usePricingTexts } from '../pricing-texts';
import { ChoosePlan } from './choose-plan';
import { PlanBenefits } from './plan-benefits';

/** Individual Pro: 50 struck through, 25 lifetime, the offer's days left, "Choose plan". */
export function IndividualPlanCard() {
  const { t } = usePricingTexts();
  const days = daysLeftInMonth();
  // The offer lasts to the month's end: "Last day" once none is left, else the days left.
  const daysLeft = days <= 0 ? t('lastDay') : t('daysLeft', { count: days });
  return (
    <article
      className="flex flex-col rounded-2xl border-2 border-emerald-600 p-6"
      aria-label={t('individualName')}
    >
      <p className="rounded-lg bg-amber-100 px-3 py-1.5 text-center text-sm font-semibold text-amber-900">
        {t('limitedOffer')} · {daysLeft}
      </p>
      <h3 className="mt-4 text-xl font-bold text-slate-900">{t('individualName')}</h3>
      <p className="mt-2 flex items-baseline gap-2">
        <span className="sr-only">{t('originalPrice')}</span>
        <s className="text-xl text-slate-500">${PRICE_ORIGINAL_USD}</s>
        <span className="sr-only">{t('now')}</span>
        <span className="text-4xl font-bold text-slate-900">${PRICE_USD}</span>
        <span className="text-slate-600">{t('individualPeriod')}</span>
      </p>
      <PlanBenefits plan="individual" />
      <div className="mt-auto pt-6">
        <ChoosePlan />
      </div>
    </article>
  );
}
