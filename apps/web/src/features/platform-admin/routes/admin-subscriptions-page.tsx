import { useState } from 'react';
import { SUBSCRIPTION_STATUSES, type Subscription } from '@degreeworth/core';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { SUBSCRIPTION_TOASTS } from '../admin-texts';
import {
  useAddSubscriptionMutation,
  useDeleteSubscriptionMutation,
  useGetSubscriptionsQuery,
  useResendInviteMutation,
  useUpdateSubscriptionMutation,
} from '../api/subscriptions-api';
import { AdminPageFrame } from '../components/admin-page-frame';
import { useAdminAccess } from '../hooks/use-admin-access';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Pager } from '@/components/admin/pager';
import { QueryState } from '@/components/admin/query-state';
import { SubscriptionForm } from '../components/subscription-form';
import { SubscriptionsFilters } from '../components/subscriptions-filters';
import { SubscriptionsTable } from '../components/subscriptions-table';
import { useListParams } from '@/lib/use-list-params';
import { runAdminAction } from '@/components/admin/run-admin-action';

/** Which form is open: a new subscription, one being edited, or none. */
type Editing = Subscription | 'new' | null;

function SubscriptionDialog({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const [addSubscription, add] = useAddSubscriptionMutation();
  const [updateSubscription, update] = useUpdateSubscriptionMutation();
  const { access } = useAdminAccess();
  // Locked only when the access is known: otherwise the server decides (as AdminPageFrame does).
  const canChangeEmail = access === null || access.fullAdmin;
  const current = editing === 'new' ? undefined : (editing ?? undefined);
  const submit = async (body: FormData, onError: (err: unknown) => void) => {
    const answer = current
      ? await runAdminAction(
          () => updateSubscription({ id: current.id, body }).unwrap(),
          SUBSCRIPTION_TOASTS.update,
          onError,
        )
      : await runAdminAction(
          () => addSubscription(body).unwrap(),
          SUBSCRIPTION_TOASTS.add,
          onError,
        );
    return answer !== null;
  };
  return (
    <Modal
      isOpen={editing !== null}
      onClose={onClose}
      title={current ? `Edit ${current.name}` : 'Add a subscription'}
      size="xl"
    >
      <SubscriptionForm
        subscription={current}
        canChangeEmail={canChangeEmail}
        submitLabel={current ? 'Save changes' : 'Add subscription'}
        isBusy={add.isLoading || update.isLoading}
        onSubmit={submit}
        onDone={onClose}
      />
    </Modal>
  );
}

function SubscriptionsScreen({
  editing,
  onEdit,
}: {
  editing: Editing;
  onEdit: (e: Editing) => void;
}) {
  const params = useListParams();
  const search = params.text('search');
  const status = params.oneOf('status', SUBSCRIPTION_STATUSES) as
    Subscription['status'] | undefined;
  const list = useGetSubscriptionsQuery({ search, status, page: params.page });
  const [deleteSubscription, { isLoading: isDeleting }] = useDeleteSubscriptionMutation();
  const [resendInvite] = useResendInviteMutation();
  const [pending, setPending] = useState<Subscription | null>(null);
  const [resendingId, setResendingId] = useState<string | null>(null);

  const confirmDelete = async () => {
    if (!pending) return;
    await runAdminAction(() => deleteSubscription(pending.id).unwrap(), SUBSCRIPTION_TOASTS.remove);
    setPending(null);
  };
  const resend = async (sub: Subscription) => {
    setResendingId(sub.id);
    await runAdminAction(() => resendInvite(sub.id).unwrap(), SUBSCRIPTION_TOASTS.invite);
    setResendingId(null);
  };

  return (
    <>
      <SubscriptionsFilters
        key={search ?? ''}
        search={search ?? ''}
        status={status ?? ''}
        onChange={params.update}
      />
      <QueryState
        query={list}
        fallback={SUBSCRIPTION_TOASTS.fetchFailed}
        isEmpty={(data) => data.subscriptions.length === 0}
        empty={search || status ? 'No subscriptions match.' : 'No subscriptions yet.'}
        loadingLabel="Loading subscriptions"
      >
        {(data) => (
          <>
            <SubscriptionsTable
              subscriptions={data.subscriptions}
              onEdit={onEdit}
              onDelete={setPending}
              onResend={(sub) => void resend(sub)}
              resendingId={resendingId}
            />
            <Pager
              page={data.page}
              perPage={data.per_page}
              total={data.total}
              noun="subscription"
              onPage={params.setPage}
            />
          </>
        )}
      </QueryState>
      {/* Keyed so each opening starts from the stored values. */}
      <SubscriptionDialog
        key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
        editing={editing}
        onClose={() => onEdit(null)}
      />
      <ConfirmDialog
        title={pending && `Delete "${pending.name}"?`}
        message={
          pending
            ? `The subscription and its logo are removed for good, and so is its institute admin (${pending.admin_email}): that account can no longer sign in.`
            : ''
        }
        confirmLabel="Delete"
        isBusy={isDeleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}

/** /crm/subscriptions (permission "subscriptions"): institute subscriptions, add, edit, delete. */
export function AdminSubscriptionsPage() {
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <AdminPageFrame
      title="Subscriptions"
      permission="subscriptions"
      actions={<Button onClick={() => setEditing('new')}>Add subscription</Button>}
    >
      <SubscriptionsScreen editing={editing} onEdit={setEditing} />
    </AdminPageFrame>
  );
}
