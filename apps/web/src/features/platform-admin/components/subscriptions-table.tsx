import { useState } from 'react';
import {
  formatDate,
  type Subscription,
  type SubscriptionListItem,
  type SubscriptionStatus,
  formatCount,
  formatCountOf,
} from '@degreeworth/core';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '../admin-format';
import { RowActions } from '@/components/admin/row-actions';
import { ACTIONS, TableFrame, TD } from '@/components/admin/table-frame';

export const STATUS_WORDS: Record<SubscriptionStatus, string> = {
  scheduled: 'Scheduled',
  active: 'Active',
  expired: 'Expired',
};

const STATUS_STYLES: Record<SubscriptionStatus, string> = {
  scheduled: 'bg-sky-50 text-sky-800 ring-sky-200',
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  expired: 'bg-slate-100 text-slate-700 ring-slate-300',
};

/** Where the institute admin's invitation stands; `now` in ms. */
export function inviteWords(admin: Subscription['admin'], now: number): string {
  if (admin.password_set) return 'Password set';
  const until = admin.invite_expires_at;
  return until && Date.parse(until) > now
    ? `Invite pending until ${formatDateTime(until)}`
    : 'Invite expired';
}

/** "12 of 40 seats used": the institute's students against the seats it bought. */
export function seatsWords(sub: Pick<SubscriptionListItem, 'seats' | 'seats_used'>): string {
  return `${formatCount(sub.seats_used)} of ${formatCountOf(sub.seats, 'seat')} used`;
}

interface SubscriptionsTableProps {
  subscriptions: SubscriptionListItem[];
  onEdit: (sub: Subscription) => void;
  onDelete: (sub: Subscription) => void;
  onResend: (sub: Subscription) => void;
  /** The subscription whose invitation is being sent. */
  resendingId: string | null;
}

/**
 * One page of institute subscriptions with their seats used and invite state; while the admin has not chosen a
 * password, "Resend invite" mails a new link (the last one stops working).
 */
export function SubscriptionsTable({
  subscriptions,
  onEdit,
  onDelete,
  onResend,
  resendingId,
}: SubscriptionsTableProps) {
  // When the table was shown: an invite's link expiring meanwhile shows at the next visit.
  const [now] = useState(() => Date.now());
  const headings = ['Admin email', 'Seats', 'Start', 'End', 'Status', 'Invite'];
  return (
    <TableFrame label="Subscriptions" columns={[{ hidden: 'Logo' }, 'Name', ...headings, ACTIONS]}>
      <tbody className="divide-y divide-slate-100">
        {subscriptions.map((s) => (
          <tr key={s.id}>
            <td className={TD}>
              {s.logo ? (
                <img
                  src={s.logo}
                  alt={`Logo of ${s.name}`}
                  className="h-10 w-10 rounded object-contain"
                />
              ) : (
                <>
                  <span aria-hidden="true">—</span>
                  <span className="sr-only">No logo</span>
                </>
              )}
            </td>
            <th scope="row" className={`${TD} font-medium`}>
              {s.name}
            </th>
            <td className={`${TD} break-all`}>{s.admin_email}</td>
            <td className={TD}>{seatsWords(s)}</td>
            <td className={`${TD} whitespace-nowrap`}>{formatDate(s.start_date)}</td>
            <td className={`${TD} whitespace-nowrap`}>{formatDate(s.end_date)}</td>
            <td className={TD}>
              <span
                className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${STATUS_STYLES[s.status]}`}
              >
                {STATUS_WORDS[s.status]}
              </span>
            </td>
            <td className={TD}>
              <p>{inviteWords(s.admin, now)}</p>
              {!s.admin.password_set && (
                <Button
                  size="sm"
                  variant="link"
                  className="mt-1"
                  aria-label={`Resend invite to ${s.admin_email}`}
                  isLoading={resendingId === s.id}
                  onClick={() => onResend(s)}
                >
                  Resend invite
                </Button>
              )}
            </td>
            <td className={`${TD} whitespace-nowrap`}>
              <RowActions name={s.name} onEdit={() => onEdit(s)} onDelete={() => onDelete(s)} />
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
