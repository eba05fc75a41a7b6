import { InstitutePageFrame } from '../components/institute-page-frame';

/** /{institute}/admin/users (spec §2). */
export function InstituteUsersPage() {
  return <InstitutePageFrame title="Users" />;
}
