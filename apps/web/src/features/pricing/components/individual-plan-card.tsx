import { PRICE_ORIGINAL_USD, PRICE_USD } from '@degreeworth/core';
import { daysLeftInMonth, daysLeftLabel } from '../days-left-in-month';
import { PRICING_TEXTS } from '../pricing-texts';
import { ChoosePlan } from './choose-plan';
import { PlanBenefits } from './plan-benefits';

const texts = PRICING_TEXTS.individual;

/** Individual Pro: 50 struck through, 25 lifetime, the offer's days left, "Choose plan". */
export function IndividualPlanCard() {
  return (
    <article
      className="flex flex-col rounded-2xl border-2 border-emerald-600 p-6"
      aria-label={texts.name}
    >
      <p className="rounded-lg bg-amber-100 px-3 py-1.5 text-center text-sm font-semibold text-amber-900">
        {PRICING_TEXTS.limitedOffer} · {daysLeftLabel(daysLeftInMonth())}
      </p>
      <h3 className="mt-4 text-xl font-bold text-slate-900">{texts.name}</h3>
      <p className="mt-2 flex items-baseline gap-2">
        <span className="sr-only">Original price</span>
        <s className="text-xl text-slate-500">${PRICE_ORIGINAL_USD}</s>
        <span className="sr-only">, now</span>
        <span className="text-4xl font-bold text-slate-900">${PRICE_USD}</span>
        <span className="text-slate-600">{texts.period}</span>
      </p>
      <PlanBenefits benefits={texts.benefits} />
      <div className="mt-auto pt-6">
        <ChoosePlan />
      </div>
    </article>
  );
}
