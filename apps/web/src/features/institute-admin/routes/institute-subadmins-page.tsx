import { useState } from 'react';
import { type SubUser, SubUserInputSchema } from '@degreeworth/core';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { QueryState } from '@/components/admin/query-state';
import { runAdminAction } from '@/components/admin/run-admin-action';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import {
  useAddCounselorMutation,
  useDeleteCounselorMutation,
  useGetCounselorsQuery,
  useResendCounselorInviteMutation,
  useUpdateCounselorMutation,
} from '../api/counselors-api';
import { CounselorsTable } from '../components/counselors-table';
import { SchoolDataSection } from '../components/school-data-section';
import { StudentAddingSetting } from '../components/student-adding-setting';
import { InstitutePageFrame } from '../components/institute-page-frame';
import { type NameEmail, NameEmailForm } from '../components/name-email-form';
import { TEXT, TOASTS } from '../institute-texts';

type Editing = SubUser | 'new' | null;

const FieldsSchema = SubUserInputSchema.pick({ name: true, email: true });
const OWNER_ONLY =
  'Only the institute admin can add, change or remove counselors. Ask them to make this change.';

function CounselorDialog({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const [addCounselor, add] = useAddCounselorMutation();
  const [updateCounselor, update] = useUpdateCounselorMutation();
  const current = editing === 'new' ? undefined : (editing ?? undefined);
  const submit = async (values: NameEmail, onError: (err: unknown) => void) => {
    const answer = current
      ? await runAdminAction(
          () => updateCounselor({ id: current.id, body: values }).unwrap(),
          TOASTS.update,
          onError,
        )
      : await runAdminAction(() => addCounselor(values).unwrap(), TOASTS.add, onError);
    return answer !== null;
  };
  return (
    <Modal
      isOpen={editing !== null}
      onClose={onClose}
      title={current ? `Edit ${current.name}` : 'Add a counselor'}
    >
      <NameEmailForm
        schema={FieldsSchema}
        initial={current && { name: current.name, email: current.email }}
        submitLabel={current ? 'Save changes' : 'Add counselor'}
        note={current ? undefined : 'They get an e-mail with a link to choose their password.'}
        isBusy={add.isLoading || update.isLoading}
        onSubmit={submit}
        onDone={onClose}
      />
    </Modal>
  );
}

function CounselorsScreen({ editing, onEdit }: { editing: Editing; onEdit: (e: Editing) => void }) {
  const list = useGetCounselorsQuery();
  const [deleteCounselor, { isLoading }] = useDeleteCounselorMutation();
  const [resendInvite] = useResendCounselorInviteMutation();
  const [pending, setPending] = useState<SubUser | null>(null);
  const resend = (c: SubUser) =>
    void runAdminAction(() => resendInvite(c.id).unwrap(), TOASTS.invite);
  const confirmDelete = async () => {
    if (!pending) return;
    await runAdminAction(() => deleteCounselor(pending.id).unwrap(), TOASTS.remove);
    setPending(null);
  };
  return (
    <>
      <QueryState
        query={list}
        fallback={TOASTS.fetchFailed}
        isEmpty={(data) => data.sub_users.length === 0}
        empty={TEXT.noCounselorsYet}
        loadingLabel="Loading counselors"
      >
        {(data) => (
          <CounselorsTable
            counselors={data.sub_users}
            onEdit={onEdit}
            onDelete={setPending}
            onResend={resend}
          />
        )}
      </QueryState>
      <CounselorDialog
        key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
        editing={editing}
        onClose={() => onEdit(null)}
      />
      <ConfirmDialog
        title={pending && `Delete ${pending.name}?`}
        message={TEXT.deleteCounselorNote}
        confirmLabel="Delete"
        isBusy={isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}

/**
 * /{institute}/admin/subadmins: the counselors (the API's "sub-users"); the institute admin
 * adds, changes and deletes them, and sets what they may do. The school's student data (its
 * download and deletion) is here too: this is the institute admin's own page. A counselor is told
 * only the institute admin can.
 */
export function InstituteSubadminsPage() {
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <InstitutePageFrame
      title="Counselors"
      isOwnerOnly
      ownerOnlyText={OWNER_ONLY}
      actions={<Button onClick={() => setEditing('new')}>Add counselor</Button>}
    >
      <StudentAddingSetting />
      <CounselorsScreen editing={editing} onEdit={setEditing} />
      <SchoolDataSection />
    </InstitutePageFrame>
  );
}
