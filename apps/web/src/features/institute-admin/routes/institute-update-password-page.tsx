import { InstitutePageFrame } from '../components/institute-page-frame';

/** /{institute}/admin/update-password (spec §2). */
export function InstituteUpdatePasswordPage() {
  return <InstitutePageFrame title="Update password" />;
}
