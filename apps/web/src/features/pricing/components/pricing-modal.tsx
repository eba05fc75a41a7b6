import { Suspense } from 'react';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { Modal } from '@/components/ui/modal';
import { BlockSpinner } from '@/components/ui/block-spinner';
import { lazyComponent } from '@/lib/lazy-component';
import { modalClosed, selectOpenModal, selectPricingStep } from '@/lib/ui-slice';
import { usePricingTexts } from '../pricing-texts';

// Plans, methods and payment views stay out of the first page until the modal first opens.
const PricingModalBody = lazyComponent(() =>
  import('./pricing-modal-body').then((m) => m.PricingModalBody),
);

/**
 * The pricing modal: the plan list, then the method list, then one payment view.
 * Closing it ("Not Now", Escape, ×, or a finished payment) resets it to the plan list.
 */
export function PricingModal() {
  const dispatch = useAppDispatch();
  const isOpen = useAppSelector(selectOpenModal) === 'pricing';
  const step = useAppSelector(selectPricingStep);
  const close = () => dispatch(modalClosed());
  const { t } = usePricingTexts();
  return (
    <Modal
      isOpen={isOpen}
      onClose={close}
      title={t('title')}
      description={t('subtitle')}
      size={step === 'plans' ? 'xl' : 'md'}
    >
      <Suspense fallback={<BlockSpinner />}>
        <PricingModalBody step={step} close={close} />
      </Suspense>
    </Modal>
  );
}
