import { BASE_PLAN_SUBSCRIPTION_ID, type PublicUser } from '@degreeworth/core';
import { usePricingTexts } from '../pricing-texts';
import { PlanBenefits } from './plan-benefits';

/**
 * In place of the Individual Pro offer for someone who already has full access: their school's
 * subscription, Individual Pro, or a free subscription. There is nothing for them to buy.
 */
export function FullAccessCard({ user }: { user: PublicUser }) {
  const { t } = usePricingTexts();
  // Whose access it is: the school's, Individual Pro, or a free subscription.
  const why = user.institute_subscription_active
    ? t('fullAccessSchool', { school: user.institute?.name ?? t('yourSchool') })
    : user.subscription_id === BASE_PLAN_SUBSCRIPTION_ID
      ? t('fullAccessBasePlan')
      : t('fullAccessFree');
  return (
    <article
      className="flex flex-col rounded-2xl border-2 border-emerald-600 p-6"
      aria-label={t('fullAccessHeading')}
    >
      <h3 className="text-xl font-bold text-slate-900">{t('fullAccessHeading')}</h3>
      <p className="mt-2 text-slate-700">{why}</p>
      <PlanBenefits plan="individual" />
    </article>
  );
}
