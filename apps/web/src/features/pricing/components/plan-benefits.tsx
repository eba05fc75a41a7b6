import { usePricingTexts } from '../pricing-texts';

interface PlanBenefitsProps {
  /** Whose three benefits: Individual Pro's (also shown with full access) or the district's. */
  plan: 'individual' | 'district';
}

export function PlanBenefits({ plan }: PlanBenefitsProps) {
  const { t } = usePricingTexts();
  const benefits = [t(`${plan}Benefit1`), t(`${plan}Benefit2`), t(`${plan}Benefit3`)];
  return (
    <ul className="mt-6 space-y-3 text-slate-700">
      {benefits.map((benefit) => (
        <li key={benefit} className="flex gap-3">
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="mt-0.5 h-5 w-5 flex-none text-emerald-600"
          >
            <path fill="currentColor" d="M8.1 13.6 4.5 10l-1.4 1.4 5 5 9-9-1.4-1.4z" />
          </svg>
          <span>{benefit}</span>
        </li>
      ))}
    </ul>
  );
}
