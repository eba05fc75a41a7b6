import { AdminPageFrame } from '../components/admin-page-frame';

/** /crm/about: content of the public about page (spec §2). */
export function AdminAboutContentPage() {
  return <AdminPageFrame title="About page" />;
}
