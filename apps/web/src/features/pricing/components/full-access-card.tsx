import type { PublicUser } from '@degreeworth/core';
import { PRICING_TEXTS } from '../pricing-texts';
import { PlanBenefits } from './plan-benefits';

const texts = PRICING_TEXTS.individual;

/**
 * In place of the Individual Pro offer for someone who already has full access: their school's
 * subscription, Individual Pro, or a free subscription. There is nothing for them to buy.
 */
export function FullAccessCard({ user }: { user: PublicUser }) {
  return (
    <article
      className="flex flex-col rounded-2xl border-2 border-emerald-600 p-6"
      aria-label={PRICING_TEXTS.fullAccess.heading}
    >
      <h3 className="text-xl font-bold text-slate-900">{PRICING_TEXTS.fullAccess.heading}</h3>
      <p className="mt-2 text-slate-700">{PRICING_TEXTS.fullAccess.why(user)}</p>
      <PlanBenefits benefits={texts.benefits} />
    </article>
  );
}
