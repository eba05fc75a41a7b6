import { AdminPageFrame } from '../components/admin-page-frame';

/** /crm/testimonials (spec §2). */
export function AdminTestimonialsPage() {
  return <AdminPageFrame title="Testimonials" />;
}
