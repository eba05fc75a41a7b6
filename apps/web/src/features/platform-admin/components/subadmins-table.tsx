import type { AdminAccount } from '@degreeworth/core';
import { PERMISSION_LABELS } from './permission-checkboxes';
import { RowActions } from '@/components/admin/row-actions';
import { ACTIONS, TableFrame, TD } from '@/components/admin/table-frame';

const statusOf = (a: AdminAccount) =>
  a.disabled ? 'Disabled' : a.password_set ? 'Active' : 'Invited: no password yet';

interface SubadminsTableProps {
  accounts: AdminAccount[];
  onEdit: (account: AdminAccount) => void;
  onDelete: (account: AdminAccount) => void;
}

/** The admin accounts: full admins are listed but cannot be changed here. */
export function SubadminsTable({ accounts, onEdit, onDelete }: SubadminsTableProps) {
  return (
    <TableFrame
      label="Admin accounts"
      columns={['Name', 'Email', 'Role', 'Permissions', 'Status', ACTIONS]}
    >
      <tbody className="divide-y divide-slate-100">
        {accounts.map((a) => (
          <tr key={a.id}>
            <th scope="row" className={`${TD} font-medium`}>
              {a.name}
            </th>
            <td className={`${TD} break-all`}>{a.email}</td>
            <td className={TD}>{a.full_admin ? 'Full admin' : 'Subadmin'}</td>
            <td className={TD}>
              {a.full_admin ? 'All' : a.permissions.map((p) => PERMISSION_LABELS[p]).join(', ')}
            </td>
            <td className={TD}>{statusOf(a)}</td>
            <td className={`${TD} whitespace-nowrap`}>
              {a.full_admin ? (
                <span className="text-slate-500">Not editable</span>
              ) : (
                <RowActions name={a.name} onEdit={() => onEdit(a)} onDelete={() => onDelete(a)} />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
