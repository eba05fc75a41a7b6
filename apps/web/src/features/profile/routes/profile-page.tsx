import { useAppSelector } from '@/app/hooks';
import { FeaturePending } from '@/components/feature-pending';
import { PageContainer } from '@/components/page-container';
import { Seo } from '@/components/seo';
import { selectUser } from '@/lib/auth-slice';

/** /profile: name and optional image (spec §1; signed-in only). */
export function ProfilePage() {
  const user = useAppSelector(selectUser);
  return (
    <PageContainer title="Your profile">
      <Seo title="Profile" noIndex />
      {user?.email && (
        <p className="mt-4 text-slate-700">
          Signed in as <strong className="break-all">{user.email}</strong>
        </p>
      )}
      <FeaturePending>
        Editing your name and picture is being built and will appear here.
      </FeaturePending>
    </PageContainer>
  );
}
