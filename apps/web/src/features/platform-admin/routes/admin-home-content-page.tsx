import { AdminPageFrame } from '../components/admin-page-frame';

/** /crm/home: content of the public home page (spec §2). */
export function AdminHomeContentPage() {
  return <AdminPageFrame title="Home page" />;
}
