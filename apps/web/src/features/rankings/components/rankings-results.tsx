import { useDeferredValue } from 'react';
import {
  INCOME_BANDS,
  ROI_DEFAULTS,
  type RankingSort,
  type RankingsResponse,
  formatPercent,
  TYPE_LABELS,
  stateName,
  formatCount,
} from '@degreeworth/core';
import { Button } from '@/components/ui/button';
import { directionWords, readerOf, sortName, type RankingsView } from '../rankings-view';
import { TEXTS } from '../rankings-texts';
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
  const { view, result, access, onPage, onReset } = props;
  // A new answer renders in the background, in slices between which the browser stays responsive
  // (cards, table and chart are a long render on a phone; Lighthouse's blocking time).
  const answer = useDeferredValue(result.currentData);
  const toDefaultOrder = (
    <Button size="sm" variant="secondary" onClick={onReset}>
      {TEXTS.backToDefault}
    </Button>
  );

  if (result.blocked) {
    return (
      <AccessPrompt kind="signup" message={TEXTS.signUpToSort}>
        {toDefaultOrder}
      </AccessPrompt>
    );
  }
  if (result.isError) {
    const status = statusOf(result.error);
    const message = (result.error as { message?: string }).message;
    if (status === 401 && access === 'visitor') {
      return (
        <AccessPrompt kind="signup" message={message || TEXTS.signUpForMore}>
          {view.page > 1 && (
            <Button size="sm" variant="secondary" onClick={() => onPage(1)}>
              {TEXTS.backToFirstPage}
            </Button>
          )}
        </AccessPrompt>
      );
    }
    if (status === 403) {
      return (
        <AccessPrompt kind="upgrade" message={message || TEXTS.proRequired}>
          {toDefaultOrder}
        </AccessPrompt>
      );
    }
    return <QueryError error={result.error} fallback={TEXTS.loadFailed} onRetry={result.refetch} />;
  }
  if (!answer) return <TableSkeleton />;
  if (answer.data.length === 0 && answer.total > 0 && view.page > 1) {
    // A page past the end (from an old link): the filters match, the page does not exist.
    return (
      <div
        role="status"
        className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-700"
      >
        <p>{TEXTS.pastLastPage}</p>
        <Button className="mt-3" size="sm" variant="secondary" onClick={() => onPage(1)}>
          {TEXTS.backToFirstPage}
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
        <p>{answer.message ?? TEXTS.noMatch}</p>
        {!answer.message && (
          <Button className="mt-3" size="sm" variant="secondary" onClick={onReset}>
            {TEXTS.resetFilters}
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
  const { order } = answer;
  const first = (answer.page - 1) * answer.per_page + 1;
  const last = first + answer.data.length - 1;
  return (
    <div className="space-y-6">
      <div className="space-y-1 text-sm text-slate-600">
        {answer.dollar_year !== null && (
          <p className="font-medium text-slate-900">All amounts in {answer.dollar_year} dollars.</p>
        )}
        <p>
          Colleges {formatCount(first)}–{formatCount(last)} of {formatCount(answer.total)} (
          {formatCount(answer.ranked)} ranked; the others lack a figure this order needs and are
          listed after them).
        </p>
        <p>
          NPV: the earnings gain over a high-school graduate in the same state, minus the net price,
          over {order.horizon} years from entry, discounted{' '}
          {formatPercent(ROI_DEFAULTS.discountRate)} a year. {TEXTS.breakEvenNote}
        </p>
      </div>
      <RankingsList
        rows={answer.data}
        label="Rankings table"
        cardsLabel="Rankings"
        caption={captionOf(view, answer)}
        horizon={order.horizon}
        order={{ sort: order.sort, direction: order.direction }}
        onSort={onSort}
        isLocked={isLocked}
        showFavorites={access !== 'visitor'}
        reader={readerOf(view)}
      />
      <Pagination
        label="Rankings pages"
        page={answer.page}
        perPage={answer.per_page}
        total={answer.total}
        onPage={onPage}
      />
      {pageNotice && <PageRefusal key={pageNotice.count} message={pageNotice.message} />}
      {answer.dollar_year !== null && (
        <ChartBoundary
          name="The rankings chart"
          fallback="The chart could not be drawn. The table above has the same figures."
        >
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

const SORT_WORDS: Record<RankingSort, string> = {
  npv: 'NPV',
  net_price: 'net price',
  cost_of_attendance: 'cost of attendance',
  median_earnings_10yr: 'earnings 10 years after entry',
  completion_rate: 'completion rate',
  baseline_earnings: 'high-school baseline',
  break_even_years: 'break-even',
  pep_years: 'years to recoup the price',
  cew_npv_40: 'CEW NPV at 40 years',
  name: 'name',
  city: 'city',
  state: 'state',
};

function captionOf(view: RankingsView, answer: RankingsResponse): string {
  const { sort, direction, horizon, income } = answer.order;
  const state = stateName(answer.state) ?? 'All states';
  const band = INCOME_BANDS.find((b) => b.key === income)?.label ?? '';
  const parts = [
    TYPE_LABELS[answer.type],
    answer.year ?? view.year,
    state,
    band,
    view.control.length > 0 ? 'filtered by control' : null,
    view.search ? `names matching "${view.search}"` : null,
  ].filter(Boolean);
  return `Ordered by ${sortName(sort, horizon, SORT_WORDS)}, ${directionWords(sort, direction)}. ${parts.join(' · ')}.`;
}
