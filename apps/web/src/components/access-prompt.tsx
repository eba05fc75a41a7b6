import type { ReactNode } from 'react';
import { useAppDispatch } from '@/lib/hooks';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { authModalOpened, pricingModalOpened } from '@/lib/ui-slice';

interface AccessPromptProps {
  /** signup: visitors (opens the sign-up modal); upgrade: free accounts (opens the plans). */
  kind: 'signup' | 'upgrade';
  message: string;
  /** A second action, e.g. "Back to page 1". */
  children?: ReactNode;
}

/** The button of each kind: visitors sign up, free accounts see the plans. */
const ACTIONS = { signup: 'shared.signUpFree', upgrade: 'shared.seePlans' } as const;

/**
 * The prompt shown where a visitor or a free account reaches a limit of its plan:
 * rankings filters and pages, the calculator's college, scenario and PDF
 * limits. It opens the same modals as the navbar's Login and "Become a Client".
 */
export function AccessPrompt({ kind, message, children }: AccessPromptProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const open = () => dispatch(kind === 'signup' ? authModalOpened('role') : pricingModalOpened());
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm">{message}</p>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button size="sm" onClick={open}>
          {t(ACTIONS[kind])}
        </Button>
        {children}
      </div>
    </div>
  );
}
