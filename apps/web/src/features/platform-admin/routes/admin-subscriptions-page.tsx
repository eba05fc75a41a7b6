import { AdminPageFrame } from '../components/admin-page-frame';

/** /crm/subscriptions (spec §2). */
export function AdminSubscriptionsPage() {
  return <AdminPageFrame title="Subscriptions" />;
}
