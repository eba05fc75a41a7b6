import { useId, useState } from 'react';
import { formatDate, type InstituteInvitation } from '@degreeworth/core';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { runAdminAction } from '@/components/admin/run-admin-action';
import { ACTIONS, TableFrame, TD } from '@/components/admin/table-frame';
import { Button } from '@/components/ui/button';
import {
  useGetInstituteInvitationsQuery,
  useWithdrawInvitationMutation,
} from '../api/students-api';
import { TEXT, TOASTS } from '../institute-texts';

/**
 * The invitations no one has answered: addresses that already had their own DegreeWorth account
 * when they were added. They are no students yet (no seat, nothing readable) until the person
 * accepts. Shown only when there is one; those who add students may withdraw one.
 */
export function PendingInvitations({ canWithdraw }: { canWithdraw: boolean }) {
  const headingId = useId();
  const invitations = useGetInstituteInvitationsQuery();
  const [withdraw, { isLoading }] = useWithdrawInvitationMutation();
  const [pending, setPending] = useState<InstituteInvitation | null>(null);
  const confirmWithdraw = async () => {
    if (!pending) return;
    await runAdminAction(() => withdraw(pending.id).unwrap(), TOASTS.withdrawInvitation);
    setPending(null);
  };

  if (invitations.isError)
    return (
      <p role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
        {TEXT.invitationsFailed}
        <Button size="sm" variant="secondary" onClick={() => void invitations.refetch()}>
          Try again
        </Button>
      </p>
    );
  const rows = invitations.data?.invitations ?? [];
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {TEXT.invitationsHeading}
      </h2>
      <p className="text-sm text-slate-700">{TEXT.invitationsIntro}</p>
      <TableFrame
        label="Invitations"
        columns={['Name', 'Email', 'Invited', ...(canWithdraw ? [ACTIONS] : [])]}
      >
        <tbody className="divide-y divide-slate-100">
          {rows.map((i) => (
            <tr key={i.id}>
              <th scope="row" className={`${TD} font-medium`}>
                {i.name}
              </th>
              <td className={`${TD} break-all`}>{i.email}</td>
              <td className={`${TD} whitespace-nowrap`}>{formatDate(i.invited_at)}</td>
              {canWithdraw && (
                <td className={TD}>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Withdraw the invitation to ${i.name}`}
                    onClick={() => setPending(i)}
                  >
                    Withdraw
                  </Button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </TableFrame>
      <ConfirmDialog
        title={pending && TEXT.withdrawTitle(pending.name)}
        message={TEXT.withdrawNote}
        confirmLabel="Withdraw"
        isBusy={isLoading}
        onConfirm={() => void confirmWithdraw()}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
