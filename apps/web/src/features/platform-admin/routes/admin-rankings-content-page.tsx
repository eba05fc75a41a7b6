import { AdminPageFrame } from '../components/admin-page-frame';

/** /crm/rankings: content of the public rankings page (spec §2). */
export function AdminRankingsContentPage() {
  return <AdminPageFrame title="Rankings page" />;
}
