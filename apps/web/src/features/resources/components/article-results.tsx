import type { ReactNode } from 'react';
import type { ResourceListResponse } from '@degreeworth/core';
import { Button } from '@/components/ui/button';
import type { ResourcesView } from '../resources-view';
import { useResourcesTexts } from '../resources-texts';
import { ArticleCard } from './article-card';
import { ArticlePagination } from './article-pagination';
import { EmptyState } from './empty-state';

interface ArticleResultsProps {
  answer: ResourceListResponse;
  view: ResourcesView;
  /** A newer page or search is on its way; the answer shown is the previous one. */
  isStale: boolean;
  onPage: (page: number) => void;
  onShowAll: () => void;
  /** What to say while nothing is published at all (editable at /crm/resources-content). */
  noArticles: { title: string; text: string };
}

/**
 * A page of articles, or why there is none: nothing published at all, no match for the search
 * or category, or a page past the last one (an old link).
 */
export function ArticleResults({
  answer,
  view,
  isStale,
  onPage,
  onShowAll,
  noArticles,
}: ArticleResultsProps) {
  const { t } = useResourcesTexts();
  const button = (label: string, onClick: () => void): ReactNode => (
    <Button variant="secondary" size="sm" onClick={onClick}>
      {label}
    </Button>
  );
  if (answer.categories.length === 0 && answer.total === 0) {
    return <EmptyState title={noArticles.title} detail={noArticles.text} />;
  }
  if (answer.resources.length === 0) {
    if (answer.total > 0 && view.page > 1) {
      return (
        <EmptyState title={t('pastLastPage')}>
          {button(t('backToFirstPage'), () => onPage(1))}
        </EmptyState>
      );
    }
    return (
      <EmptyState
        title={view.search ? t('noMatch') : t('noneInCategory')}
        detail={view.search ? t('noMatchDetail') : undefined}
      >
        {button(t('showAll'), onShowAll)}
      </EmptyState>
    );
  }
  return (
    <div
      aria-busy={isStale || undefined}
      className={`space-y-6 transition-opacity ${isStale ? 'opacity-60' : ''}`}
    >
      <p className="text-sm text-slate-600">{t('resultCount', { count: answer.total })}</p>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {answer.resources.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
      <ArticlePagination
        page={answer.page}
        perPage={answer.per_page}
        total={answer.total}
        onPage={onPage}
      />
    </div>
  );
}
