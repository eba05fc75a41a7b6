import { useParams } from 'react-router';
import { FeaturePending } from '@/components/feature-pending';
import { PageContainer } from '@/components/page-container';
import { Seo } from '@/components/seo';

/** /collegeSelection/results and /collegeSelection/results/{id} (spec §2; signed-in only). */
export function ResultsPage() {
  const { id } = useParams();
  return (
    <PageContainer title="Your results">
      <Seo title="Results" noIndex />
      <FeaturePending>
        {id
          ? `Results of scenario ${id} will be shown here once the calculator is ready.`
          : 'Your scenario results will be shown here once the calculator is ready.'}
      </FeaturePending>
    </PageContainer>
  );
}
