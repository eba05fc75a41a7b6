import { useParams } from 'react-router';
import { CenteredPanel } from '@/components/centered-panel';
import { FeaturePending } from '@/components/feature-pending';
import { Seo } from '@/components/seo';

/**
 * /institute/admin, and /confirm-subscription/{dummyPassword}/{mail}: the same screen, there
 * used to set a password (spec §2). The institute issue adds the form.
 */
export function InstituteLoginPage() {
  const { mail } = useParams();
  return (
    <CenteredPanel title="Institute admin login">
      <Seo title="Institute Admin Login" noIndex />
      {mail ? (
        <p>
          Set a password for <strong className="break-all">{mail}</strong> to finish your
          subscription.
        </p>
      ) : (
        <p>Sign in to manage your institute&apos;s users and subadmins.</p>
      )}
      <FeaturePending>Institute sign-in is being built.</FeaturePending>
    </CenteredPanel>
  );
}
