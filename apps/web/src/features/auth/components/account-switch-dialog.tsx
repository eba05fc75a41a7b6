import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useAppDispatch } from '@/lib/hooks';
import type { SignInLinkQuestion } from '@/lib/sign-in-link-slice';
import { useAuthTexts } from '../auth-texts';
import { stayOnCurrentAccount, switchToLinkAccount } from '../open-sign-in-link';

/**
 * Asked when a sign-in link opens another account than the one signed in here, naming both. The
 * Modal keeps focus inside; Escape, the close button and the backdrop keep the current account, as
 * "Stay" does: nothing changes without a clear yes.
 */
export function AccountSwitchDialog({ question }: { question: SignInLinkQuestion }) {
  const dispatch = useAppDispatch();
  const { t } = useAuthTexts();
  const { email, currentEmail } = question;
  const stay = () => dispatch(stayOnCurrentAccount());
  return (
    <Modal
      isOpen
      onClose={stay}
      title={t('switchTitle')}
      description={
        currentEmail
          ? t('switchExplainCurrent', { email, current: currentEmail })
          : t('switchExplain', { email })
      }
    >
      <div className="flex flex-col gap-3">
        <Button onClick={() => dispatch(switchToLinkAccount())}>{t('switch')}</Button>
        {/* A long address wraps instead of widening the dialog past a phone's screen. */}
        <Button variant="secondary" onClick={stay} className="break-all">
          {currentEmail ? t('stayCurrent', { current: currentEmail }) : t('stay')}
        </Button>
      </div>
    </Modal>
  );
}
