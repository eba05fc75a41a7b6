import { useDeferredValue } from 'react';
import {
  ROI_DEFAULTS,
  type RankingSort,
  type RankingsResponse,
  formatPercent,
  stateName,
  formatCount,
  incomeBandLabel,
  type Language,
} from '@degreeworth/core';
import { useLanguage } from '@/lib/i18n/language';
import { Button } from '@/components/ui/button';
import type { TFunction } from 'i18next';
import { directionKey, readerOf, type RankingsView } from '../rankings-view';
import { translateMessage, useRankingsTexts } from '../rankings-texts';
import type { RankingsQueryResult } from '../use-rankings-query';
import { AccessPrompt } from '@/components/access-prompt';
import { ChartBoundary } from '@/components/chart-boundary';
import { DataVintage } from './data-vintage';
import { EarningsPriceChart } from './earnings-price-chart';
import { Pagination } from '@/components/pagination';
import { QueryError, statusOf } from '@/components/query-error';
import { PageRefusal } from './page-refusal';
import { RankingsList } from './rankings-list';
import type { Access } from './rankings-filters';
import { TableSkeleton } from './table-skeleton';

interface RankingsResultsProps {
  view: RankingsView;
  result: RankingsQueryResult;
  access: Access;
  onSort: (sort: RankingSort) => void;
  isLocked: (sort: RankingSort) => boolean;
  onPage: (page: number) => void;
  onReset: () => void;
  /** The API's refusal of the page asked for last (a visitor's Next), shown under the list. */
  pageNotice?: { message: string; count: number } | null;
}

/**
 * The answer to a rankings view in each of its states: loading (skeleton), a plan limit (the
 * sign-up or upgrade prompt the API answered with), another failure (message and retry), no
 * rows (the API's no-data message or "no match"), or the table, pages, chart and data source.
 */
export function RankingsResults(props: RankingsResultsProps) {
  const { t } = useRankingsTexts();
  const { view, result, access, onPage, onReset } = props;
  // A new answer renders in the background, in slices between which the browser stays responsive
  // (cards, table and chart are a long render on a phone; Lighthouse's blocking time).
  const answer = useDeferredValue(result.currentData);
  const toDefaultOrder = (
    <Button size="sm" variant="secondary" onClick={onReset}>
      {t('backToDefault')}
    </Button>
  );

  if (result.blocked) {
    return (
      <AccessPrompt kind="signup" message={t('signUpToSort')}>
        {toDefaultOrder}
      </AccessPrompt>
    );
  }
  if (result.isError) {
    const status = statusOf(result.error);
    const message = (result.error as { message?: string }).message;
    if (status === 401 && access === 'visitor') {
      return (
        <AccessPrompt
          kind="signup"
          message={message ? translateMessage(message) : t('server.signUpForMore')}
        >
          {view.page > 1 && (
            <Button size="sm" variant="secondary" onClick={() => onPage(1)}>
              {t('backToFirstPage')}
            </Button>
          )}
        </AccessPrompt>
      );
    }
    if (status === 403) {
      return (
        <AccessPrompt
          kind="upgrade"
          message={message ? translateMessage(message) : t('server.proRequired')}
        >
          {toDefaultOrder}
        </AccessPrompt>
      );
    }
    return <QueryError error={result.error} fallback={t('loadFailed')} onRetry={result.refetch} />;
  }
  if (!answer) return <TableSkeleton />;
  if (answer.data.length === 0 && answer.total > 0 && view.page > 1) {
    // A page past the end (from an old link): the filters match, the page does not exist.
    return (
      <div
        role="status"
        className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-700"
      >
        <p>{t('pastLastPage')}</p>
        <Button className="mt-3" size="sm" variant="secondary" onClick={() => onPage(1)}>
          {t('backToFirstPage')}
        </Button>
      </div>
    );
  }
  if (answer.data.length === 0) {
    return (
      <div
        role="status"
        className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-700"
      >
        <p>{answer.message ? translateMessage(answer.message) : t('noMatch')}</p>
        {!answer.message && (
          <Button className="mt-3" size="sm" variant="secondary" onClick={onReset}>
            {t('resetFilters')}
          </Button>
        )}
      </div>
    );
  }
  return <Loaded {...props} answer={answer} />;
}

function Loaded({
  view,
  access,
  answer,
  onSort,
  isLocked,
  onPage,
  pageNotice,
}: RankingsResultsProps & { answer: RankingsResponse }) {
  const { t } = useRankingsTexts();
  const language = useLanguage();
  const { order } = answer;
  const first = (answer.page - 1) * answer.per_page + 1;
  const last = first + answer.data.length - 1;
  return (
    <div className="space-y-6">
      <div className="space-y-1 text-sm text-slate-600">
        {answer.dollar_year !== null && (
          <p className="font-medium text-slate-900">
            {t('results.dollars', { year: answer.dollar_year })}
          </p>
        )}
        <p>
          {t('results.range', {
            first: formatCount(first),
            last: formatCount(last),
            total: formatCount(answer.total),
            ranked: formatCount(answer.ranked),
          })}
        </p>
        <p>
          {t('results.npv', {
            horizon: order.horizon,
            rate: formatPercent(ROI_DEFAULTS.discountRate),
          })}{' '}
          {t('breakEvenNote')}
        </p>
      </div>
      <RankingsList
        rows={answer.data}
        label={t('results.table')}
        cardsLabel={t('results.cards')}
        caption={captionOf(view, answer, t, language)}
        horizon={order.horizon}
        order={{ sort: order.sort, direction: order.direction }}
        onSort={onSort}
        isLocked={isLocked}
        showFavorites={access !== 'visitor'}
        reader={readerOf(view)}
      />
      <Pagination
        label={t('results.pages')}
        page={answer.page}
        perPage={answer.per_page}
        total={answer.total}
        onPage={onPage}
      />
      {pageNotice && <PageRefusal key={pageNotice.count} message={pageNotice.message} />}
      {answer.dollar_year !== null && (
        <ChartBoundary name={t('results.chartName')} fallback={t('results.chartFailed')}>
          <EarningsPriceChart rows={answer.data} dollarYear={answer.dollar_year} />
        </ChartBoundary>
      )}
      {answer.vintage && answer.year !== null && (
        <DataVintage
          vintage={answer.vintage}
          year={answer.year}
          earningsYear={answer.data.find((r) => r.earnings_year !== null)?.earnings_year}
        />
      )}
    </div>
  );
}

function captionOf(
  view: RankingsView,
  answer: RankingsResponse,
  t: TFunction<'rankings'>,
  language: Language,
): string {
  const { sort, direction, horizon, income } = answer.order;
  const parts = [
    t(`type.${answer.type}`),
    answer.year ?? view.year,
    stateName(answer.state) ?? t('filter.allStates'),
    incomeBandLabel(income, language),
    view.control.length > 0 ? t('results.byControl') : null,
    view.search ? t('results.namesMatching', { search: view.search }) : null,
  ].filter(Boolean);
  return t('results.caption', {
    sort: sort === 'npv' ? t('npvAt', { horizon }) : t(`sortWords.${sort}`),
    direction: t(`direction.${directionKey(sort, direction)}`),
    parts: parts.join(' · '),
  });
}
