import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { modalClosed, selectOpenModal, selectPricingStep } from '@/lib/ui-slice';
import { PRICING_TEXTS } from '../pricing-texts';
import { DistrictPlanCard } from './district-plan-card';
import { IndividualPlanCard } from './individual-plan-card';
import { MethodList } from './method-list';
import { PaymentStep } from './payment-step';

/**
 * The pricing modal (spec §2, §4): the plan list, then the method list, then one payment view.
 * Closing it ("Not Now", Escape, ×, or a finished payment) resets it to the plan list.
 */
export function PricingModal() {
  const dispatch = useAppDispatch();
  const isOpen = useAppSelector(selectOpenModal) === 'pricing';
  const step = useAppSelector(selectPricingStep);
  const close = () => dispatch(modalClosed());
  const notNow = (
    <div className="mt-6 text-center">
      <Button variant="link" onClick={close}>
        {PRICING_TEXTS.notNow}
      </Button>
    </div>
  );
  return (
    <Modal
      isOpen={isOpen}
      onClose={close}
      title={PRICING_TEXTS.title}
      description={PRICING_TEXTS.subtitle}
      size={step === 'plans' ? 'xl' : 'md'}
    >
      {step === 'plans' && (
        <>
          <div className="grid gap-6 md:grid-cols-2">
            <IndividualPlanCard />
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
    </Modal>
  );
}
