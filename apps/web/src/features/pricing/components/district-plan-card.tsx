import { paths } from '@/lib/paths';
import { ButtonLink } from '@/components/ui/button-link';
import { PRICING_TEXTS } from '../pricing-texts';
import { PlanBenefits } from './plan-benefits';

const texts = PRICING_TEXTS.district;

interface DistrictPlanCardProps {
  onContact: () => void;
}

/** Sold through the contact page: "Contact us" goes there and closes the modal. */
export function DistrictPlanCard({ onContact }: DistrictPlanCardProps) {
  return (
    <article
      className="flex flex-col rounded-2xl border border-slate-200 p-6"
      aria-label={texts.name}
    >
      <h3 className="text-xl font-bold text-slate-900">{texts.name}</h3>
      <PlanBenefits benefits={texts.benefits} />
      <div className="mt-auto pt-6">
        <ButtonLink to={paths.contact} onClick={onContact} variant="secondary" className="w-full">
          {texts.cta}
        </ButtonLink>
      </div>
    </article>
  );
}
