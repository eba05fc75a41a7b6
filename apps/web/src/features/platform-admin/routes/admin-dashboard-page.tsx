import { AdminPageFrame } from '../components/admin-page-frame';

/** /crm/dashboard (spec §2). */
export function AdminDashboardPage() {
  return <AdminPageFrame title="Dashboard" />;
}
