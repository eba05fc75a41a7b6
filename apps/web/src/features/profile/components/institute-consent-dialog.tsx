import { useState } from 'react';
import { MESSAGES } from '@degreeworth/core';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { apiErrorMessage, toast } from '@/lib/toast';
import type { User } from '@/lib/user';
import { useConfirmInstituteMutation } from '../api/institute-membership-api';
import { useProfileTexts, useSchoolMessage } from '../profile-texts';
import { LeaveSchoolConfirm } from './leave-school-confirm';

/**
 * Shown before anything else to a student whose account a school enrolled and who has not
 * chosen yet (GET /me `institute.confirmed` false): which school added the
 * address, that its counselors see and comment on the student's scenarios, and the choice to
 * stay or leave. A choice is required, so the dialog has no close button and ignores Escape and
 * presses outside; it goes once the stored user is confirmed or has no institute.
 */
export function InstituteConsentDialog({ user, school }: { user: User; school: string }) {
  const { t } = useProfileTexts();
  const schoolMessage = useSchoolMessage(school);
  const [step, setStep] = useState<'ask' | 'leave'>('ask');
  const [confirm, { isLoading, error }] = useConfirmInstituteMutation();

  const onStay = async () => {
    try {
      toast.success(schoolMessage((await confirm().unwrap()).message));
    } catch {
      // Shown below from the mutation's error.
    }
  };

  const asking = step === 'ask';
  return (
    <Modal
      isOpen
      title={asking ? t('school.askTitle', { school }) : t('school.leaveTitle', { school })}
      description={asking ? t('school.askAddedBy', { school, email: user.email }) : undefined}
      focusKey={step}
    >
      {asking ? (
        <div className="space-y-4">
          <p className="text-slate-700">{t('school.askCounselors', { school })}</p>
          <p className="text-slate-700">{t('school.askChoose')}</p>
          <FormAlert
            message={error ? schoolMessage(apiErrorMessage(error) ?? MESSAGES.contactFailed) : null}
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setStep('leave')} disabled={isLoading}>
              {t('school.leave', { school })}
            </Button>
            <Button isLoading={isLoading} onClick={onStay}>
              {t('school.stay', { school })}
            </Button>
          </div>
        </div>
      ) : (
        <LeaveSchoolConfirm school={school} onCancel={() => setStep('ask')} />
      )}
    </Modal>
  );
}
