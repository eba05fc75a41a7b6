import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { modalClosed, selectOpenModal } from '@/lib/ui-slice';
import { PRICING_TEXTS } from '../pricing-texts';
import { DistrictPlanCard } from './district-plan-card';
import { IndividualPlanCard } from './individual-plan-card';

/** The plan list (spec §2). The payments issue adds the method list and payment views. */
export function PricingModal() {
  const dispatch = useAppDispatch();
  const isOpen = useAppSelector(selectOpenModal) === 'pricing';
  const close = () => dispatch(modalClosed());
  return (
    <Modal
      isOpen={isOpen}
      onClose={close}
      title={PRICING_TEXTS.title}
      description={PRICING_TEXTS.subtitle}
      size="xl"
    >
      <div className="grid gap-6 md:grid-cols-2">
        <IndividualPlanCard />
        <DistrictPlanCard onContact={close} />
      </div>
      <div className="mt-6 text-center">
        <Button variant="link" onClick={close}>
          {PRICING_TEXTS.notNow}
        </Button>
      </div>
    </Modal>
  );
}
