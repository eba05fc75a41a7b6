import { MESSAGES } from '@degreeworth/core';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { apiErrorMessage, toast } from '@/lib/toast';
import { useLeaveInstituteMutation } from '../api/institute-membership-api';
import { useProfileTexts, useSchoolMessage } from '../profile-texts';

interface LeaveSchoolConfirmProps {
  school: string;
  /** Back to where leaving was chosen (the school's dialog, or the profile). */
  onCancel: () => void;
}

/**
 * Asks before leaving the school: what the student loses, and that the school
 * cannot add them back by itself. The dialog or the profile around it goes once the stored user
 * has no institute; a failure is shown here, beside the buttons that can try again.
 */
export function LeaveSchoolConfirm({ school, onCancel }: LeaveSchoolConfirmProps) {
  const { t } = useProfileTexts();
  const schoolMessage = useSchoolMessage(school);
  const [leave, { isLoading, error }] = useLeaveInstituteMutation();

  const onLeave = async () => {
    try {
      toast.success(schoolMessage((await leave().unwrap()).message));
    } catch {
      // Shown below from the mutation's error.
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-slate-700">{t('school.leaveConsequences', { school })}</p>
      <FormAlert
        message={error ? schoolMessage(apiErrorMessage(error) ?? MESSAGES.contactFailed) : null}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={isLoading}>
          {t('school.leaveCancel')}
        </Button>
        <Button
          className="bg-red-700 hover:bg-red-800 disabled:hover:bg-red-700"
          isLoading={isLoading}
          onClick={onLeave}
        >
          {t('school.leave', { school })}
        </Button>
      </div>
    </div>
  );
}
