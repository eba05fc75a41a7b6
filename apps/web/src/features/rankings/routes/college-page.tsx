import { useParams } from 'react-router';
import { FeaturePending } from '@/components/feature-pending';
import { PageContainer } from '@/components/page-container';
import { Seo } from '@/components/seo';

/** /rankings/college/:id: one college's numbers (issue #4). */
export function CollegePage() {
  const { id } = useParams();
  return (
    <PageContainer title="College" intro={`College ${id ?? ''}`}>
      <Seo title="College" />
      <FeaturePending>The college page is being built.</FeaturePending>
    </PageContainer>
  );
}
