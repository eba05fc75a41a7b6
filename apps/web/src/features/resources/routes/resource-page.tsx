import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { formatDate, type Resource } from '@degreeworth/core';
import { useLanguage } from '@/lib/i18n/language';
import { paths } from '@/lib/paths';
import { QueryError, statusOf } from '@/components/query-error';
import { Seo } from '@/components/seo';
import { Spinner } from '@/components/ui/spinner';
import { useGetPublicResourceQuery } from '../api/resources-api';
import { categoryLine } from '../components/article-card';
import { ArticleBody } from '../components/article-body';
import { LanguageBadge } from '../components/language-badge';
import { useResourcesTexts } from '../resources-texts';

function BackLink() {
  const { t } = useResourcesTexts();
  return (
    <Link
      to={paths.resources}
      className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-800 underline-offset-4 hover:underline"
    >
      <span aria-hidden="true">←</span> {t('backToResources')}
    </Link>
  );
}

/** The reading column of the article page and of its other states. */
function Frame({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">{children}</div>;
}

/** /resources/{id}: one article; an unknown id is a clear not-found page. */
export function ResourcePage() {
  const { t } = useResourcesTexts();
  const { id = '' } = useParams();
  const query = useGetPublicResourceQuery(id);
  const article = query.currentData?.resource;

  const status = statusOf(query.error);
  // 400: an id the API refuses to look up (too long) is as unknown as a missing one.
  if (query.isError && (status === 404 || status === 400)) {
    return (
      <Frame>
        <Seo title={t('notFoundTitle')} />
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('notFoundTitle')}</h1>
        <p className="mt-3 text-lg text-slate-600">{t('notFoundDetail')}</p>
        <div className="mt-6">
          <BackLink />
        </div>
      </Frame>
    );
  }
  if (query.isError && !query.isFetching) {
    return (
      <Frame>
        <Seo title={t('article')} />
        <BackLink />
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">{t('article')}</h1>
        <div className="mt-6">
          <QueryError
            error={query.error}
            fallback={t('articleLoadFailed')}
            onRetry={query.refetch}
          />
        </div>
      </Frame>
    );
  }
  if (!article) {
    return (
      <Frame>
        <Seo title={t('article')} />
        <BackLink />
        <h1 className="sr-only">{t('article')}</h1>
        <div className="flex min-h-[40vh] items-center justify-center text-emerald-700">
          <Spinner size="lg" label={t('loadingArticle')} />
        </div>
      </Frame>
    );
  }
  return <Article article={article} />;
}

/**
 * The article. Its own words (title, image text, body) carry its `lang`; the page's words around
 * them (the way back, "Published", the badge) keep the page's.
 */
function Article({ article }: { article: Resource }) {
  const { t } = useResourcesTexts();
  const language = useLanguage();
  return (
    <Frame>
      <Seo title={article.title} />
      <BackLink />
      <article className="mt-6">
        <header>
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm font-semibold tracking-wide text-emerald-800 uppercase">
              {categoryLine(article)}
            </p>
            <LanguageBadge language={article.language} />
          </div>
          <h1
            lang={article.language}
            className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          >
            {article.title}
          </h1>
          <p className="mt-3 text-sm text-slate-500">
            {t('published')}{' '}
            <time dateTime={article.created_at}>{formatDate(article.created_at, language)}</time>
          </p>
        </header>
        <img
          src={article.image}
          alt={article.title}
          lang={article.language}
          width={1600}
          height={900}
          className="mt-8 aspect-[16/9] w-full rounded-2xl bg-slate-100 object-cover"
        />
        <div className="mt-8">
          <ArticleBody html={article.description} language={article.language} />
        </div>
      </article>
    </Frame>
  );
}
