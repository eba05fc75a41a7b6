import { AdminPageFrame } from '../components/admin-page-frame';

/** /crm/subadmins (spec §2). */
export function AdminSubadminsPage() {
  return <AdminPageFrame title="Subadmins" />;
}
