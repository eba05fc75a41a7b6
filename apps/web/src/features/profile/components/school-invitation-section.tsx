import type { UserInstituteInvitation } from '@degreeworth/core';
import { useProfileTexts } from '../profile-texts';
import { InvitationChoices } from './invitation-choices';

/** The profile's school while a school's invitation waits: what joining means, Join or Decline. */
export function SchoolInvitationSection({ invitation }: { invitation: UserInstituteInvitation }) {
  const { t } = useProfileTexts();
  return (
    <div className="space-y-4">
      <p className="text-lg font-semibold text-slate-900">{invitation.name}</p>
      <p className="text-slate-700">{t('school.invited', { school: invitation.name })}</p>
      <InvitationChoices school={invitation.name} />
    </div>
  );
}
