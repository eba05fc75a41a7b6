import { FeaturePending } from '@/components/feature-pending';
import { COMING_TEXT } from '../admin-texts';
import { AdminPageFrame } from '../components/admin-page-frame';

/** /crm/rankings: content of the public rankings page (spec §2); its API is being built. */
export function AdminRankingsContentPage() {
  return (
    <AdminPageFrame title="Rankings page" permission="content">
      <FeaturePending>{COMING_TEXT}</FeaturePending>
    </AdminPageFrame>
  );
}
