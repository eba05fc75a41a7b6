import { hasFullAccess } from '@degreeworth/core';
import { Button } from '@/components/ui/button';
import { selectUser } from '@/lib/auth-slice';
import { useAppSelector } from '@/lib/hooks';
import type { PricingStep } from '@/lib/ui-slice';
import { usePricingTexts } from '../pricing-texts';
import { DistrictPlanCard } from './district-plan-card';
import { FullAccessCard } from './full-access-card';
import { IndividualPlanCard } from './individual-plan-card';
import { MethodList } from './method-list';
import { PaymentStep } from './payment-step';

interface PricingModalBodyProps {
  step: PricingStep;
  close: () => void;
}

/**
 * The pricing modal's content: the plan list (without the Individual Pro offer for someone who
 * already has full access), the method list or one payment view.
 */
export function PricingModalBody({ step, close }: PricingModalBodyProps) {
  const user = useAppSelector(selectUser);
  const { t } = usePricingTexts();
  const notNow = (
    <div className="mt-6 text-center">
      <Button variant="link" onClick={close}>
        {t('notNow')}
      </Button>
    </div>
  );
  return (
    <>
      {step === 'plans' && (
        <>
          <div className="grid gap-6 md:grid-cols-2">
            {user && hasFullAccess(user) ? <FullAccessCard user={user} /> : <IndividualPlanCard />}
            <DistrictPlanCard onContact={close} />
          </div>
          {notNow}
        </>
      )}
      {step === 'methods' && (
        <>
          <MethodList />
          {notNow}
        </>
      )}
      {step !== 'plans' && step !== 'methods' && <PaymentStep key={step} method={step} />}
    </>
  );
}
