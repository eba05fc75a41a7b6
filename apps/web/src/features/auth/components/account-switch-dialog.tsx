import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useAppDispatch } from '@/lib/hooks';
import type { SignInLinkQuestion } from '@/lib/sign-in-link-slice';
import { ACCOUNT_SWITCH_TEXTS } from '../auth-texts';
import { stayOnCurrentAccount, switchToLinkAccount } from '../open-sign-in-link';

/**
 * Asked when a sign-in link opens another account than the one signed in here, naming both. The
 * Modal keeps focus inside; Escape, the close button and the backdrop keep the current account, as
 * "Stay" does: nothing changes without a clear yes.
 */
export function AccountSwitchDialog({ question }: { question: SignInLinkQuestion }) {
  const dispatch = useAppDispatch();
  const { email, currentEmail } = question;
  const stay = () => dispatch(stayOnCurrentAccount());
  return (
    <Modal
      isOpen
      onClose={stay}
      title={ACCOUNT_SWITCH_TEXTS.title}
      description={ACCOUNT_SWITCH_TEXTS.explain(email, currentEmail)}
    >
      <div className="flex flex-col gap-3">
        <Button onClick={() => dispatch(switchToLinkAccount())}>
          {ACCOUNT_SWITCH_TEXTS.switch}
        </Button>
        {/* A long address wraps instead of widening the dialog past a phone's screen. */}
        <Button variant="secondary" onClick={stay} className="break-all">
          {ACCOUNT_SWITCH_TEXTS.stay(currentEmail)}
        </Button>
      </div>
    </Modal>
  );
}
