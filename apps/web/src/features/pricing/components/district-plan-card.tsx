import { paths } from '@/lib/paths';
import { ButtonLink } from '@/components/ui/button-link';
import { usePricingTexts } from '../pricing-texts';
import { PlanBenefits } from './plan-benefits';

interface DistrictPlanCardProps {
  onContact: () => void;
}

/** Sold through the contact page: "Contact us" goes there and closes the modal. */
export function DistrictPlanCard({ onContact }: DistrictPlanCardProps) {
  const { t } = usePricingTexts();
  return (
    <article
      className="flex flex-col rounded-2xl border border-slate-200 p-6"
      aria-label={t('districtName')}
    >
      <h3 className="text-xl font-bold text-slate-900">{t('districtName')}</h3>
      <PlanBenefits plan="district" />
      <div className="mt-auto pt-6">
        <ButtonLink to={paths.contact} onClick={onContact} variant="secondary" className="w-full">
          {t('districtCta')}
        </ButtonLink>
      </div>
    </article>
  );
}
