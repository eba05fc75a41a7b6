import { useState } from 'react';
import { INSTITUTE_MEMBERSHIP_TEXT as TEXT, type UserInstitute } from '@degreeworth/core';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { LeaveSchoolConfirm } from './leave-school-confirm';

/**
 * The profile's school: which school added the account, that its counselors
 * see the student's scenarios, and "Leave school" at any time (asked first, as in the dialog).
 */
export function SchoolSection({ institute }: { institute: UserInstitute }) {
  const [isAsking, setIsAsking] = useState(false);
  return (
    <div className="space-y-4">
      <p className="text-lg font-semibold text-slate-900">{institute.name}</p>
      <p className="text-slate-700">{TEXT.profileAddedBy(institute.name)}</p>
      <Button variant="secondary" onClick={() => setIsAsking(true)}>
        {TEXT.profileLeave}
      </Button>
      <Modal
        isOpen={isAsking}
        onClose={() => setIsAsking(false)}
        title={TEXT.leaveTitle(institute.name)}
      >
        <LeaveSchoolConfirm school={institute.name} onCancel={() => setIsAsking(false)} />
      </Modal>
    </div>
  );
}
