import { CenteredPanel } from '@/components/centered-panel';
import { FeaturePending } from '@/components/feature-pending';
import { Seo } from '@/components/seo';

/** /crm: platform admin sign-in (spec §2). The admin issue adds the form. */
export function AdminLoginPage() {
  return (
    <CenteredPanel title="Admin login">
      <Seo title="Admin Login" noIndex />
      <p>Sign in to manage users, resources, testimonials and subscriptions.</p>
      <FeaturePending>Admin sign-in is being built.</FeaturePending>
    </CenteredPanel>
  );
}
