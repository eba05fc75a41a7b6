import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { selectUser } from '@/lib/auth-slice';
import { pricingModalOpened } from '@/lib/ui-slice';
import { showsBecomeAClient } from '@/lib/user';
import { PRICING_TEXTS } from '../pricing-texts';

/**
 * Opens the pricing modal; hidden for a free plan (transaction_id free_subscription) and for the
 * base plan (subscription_id 1).
 */
export function BecomeAClientButton() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  if (!showsBecomeAClient(user)) return null;
  return (
    <button
      type="button"
      onClick={() => dispatch(pricingModalOpened())}
      className="fixed bottom-4 left-4 z-30 rounded-full bg-amber-400 px-5 py-3 text-sm font-bold text-slate-900 shadow-lg hover:bg-amber-300"
    >
      {PRICING_TEXTS.becomeClient}
    </button>
  );
}
