import { FeaturePending } from '@/components/feature-pending';
import { COMING_TEXT } from '../admin-texts';
import { AdminPageFrame } from '../components/admin-page-frame';

/** /crm/about: content of the public about page (spec §2); its API is being built. */
export function AdminAboutContentPage() {
  return (
    <AdminPageFrame title="About page" permission="content">
      <FeaturePending>{COMING_TEXT}</FeaturePending>
    </AdminPageFrame>
  );
}
