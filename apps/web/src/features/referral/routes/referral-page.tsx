import { FeaturePending } from '@/components/feature-pending';
import { PageContainer } from '@/components/page-container';
import { Seo } from '@/components/seo';

/** /referral: Refer and Earn (spec §2; signed-in only). */
export function ReferralPage() {
  return (
    <PageContainer title="Refer and Earn">
      <Seo title="Refer and Earn" noIndex />
      <FeaturePending>The referral program is being built and will appear here.</FeaturePending>
    </PageContainer>
  );
}
