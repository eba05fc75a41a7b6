import { useState } from 'react';
import { formatDate, type FreeSubscriptionUser } from '@degreeworth/core';
import { Modal } from '@/components/ui/modal';
import { GENERIC_TEXT } from '@/components/admin/action-texts';
import {
  useGetFreeSubscriptionsQuery,
  useRemoveFreeSubscriptionMutation,
} from '../api/free-subscriptions-api';
import { AdminPageFrame } from '../components/admin-page-frame';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { FreeSubscriptionForm } from '../components/free-subscription-form';
import { QueryState } from '@/components/admin/query-state';
import { RowActions } from '@/components/admin/row-actions';
import { ACTIONS, TableFrame, TD } from '@/components/admin/table-frame';
import { runAdminAction } from '@/components/admin/run-admin-action';

function FreeSubscriptionsTable({
  users,
  onEdit,
  onRemove,
}: {
  users: FreeSubscriptionUser[];
  onEdit: (u: FreeSubscriptionUser) => void;
  onRemove: (u: FreeSubscriptionUser) => void;
}) {
  return (
    <TableFrame label="Free subscriptions" columns={['Email', 'Name', 'Since', ACTIONS]}>
      <tbody className="divide-y divide-slate-100">
        {users.map((u) => (
          <tr key={u.id}>
            <th scope="row" className={`${TD} font-medium break-all`}>
              {u.email}
            </th>
            <td className={TD}>{u.name ?? '—'}</td>
            <td className={TD}>{formatDate(u.updated_at)}</td>
            <td className={`${TD} whitespace-nowrap`}>
              <RowActions
                name={u.email}
                editText="Change"
                editLabel={`Change the account of ${u.email}`}
                onEdit={() => onEdit(u)}
                deleteText="Remove"
                onDelete={() => onRemove(u)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}

function FreeSubscriptionsScreen() {
  const list = useGetFreeSubscriptionsQuery();
  const [removeFreeSubscription, { isLoading }] = useRemoveFreeSubscriptionMutation();
  const [pending, setPending] = useState<FreeSubscriptionUser | null>(null);
  const [editing, setEditing] = useState<FreeSubscriptionUser | null>(null);
  const confirmRemove = async () => {
    if (!pending) return;
    await runAdminAction(() => removeFreeSubscription(pending.id).unwrap(), GENERIC_TEXT.remove);
    setPending(null);
  };
  return (
    <>
      <FreeSubscriptionForm />
      <QueryState
        query={list}
        fallback={GENERIC_TEXT.fetchFailed}
        isEmpty={(data) => data.users.length === 0}
        empty="No accounts have a free subscription."
        loadingLabel="Loading free subscriptions"
      >
        {(data) => (
          <FreeSubscriptionsTable users={data.users} onEdit={setEditing} onRemove={setPending} />
        )}
      </QueryState>
      <Modal
        isOpen={editing !== null}
        onClose={() => setEditing(null)}
        title="Move a free subscription"
        description="The free plan moves to the account of the e-mail you type."
      >
        {editing && <FreeSubscriptionForm user={editing} onDone={() => setEditing(null)} />}
      </Modal>
      <ConfirmDialog
        title={pending && `Remove the free subscription of ${pending.email}?`}
        message="The account keeps its data but loses the free plan."
        confirmLabel="Remove"
        isBusy={isLoading}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}

/**
 * /crm/free-subscription (permission "free-subscription"): GET and POST
 * /admin/freeSubscriptionsUser, POST and DELETE …/{id}.
 */
export function AdminFreeSubscriptionPage() {
  return (
    <AdminPageFrame title="Free subscriptions" permission="free-subscription">
      <FreeSubscriptionsScreen />
    </AdminPageFrame>
  );
}
