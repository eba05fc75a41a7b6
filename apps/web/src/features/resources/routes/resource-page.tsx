import { useParams } from 'react-router';
import { paths } from '@/lib/paths';
import { FeaturePending } from '@/components/feature-pending';
import { PageContainer } from '@/components/page-container';
import { Seo } from '@/components/seo';
import { ButtonLink } from '@/components/ui/button-link';

/** /resources/{id}: one article (spec §2). */
export function ResourcePage() {
  const { id = '' } = useParams();
  return (
    <PageContainer title="Article">
      <Seo title="Article" />
      <FeaturePending>Articles are being added. Article {id} cannot be shown yet.</FeaturePending>
      <ButtonLink to={paths.resources} variant="secondary" className="mt-6">
        All resources
      </ButtonLink>
    </PageContainer>
  );
}
