import { AdminPageFrame } from '../components/admin-page-frame';

/** /crm/resources (spec §2). */
export function AdminResourcesPage() {
  return <AdminPageFrame title="Resources" />;
}
