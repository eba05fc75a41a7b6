import { FeaturePending } from '@/components/feature-pending';
import { PageContainer } from '@/components/page-container';
import { Seo } from '@/components/seo';

/** /rankings/method: how the rankings are computed, in plain language (issue #4). */
export function HowWeRankPage() {
  return (
    <PageContainer title="How we rank" intro="The method behind the rankings.">
      <Seo title="How we rank" />
      <FeaturePending>The method page is being written.</FeaturePending>
    </PageContainer>
  );
}
