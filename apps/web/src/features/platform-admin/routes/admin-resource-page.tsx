import { useParams } from 'react-router';
import { AdminPageFrame } from '../components/admin-page-frame';

/** /crm/resources/{id} (spec §2). */
export function AdminResourcePage() {
  const { id = '' } = useParams();
  return <AdminPageFrame title={`Resource ${id}`} />;
}
