import { AdminPageFrame } from '../components/admin-page-frame';

/** /crm/free-subscription (spec §2). */
export function AdminFreeSubscriptionPage() {
  return <AdminPageFrame title="Free subscriptions" />;
}
