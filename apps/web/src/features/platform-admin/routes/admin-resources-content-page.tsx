import { FeaturePending } from '@/components/feature-pending';
import { COMING_TEXT } from '../admin-texts';
import { AdminPageFrame } from '../components/admin-page-frame';

/** /crm/resources-content: content of the public resources page (spec §2); its API is being built. */
export function AdminResourcesContentPage() {
  return (
    <AdminPageFrame title="Resources page" permission="content">
      <FeaturePending>{COMING_TEXT}</FeaturePending>
    </AdminPageFrame>
  );
}
