import { FeaturePending } from '@/components/feature-pending';
import { COMING_TEXT } from '../admin-texts';
import { AdminPageFrame } from '../components/admin-page-frame';

/** /crm/home: content of the public home page (spec §2); its API is being built. */
export function AdminHomeContentPage() {
  return (
    <AdminPageFrame title="Home page" permission="content">
      <FeaturePending>{COMING_TEXT}</FeaturePending>
    </AdminPageFrame>
  );
}
