import { FeaturePending } from '@/components/feature-pending';
import { PageContainer } from '@/components/page-container';
import { Seo } from '@/components/seo';

/** /collegeSelection: the scenario tool (spec §2). */
export function CollegeSelectionPage() {
  return (
    <PageContainer
      title="Build your college scenario"
      intro="Choose colleges, add your aid, scholarships, loans and major, and compare what each choice is worth."
    >
      <Seo title="College Selection" />
      <FeaturePending>The scenario calculator is being built and will open here.</FeaturePending>
    </PageContainer>
  );
}
