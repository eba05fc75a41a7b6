import type { ReactNode } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { pricingModalOpened } from '@/lib/ui-slice';
import { TEXTS } from '../calculator-texts';

interface UpgradePromptProps {
  message: string;
  children?: ReactNode;
}

/**
 * A plan limit reached (free colleges, saved scenarios, PDF): the message and the button that
 * opens the pricing modal, as the rankings' upgrade prompt and "Become a Client" do.
 */
export function UpgradePrompt({ message, children }: UpgradePromptProps) {
  const dispatch = useAppDispatch();
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm">{message}</p>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button size="sm" onClick={() => dispatch(pricingModalOpened())}>
          {TEXTS.seePlans}
        </Button>
        {children}
      </div>
    </div>
  );
}
