import { useState } from 'react';
import type { UserInstitute } from '@degreeworth/core';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useProfileTexts } from '../profile-texts';
import { LeaveSchoolConfirm } from './leave-school-confirm';

/**
 * The profile's school: which school added the account, that its counselors
 * see the student's scenarios, and "Leave school" at any time (asked first, as in the dialog).
 */
export function SchoolSection({ institute }: { institute: UserInstitute }) {
  const { t } = useProfileTexts();
  const [isAsking, setIsAsking] = useState(false);
  const school = institute.name;
  return (
    <div className="space-y-4">
      <p className="text-lg font-semibold text-slate-900">{institute.name}</p>
      <p className="text-slate-700">{t('school.addedBy', { school })}</p>
      <Button variant="secondary" onClick={() => setIsAsking(true)}>
        {t('school.leaveSchool')}
      </Button>
      <Modal
        isOpen={isAsking}
        onClose={() => setIsAsking(false)}
        title={t('school.leaveTitle', { school })}
      >
        <LeaveSchoolConfirm school={school} onCancel={() => setIsAsking(false)} />
      </Modal>
    </div>
  );
}
