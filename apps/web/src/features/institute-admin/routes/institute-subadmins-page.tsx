import { InstitutePageFrame } from '../components/institute-page-frame';

/** /{institute}/admin/subadmins (spec §2). */
export function InstituteSubadminsPage() {
  return <InstitutePageFrame title="Subadmins" />;
}
