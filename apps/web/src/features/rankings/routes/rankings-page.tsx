import { FeaturePending } from '@/components/feature-pending';
import { PageContainer } from '@/components/page-container';
import { Seo } from '@/components/seo';

/** /rankings (spec §2). The rankings issue adds the table, filters and favorites. */
export function RankingsPage() {
  return (
    <PageContainer
      title="University rankings"
      intro="Colleges ranked by return on investment, from College Scorecard data on net price, completion, debt and earnings."
    >
      <Seo title="Rankings" />
      <FeaturePending>
        The sortable rankings table is being built and will appear here; no rankings are shown until
        they are computed from the real data.
      </FeaturePending>
    </PageContainer>
  );
}
