import type { Blocker } from 'react-router';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useCalculatorTexts } from '../calculator-texts';
import { DRAFT_LIFETIME_DAYS } from '../scenario-draft';

interface LeaveDialogProps {
  /** The form's leave guard (use-leave-guard.ts): the dialog shows while it holds a navigation. */
  blocker: Blocker;
  /** A saved scenario's changes are lost on leaving; the new form's draft stays in the browser. */
  isEditing: boolean;
}

/**
 * "Leave without saving?", asked when the person goes to another page with unsaved changes.
 * Staying is the safe answer: Escape, the close button and the backdrop stay too, and the
 * Modal returns the focus to where it was. Leaving goes on to the page that was asked for.
 */
export function LeaveDialog({ blocker, isEditing }: LeaveDialogProps) {
  const { t } = useCalculatorTexts();
  if (blocker.state !== 'blocked') return null;
  const stay = () => blocker.reset();
  return (
    <Modal
      isOpen
      onClose={stay}
      title={t('leaveTitle')}
      description={isEditing ? t('leaveEditing') : t('leaveDraft', { days: DRAFT_LIFETIME_DAYS })}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => blocker.proceed()}>
          {t('leave')}
        </Button>
        <Button onClick={stay}>{t('stay')}</Button>
      </div>
    </Modal>
  );
}
