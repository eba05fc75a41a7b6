import { useParams } from 'react-router';
import { FeaturePending } from '@/components/feature-pending';
import { PageContainer } from '@/components/page-container';
import { Seo } from '@/components/seo';

/** /editscenario/{id}: the college selection screen editing a saved scenario (spec §2). */
export function EditScenarioPage() {
  const { id = '' } = useParams();
  return (
    <PageContainer title="Edit scenario">
      <Seo title="Edit Scenario" />
      <FeaturePending>
        Saved scenarios are being built; scenario {id} cannot be opened yet.
      </FeaturePending>
    </PageContainer>
  );
}
