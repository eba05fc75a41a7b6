import { useCallback, useId, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { QueryError } from '@/components/query-error';
import { Seo } from '@/components/seo';
import { useGetPublicResourcesQuery } from '../api/resources-api';
import { ArticleResults } from '../components/article-results';
import { ArticleSearch } from '../components/article-search';
import { CategoryChips } from '../components/category-chips';
import { ListSkeleton } from '../components/list-skeleton';
import { parseView, type ResourcesView, viewParams } from '../resources-view';
import { useResourcesTexts } from '../resources-texts';
import { usePageContent } from '@/lib/page-content';
import { useLanguage } from '@/lib/i18n/language';

/**
 * /resources: the published articles, newest first, by category, searchable and in pages of 20;
 * the ones written in the page's language come first (the API orders them by `language`).
 * Category, search and page live in the address (?category=&q=&page=), so Back from an article
 * returns to the same list. Title, introduction and the text shown while there is no article are
 * editable at /crm/resources-content.
 */
export function ResourcesPage() {
  const { t } = useResourcesTexts();
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const [params, setParams] = useSearchParams();
  const view = parseView(params);
  const language = useLanguage();
  const query = useGetPublicResourcesQuery({
    category: view.category || undefined,
    search: view.search || undefined,
    page: view.page,
    language,
  });
  // Today's texts paint first; the admin's replace them when GET /content/resources answers.
  const { content } = usePageContent('resources');
  // While another page or search loads, the last answer stays (dimmed) instead of a skeleton.
  const answer = query.currentData ?? (query.isFetching ? query.data : undefined);

  const show = (next: ResourcesView) => setParams(viewParams(next));
  const { category, search } = view;
  // Typing refines the search in place (one history entry), starting one is a new entry.
  const onSearch = useCallback(
    (next: string) =>
      setParams(viewParams({ category, search: next, page: 1 }), { replace: search !== '' }),
    [category, search, setParams],
  );
  const onPage = (page: number) => {
    show({ ...view, page });
    sectionRef.current?.scrollIntoView({ block: 'start' });
  };

  const hasNoArticles = answer?.categories.length === 0 && answer.total === 0;
  return (
    <PageContainer
      title={content.title}
      intro={<p className="whitespace-pre-line">{content.intro}</p>}
    >
      <Seo
        title={t('documentTitle')}
        keywords="college articles, paying for college, financial aid, choosing a college"
      />
      <section
        ref={sectionRef}
        aria-labelledby={headingId}
        className="mt-10 scroll-mt-24 space-y-6"
      >
        <h2 id={headingId} className="sr-only">
          {t('articlesHeading')}
        </h2>
        {!hasNoArticles && (
          <div className="space-y-4">
            <ArticleSearch value={view.search} onSearch={onSearch} />
            {answer && answer.categories.length > 0 && (
              <CategoryChips
                categories={answer.categories}
                selected={view.category}
                onSelect={(next) => show({ ...view, category: next, page: 1 })}
              />
            )}
          </div>
        )}
        {query.isError && !query.isFetching ? (
          <QueryError error={query.error} fallback={t('loadFailed')} onRetry={query.refetch} />
        ) : !answer ? (
          <ListSkeleton />
        ) : (
          <ArticleResults
            answer={answer}
            view={view}
            isStale={answer !== query.currentData}
            noArticles={{ title: content.empty_title, text: content.empty_text }}
            onPage={onPage}
            onShowAll={() => show({ category: '', search: '', page: 1 })}
          />
        )}
      </section>
    </PageContainer>
  );
}
