import { AdminPageFrame } from '../components/admin-page-frame';

/** /crm/resources-content: content of the public resources page (spec §2). */
export function AdminResourcesContentPage() {
  return <AdminPageFrame title="Resources page" />;
}
