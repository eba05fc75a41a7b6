import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { selectUser } from '@/lib/auth-slice';
import { pricingModalOpened } from '@/lib/ui-slice';
import { showsBecomeAClient } from '@/lib/user';
import { usePricingTexts } from '../pricing-texts';

interface BecomeAClientButtonProps {
  /** 'floating': fixed bottom left on wider screens; 'menu': a row of the phone's help menu. */
  placement?: 'floating' | 'menu';
  /** Runs before the modal opens (the phone's help menu closes). */
  onChoose?: () => void;
}

const CLASSES = {
  floating:
    'fixed bottom-4 left-4 z-30 rounded-full print:hidden bg-amber-400 px-5 py-3 text-sm font-bold text-slate-900 shadow-lg hover:bg-amber-300',
  menu: 'min-h-11 w-full rounded-xl bg-amber-400 px-4 py-2 text-left text-sm font-bold text-slate-900 hover:bg-amber-300',
};

/**
 * Opens the pricing modal; hidden for a free plan (transaction_id free_subscription) and for the
 * base plan (subscription_id 1).
 */
export function BecomeAClientButton({
  placement = 'floating',
  onChoose,
}: BecomeAClientButtonProps) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const { t } = usePricingTexts();
  if (!showsBecomeAClient(user)) return null;
  return (
    <button
      type="button"
      onClick={() => {
        onChoose?.();
        dispatch(pricingModalOpened());
      }}
      className={CLASSES[placement]}
    >
      {t('becomeClient')}
    </button>
  );
}
