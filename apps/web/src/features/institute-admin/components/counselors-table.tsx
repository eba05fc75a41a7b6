import { formatDate, INSTITUTE_ROLE_LABELS, type SubUser } from '@degreeworth/core';
import { RowActions } from '@/components/admin/row-actions';
import { ACTIONS, TableFrame, TD } from '@/components/admin/table-frame';
import { Button } from '@/components/ui/button';

const statusOf = (c: SubUser) =>
  c.password_set
    ? 'Password set'
    : `Invite pending${c.invite_expires_at ? ` (link valid until ${formatDate(c.invite_expires_at)})` : ''}`;

interface CounselorsTableProps {
  counselors: SubUser[];
  onEdit: (counselor: SubUser) => void;
  onDelete: (counselor: SubUser) => void;
  /** Sends a counselor whose invite is pending a new link. */
  onResend: (counselor: SubUser) => void;
}

/** The institute's counselors; the institute admin, if listed, is shown but not editable here. */
export function CounselorsTable({ counselors, onEdit, onDelete, onResend }: CounselorsTableProps) {
  return (
    <TableFrame label="Counselors" columns={['Name', 'Email', 'Role', 'Status', ACTIONS]}>
      <tbody className="divide-y divide-slate-100">
        {counselors.map((c) => (
          <tr key={c.id}>
            <th scope="row" className={`${TD} font-medium`}>
              {c.name}
            </th>
            <td className={`${TD} break-all`}>{c.email}</td>
            <td className={TD}>{INSTITUTE_ROLE_LABELS[c.role]}</td>
            <td className={TD}>{statusOf(c)}</td>
            <td className={`${TD} whitespace-nowrap`}>
              {c.role === 'owner' ? (
                <span className="text-slate-500">Not editable</span>
              ) : (
                <div className="flex gap-2">
                  {!c.password_set && (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Resend invite to ${c.name}`}
                      onClick={() => onResend(c)}
                    >
                      Resend invite
                    </Button>
                  )}
                  <RowActions name={c.name} onEdit={() => onEdit(c)} onDelete={() => onDelete(c)} />
                </div>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
