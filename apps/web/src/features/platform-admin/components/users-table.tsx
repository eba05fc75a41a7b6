import { type AdminUserRow, formatDate, INDIVIDUAL_INSTITUTE_STATUS } from '@degreeworth/core';
import { Button } from '@/components/ui/button';
import { ACTIONS, TableFrame, TD } from '@/components/admin/table-frame';

const PLAN_WORDS: Record<AdminUserRow['plan'], string> = {
  pro: 'Individual Pro',
  free_subscription: 'Free subscription',
  none: 'None',
};

const roleOf = (u: AdminUserRow) =>
  u.is_admin === 1
    ? 'Admin'
    : u.role === 'student'
      ? 'Student'
      : u.role === 'counselor'
        ? 'Counselor'
        : '—';

// institute_status is the string "false" for an individual account.
const instituteOf = (status: string) =>
  status === INDIVIDUAL_INSTITUTE_STATUS ? 'No' : status === 'true' ? 'Yes' : status;

interface UsersTableProps {
  users: AdminUserRow[];
  onToggle: (user: AdminUserRow) => void;
}

/** The accounts of one page of /crm/users, each with Disable or Enable. */
export function UsersTable({ users, onToggle }: UsersTableProps) {
  const headings = [
    'Name',
    'Email',
    'Role',
    'Verified',
    'Plan',
    'Institute',
    'Created',
    'Disabled',
  ];
  return (
    <TableFrame label="Users" columns={[...headings, ACTIONS]}>
      <tbody className="divide-y divide-slate-100">
        {users.map((u) => (
          <tr key={u.id}>
            <th scope="row" className={`${TD} font-medium`}>
              {u.name}
            </th>
            <td className={`${TD} break-all`}>{u.email}</td>
            <td className={TD}>{roleOf(u)}</td>
            <td className={TD}>{u.verified ? 'Yes' : 'No'}</td>
            <td className={TD}>{PLAN_WORDS[u.plan]}</td>
            <td className={TD}>{instituteOf(u.institute_status)}</td>
            <td className={TD}>{formatDate(u.created_at)}</td>
            <td className={TD}>{u.disabled ? `Since ${formatDate(u.disabled_at ?? '')}` : 'No'}</td>
            <td className={TD}>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`${u.disabled ? 'Enable' : 'Disable'} ${u.name}`}
                onClick={() => onToggle(u)}
              >
                {u.disabled ? 'Enable' : 'Disable'}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
