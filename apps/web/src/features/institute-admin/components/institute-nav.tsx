import { INSTITUTE_ROLE_LABELS, type InstituteMeResponse } from '@degreeworth/core';
import { AccountBox } from '@/components/admin/account-box';
import { SectionLinks } from '@/components/section-links';
import { paths } from '@/lib/paths';
import { useInstituteLogout } from '../hooks/use-institute-logout';
import { TEXT } from '../institute-texts';

interface InstituteNavProps {
  /** The `{institute}` segment the links keep. */
  institute: string;
  me: InstituteMeResponse | null;
  isLoading: boolean;
  onRetry: (() => void) | null;
}

/**
 * The institute side bar's content: the screens (Counselors for the institute admin only), who
 * is signed in and in which role, and Log out.
 */
export function InstituteNav({ institute, me, isLoading, onRetry }: InstituteNavProps) {
  const logout = useInstituteLogout();
  const isOwner = me?.user.role === 'owner';
  const sections = [
    { to: paths.institute.dashboard(institute), label: TEXT.nav.dashboard },
    { to: paths.institute.users(institute), label: TEXT.nav.students },
    ...(isOwner ? [{ to: paths.institute.subadmins(institute), label: TEXT.nav.counselors }] : []),
    { to: paths.institute.updatePassword(institute), label: TEXT.nav.updatePassword },
  ];
  return (
    <>
      <nav aria-label="Institute admin">
        <SectionLinks sections={sections} isColumn />
      </nav>
      <AccountBox
        account={
          me && {
            name: me.user.name,
            detail: `${INSTITUTE_ROLE_LABELS[me.user.role]} · ${me.user.email}`,
          }
        }
        isLoading={isLoading}
        loadingText={TEXT.loadingAccount}
        failedText={TEXT.accountFailed}
        onRetry={onRetry}
        onLogout={logout}
      />
    </>
  );
}
