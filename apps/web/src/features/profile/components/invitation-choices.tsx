import { MESSAGES } from '@degreeworth/core';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { apiErrorMessage, toast } from '@/lib/toast';
import {
  useAcceptInvitationMutation,
  useDeclineInvitationMutation,
} from '../api/institute-membership-api';
import { useProfileTexts, useSchoolMessage } from '../profile-texts';

/**
 * Join or Decline a school's invitation (and Decide later, in the dialog). Each answer carries
 * the user as it is now, so the invitation goes from the dialog and the profile at once; a
 * refusal (every seat taken, the plan ended) is shown above the buttons and changes nothing.
 */
export function InvitationChoices({ school, onLater }: { school: string; onLater?: () => void }) {
  const { t } = useProfileTexts();
  const schoolMessage = useSchoolMessage(school);
  const [accept, accepting] = useAcceptInvitationMutation();
  const [decline, declining] = useDeclineInvitationMutation();
  const isBusy = accepting.isLoading || declining.isLoading;
  const error = accepting.error ?? declining.error;

  const answer = async (call: typeof accept | typeof decline) => {
    try {
      toast.success(schoolMessage((await call().unwrap()).message));
    } catch {
      // Shown below from the mutation's error.
    }
  };

  return (
    <div className="space-y-4">
      <FormAlert
        message={error ? schoolMessage(apiErrorMessage(error) ?? MESSAGES.contactFailed) : null}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onLater && (
          <Button variant="ghost" onClick={onLater} disabled={isBusy}>
            {t('school.later')}
          </Button>
        )}
        <Button
          variant="secondary"
          isLoading={declining.isLoading}
          disabled={isBusy}
          onClick={() => void answer(decline)}
        >
          {t('school.decline')}
        </Button>
        <Button
          isLoading={accepting.isLoading}
          disabled={isBusy}
          onClick={() => void answer(accept)}
        >
          {t('school.accept', { school })}
        </Button>
      </div>
    </div>
  );
}
