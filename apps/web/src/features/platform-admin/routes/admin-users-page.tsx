import { AdminPageFrame } from '../components/admin-page-frame';

/** /crm/users (spec §2). */
export function AdminUsersPage() {
  return <AdminPageFrame title="Users" />;
}
