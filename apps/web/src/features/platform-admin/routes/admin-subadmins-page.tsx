import { useState } from 'react';
import type { AdminAccount, AdminPermission } from '@degreeworth/core';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { GENERIC_TEXT } from '@/components/admin/action-texts';
import {
  useAddSubadminMutation,
  useDeleteSubadminMutation,
  useGetSubadminsQuery,
  useUpdateSubadminMutation,
} from '../api/subadmins-api';
import { AdminPageFrame } from '../components/admin-page-frame';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { QueryState } from '@/components/admin/query-state';
import { SubadminForm, type SubadminValues } from '../components/subadmin-form';
import { SubadminsTable } from '../components/subadmins-table';
import { mayUse, useAdminAccess } from '../hooks/use-admin-access';
import { runAdminAction } from '@/components/admin/run-admin-action';

type Editing = AdminAccount | 'new' | null;

function SubadminDialog({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const { access } = useAdminAccess();
  const [addSubadmin, add] = useAddSubadminMutation();
  const [updateSubadmin, update] = useUpdateSubadminMutation();
  const current = editing === 'new' ? undefined : (editing ?? undefined);
  // Unknown access: every box stays available and the server decides.
  const grantable = (p: AdminPermission) => !access || mayUse(access, p);
  const submit = async (
    { name, email, permissions }: SubadminValues,
    onError: (e: unknown) => void,
  ) => {
    const answer = current
      ? await runAdminAction(
          () => updateSubadmin({ id: current.id, body: { name, permissions } }).unwrap(),
          GENERIC_TEXT.update,
          onError,
        )
      : await runAdminAction(
          () => addSubadmin({ name, email, permissions }).unwrap(),
          GENERIC_TEXT.add,
          onError,
        );
    return answer !== null;
  };
  return (
    <Modal
      isOpen={editing !== null}
      onClose={onClose}
      title={current ? `Edit ${current.name}` : 'Add a subadmin'}
    >
      <SubadminForm
        account={current}
        grantable={grantable}
        isBusy={add.isLoading || update.isLoading}
        onSubmit={submit}
        onDone={onClose}
      />
    </Modal>
  );
}

function SubadminsScreen({ editing, onEdit }: { editing: Editing; onEdit: (e: Editing) => void }) {
  const list = useGetSubadminsQuery();
  const [deleteSubadmin, { isLoading }] = useDeleteSubadminMutation();
  const [pending, setPending] = useState<AdminAccount | null>(null);
  const confirmDelete = async () => {
    if (!pending) return;
    await runAdminAction(() => deleteSubadmin(pending.id).unwrap(), GENERIC_TEXT.remove);
    setPending(null);
  };
  return (
    <>
      <QueryState
        query={list}
        fallback={GENERIC_TEXT.fetchFailed}
        isEmpty={(data) => data.admins.length === 0}
        empty="No admin accounts yet."
        loadingLabel="Loading admin accounts"
      >
        {(data) => <SubadminsTable accounts={data.admins} onEdit={onEdit} onDelete={setPending} />}
      </QueryState>
      <SubadminDialog
        key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
        editing={editing}
        onClose={() => onEdit(null)}
      />
      <ConfirmDialog
        title={pending && `Delete ${pending.name}?`}
        message="The admin account is removed and can no longer sign in."
        confirmLabel="Delete"
        isBusy={isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}

/** /crm/subadmins (permission "subadmins"): admin accounts; add, change permissions, delete. */
export function AdminSubadminsPage() {
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <AdminPageFrame
      title="Subadmins"
      permission="subadmins"
      actions={<Button onClick={() => setEditing('new')}>Add subadmin</Button>}
    >
      <SubadminsScreen editing={editing} onEdit={setEditing} />
    </AdminPageFrame>
  );
}
