import { Modal } from '@/components/ui/modal';
import { useProfileTexts } from '../profile-texts';
import { InvitationChoices } from './invitation-choices';

/**
 * Shown to a signed-in person whose account a school invited (GET /me `institute_invitation`):
 * which school, what joining shares (the scenarios saved before and after) and gives (full
 * access), and Join, Decline or Decide later. Unlike the consent dialog it can be closed: the
 * account is the person's own and nothing is shared until they accept; the profile keeps the
 * choice at hand.
 */
export function InstituteInvitationDialog({
  email,
  school,
  onLater,
}: {
  email: string;
  school: string;
  onLater: () => void;
}) {
  const { t } = useProfileTexts();
  return (
    <Modal
      isOpen
      onClose={onLater}
      title={t('school.invitationTitle', { school })}
      description={t('school.invitationBody', { school, email })}
    >
      <div className="space-y-4">
        <p className="text-slate-700">{t('school.invitationCounselors', { school })}</p>
        <InvitationChoices school={school} onLater={onLater} />
      </div>
    </Modal>
  );
}
