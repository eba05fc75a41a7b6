import { FeaturePending } from '@/components/feature-pending';
import { COMING_TEXT } from '../admin-texts';
import { AdminPageFrame } from '../components/admin-page-frame';

/** /crm/subscriptions (spec §2): institute subscriptions; their API is being built. */
export function AdminSubscriptionsPage() {
  return (
    <AdminPageFrame title="Subscriptions" permission="subscriptions">
      <FeaturePending>{COMING_TEXT}</FeaturePending>
    </AdminPageFrame>
  );
}
