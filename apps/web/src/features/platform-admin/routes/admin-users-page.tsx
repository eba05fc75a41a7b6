import { useState } from 'react';
import type { AdminUserRow } from '@degreeworth/core';
import { GENERIC_TEXT } from '@/components/admin/action-texts';
import {
  type UsersQuery,
  useGetAdminUsersQuery,
  useSetUserDisabledMutation,
} from '../api/users-api';
import { AdminPageFrame } from '../components/admin-page-frame';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Pager } from '@/components/admin/pager';
import { QueryState } from '@/components/admin/query-state';
import { USER_FILTERS, type UserFilter, UsersFilters } from '../components/users-filters';
import { UsersTable } from '../components/users-table';
import { useListParams } from '@/lib/use-list-params';
import { runAdminAction } from '@/components/admin/run-admin-action';

const valuesOf = (key: UserFilter) => USER_FILTERS[key].map(([value]) => value);

function UsersScreen() {
  const params = useListParams();
  const query: UsersQuery = {
    search: params.text('search'),
    page: params.page,
    plan: params.oneOf('plan', valuesOf('plan')),
    role: params.oneOf('role', valuesOf('role')),
    verified: params.oneOf('verified', valuesOf('verified')),
    institute: params.oneOf('institute', valuesOf('institute')),
  };
  const list = useGetAdminUsersQuery(query);
  const [setDisabled, { isLoading }] = useSetUserDisabledMutation();
  const [pending, setPending] = useState<AdminUserRow | null>(null);

  const confirm = async () => {
    if (!pending) return;
    const disable = !pending.disabled;
    await runAdminAction(
      () => setDisabled({ id: pending.id, disable }).unwrap(),
      GENERIC_TEXT.update,
    );
    setPending(null);
  };

  return (
    <>
      <UsersFilters key={query.search ?? ''} query={query} onChange={params.update} />
      <QueryState
        query={list}
        fallback={GENERIC_TEXT.fetchFailed}
        isEmpty={(data) => data.users.length === 0}
        empty="No users match."
        loadingLabel="Loading users"
      >
        {(data) => (
          <>
            <UsersTable users={data.users} onToggle={setPending} />
            <Pager
              page={data.page}
              perPage={data.per_page}
              total={data.total}
              noun="user"
              onPage={params.setPage}
            />
          </>
        )}
      </QueryState>
      <ConfirmDialog
        title={pending && `${pending.disabled ? 'Enable' : 'Disable'} ${pending.name}?`}
        message={
          pending?.disabled
            ? 'The account will be able to sign in again.'
            : 'All its sessions end at once and it cannot sign in until it is enabled again.'
        }
        confirmLabel={pending?.disabled ? 'Enable' : 'Disable'}
        isBusy={isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}

/** /crm/users (permission "users"): search, filters, paging; disable or enable an account. */
export function AdminUsersPage() {
  return (
    <AdminPageFrame title="Users" permission="users">
      <UsersScreen />
    </AdminPageFrame>
  );
}
