import { InstitutePageFrame } from '../components/institute-page-frame';

/** /{institute}/admin/dashboard (spec §2). */
export function InstituteDashboardPage() {
  return <InstitutePageFrame title="Dashboard" />;
}
