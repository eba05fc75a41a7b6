import { PageContainer } from '@/components/page-container';
import { Seo } from '@/components/seo';

/** /resources: the article list (spec §2). Articles arrive with the resources issue. */
export function ResourcesPage() {
  return (
    <PageContainer
      title="Resources"
      intro="Articles on choosing and paying for college, for students, families and counselors."
    >
      <Seo title="Resources" />
      <section aria-labelledby="articles-heading" className="mt-10">
        <h2 id="articles-heading" className="sr-only">
          Articles
        </h2>
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <p className="text-xl font-semibold text-slate-900">No articles yet</p>
          <p className="mt-2 text-slate-600">
            New articles will be listed here once they are published.
          </p>
        </div>
      </section>
    </PageContainer>
  );
}
