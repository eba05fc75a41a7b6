import { useLanguage } from '@/lib/i18n/language';
import { type ReactNode, useEffect, useRef } from 'react';
import {
  earningsTestNote,
  PROGRAM_RANKINGS_TEXTS,
  RANKINGS_TEXTS,
  formatCount,
  formatPercent,
  type ProgramRankingsResponse,
  ROI_DEFAULTS,
  stateName,
} from '@degreeworth/core';
import { AccessPrompt } from '@/components/access-prompt';
import { Pagination } from '@/components/pagination';
import { ProgramSources } from '@/components/program-sources';
import { QueryError, statusOf } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import type { TFunction } from 'i18next';
import { useProgramTexts } from '../program-texts';
import { translateMessage } from '@/lib/i18n/rankings-messages';
import { directionKey, type ProgramView, sameView, viewOfAnswer } from '../program-view';
import type { ProgramRankingsQuery } from '../use-program-rankings';
import { usePhoneLayout } from '@/lib/use-phone-layout';
import { type CompareChoice, CompareBar } from './compare-choice';
import { ProgramCards } from './program-cards';
import { credentialTitleOf, programFigures } from './program-figures';
import { ProgramTable } from './program-table';
import { ProgramsSkeleton } from './programs-skeleton';

interface ProgramResultsProps {
  view: ProgramView;
  result: ProgramRankingsQuery;
  onShow: (view: ProgramView) => void;
  onReset: () => void;
  compare: CompareChoice;
}

/**
 * The answer to a programs view in each of its states: loading (skeleton), a plan limit (the
 * sign-up or upgrade prompt the API answered with, above the list that was on screen, which
 * stays), another failure (message and retry), no rows (the API's message or "no match"), or the
 * counts, the table (cards on a phone), the pages and where the figures come from.
 */
export function ProgramResults({ view, result, onShow, onReset, compare }: ProgramResultsProps) {
  const { t } = useProgramTexts();
  const status = result.isError ? statusOf(result.error) : null;
  const isPlanLimit = status === 401 || status === 403;
  if (result.isError && !isPlanLimit) {
    return <QueryError error={result.error} fallback={t('loadFailed')} onRetry={result.refetch} />;
  }
  // The list on screen: this view's answer, else (while the next one loads, or when the plan
  // refused it) the last answer that arrived, so a refusal never blanks the page.
  const answer = result.currentData ?? (isPlanLimit || result.isFetching ? result.data : undefined);
  const isStale = answer !== undefined && answer !== result.currentData;
  const prompt = isPlanLimit ? (
    <PlanPrompt
      status={status}
      message={(result.error as { message?: string }).message}
      view={view}
      shown={answer}
      onShow={onShow}
      onReset={onReset}
    />
  ) : null;
  // A refused page shows its prompt by the page buttons the user just pressed; a refused
  // filter or order, above the list, under the filters.
  const isPageRefused =
    prompt !== null &&
    answer !== undefined &&
    sameView({ ...viewOfAnswer(answer), page: view.page }, view);

  if (!answer) return prompt ?? <ProgramsSkeleton />;
  return (
    <div className="space-y-4">
      {!isPageRefused && prompt}
      <div
        aria-busy={isStale && !isPlanLimit ? true : undefined}
        className={isStale && !isPlanLimit ? 'opacity-60 transition-opacity' : undefined}
      >
        {isStale && !isPlanLimit && (
          <p role="status" className="sr-only">
            {t('loading')}
          </p>
        )}
        <Answer
          view={view}
          answer={answer}
          pagePrompt={isPageRefused ? prompt : null}
          onShow={onShow}
          onReset={onReset}
          compare={compare}
        />
      </div>
    </div>
  );
}

interface PlanPromptProps {
  status: number | null;
  message: string | undefined;
  view: ProgramView;
  /** The list kept on screen, if any. */
  shown: ProgramRankingsResponse | undefined;
  onShow: (view: ProgramView) => void;
  onReset: () => void;
}

/**
 * The API's plan prompt: sign up on a 401, upgrade on a 403, with a way back to what the plan
 * allows: the page or view still on screen, or else the first page without the filters.
 */
function PlanPrompt({ status, message, view, shown, onShow, onReset }: PlanPromptProps) {
  const { t } = useProgramTexts();
  const ref = useRef<HTMLDivElement>(null);
  // The prompt answers what the user just did: keep it in sight (jsdom has no scrollIntoView).
  useEffect(() => ref.current?.scrollIntoView?.({ block: 'nearest' }), []);
  const isSignup = status === 401;
  const fallback = isSignup
    ? view.page > 1
      ? translateMessage(RANKINGS_TEXTS.signUpForMore)
      : translateMessage(PROGRAM_RANKINGS_TEXTS.signUpForFilters)
    : translateMessage(RANKINGS_TEXTS.proRequired);
  let back: ReactNode;
  if (shown) {
    const previous = viewOfAnswer(shown);
    const onlyPage = sameView({ ...previous, page: view.page }, view);
    back = (
      <Button size="sm" variant="secondary" onClick={() => onShow(previous)}>
        {onlyPage ? t('backToPage', { page: formatCount(previous.page) }) : t('undo')}
      </Button>
    );
  } else if (view.page > 1) {
    back = (
      <Button size="sm" variant="secondary" onClick={() => onShow({ ...view, page: 1 })}>
        {t('backToFirstPage')}
      </Button>
    );
  } else {
    back = (
      <Button size="sm" variant="secondary" onClick={onReset}>
        {t('resetFilters')}
      </Button>
    );
  }
  return (
    <div ref={ref} className="space-y-2">
      <AccessPrompt
        kind={isSignup ? 'signup' : 'upgrade'}
        message={message ? translateMessage(message) : fallback}
      >
        {back}
      </AccessPrompt>
      {shown && <p className="text-sm text-slate-600">{t('keptList')}</p>}
    </div>
  );
}

interface AnswerProps {
  view: ProgramView;
  answer: ProgramRankingsResponse;
  /** The plan prompt of a refused page, shown above the page buttons. */
  pagePrompt: ReactNode;
  onShow: (view: ProgramView) => void;
  onReset: () => void;
  compare: CompareChoice;
}

function Answer({ view, answer, pagePrompt, onShow, onReset, compare }: AnswerProps) {
  const { t } = useProgramTexts();
  const language = useLanguage();
  const isPhone = usePhoneLayout();
  const { order } = answer;
  const figures = programFigures(order.horizon, t);
  if (answer.data.length === 0 && answer.total > 0 && answer.page > 1) {
    // A page past the end (from an old link): the filters match, the page does not exist.
    return (
      <Notice text={t('pastLastPage')}>
        <Button size="sm" variant="secondary" onClick={() => onShow({ ...view, page: 1 })}>
          {t('backToFirstPage')}
        </Button>
      </Notice>
    );
  }
  if (answer.data.length === 0) {
    if (answer.message) return <Notice text={translateMessage(answer.message)} />;
    return (
      <Notice text={t('noMatch')} hint={t('noMatchHint')}>
        {(answer.state || answer.control) && (
          <Button size="sm" variant="secondary" onClick={onReset}>
            {t('resetFilters')}
          </Button>
        )}
        {answer.program && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onShow({ ...view, program: undefined, page: 1 })}
          >
            {t('showAllFields')}
          </Button>
        )}
      </Notice>
    );
  }
  const caption = captionOf(answer, t);
  return (
    <div className="space-y-6">
      <div className="space-y-1 text-sm text-slate-600">
        <p className="font-medium text-slate-900">{countsOf(answer, t)}</p>
        {yearsOf(answer, t) && <p>{yearsOf(answer, t)}</p>}
        <p>
          {t('results.npv', {
            horizon: order.horizon,
            rate: formatPercent(ROI_DEFAULTS.discountRate),
          })}
        </p>
      </div>
      <CompareBar choice={compare} />
      {isPhone ? (
        <ProgramCards
          rows={answer.data}
          figures={figures}
          caption={caption}
          sort={order.sort}
          compare={compare}
          dollarYear={answer.dollar_year}
        />
      ) : (
        <ProgramTable
          rows={answer.data}
          figures={figures}
          caption={caption}
          sort={order.sort}
          direction={order.direction}
          compare={compare}
          dollarYear={answer.dollar_year}
        />
      )}
      <p className="text-sm text-slate-600">
        <strong className="font-semibold text-slate-800">{t('earningsTestHeading')}.</strong>{' '}
        {earningsTestNote(language)}
      </p>
      {pagePrompt}
      <Pagination
        label={t('results.pages')}
        page={answer.page}
        perPage={answer.per_page}
        total={answer.total}
        onPage={(page) => onShow({ ...view, page })}
      />
      <ProgramSources
        rows={answer.data}
        figures={figures}
        dollarYear={answer.dollar_year}
        title={t('results.sources')}
        level="h2"
      />
    </div>
  );
}

function Notice({ text, hint, children }: { text: string; hint?: string; children?: ReactNode }) {
  return (
    <div
      role="status"
      className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-700"
    >
      <p className="font-medium">{text}</p>
      {hint && <p className="mt-1 text-sm">{hint}</p>}
      {children && <div className="mt-3 flex flex-wrap gap-2">{children}</div>}
    </div>
  );
}

/** "1,234 programs; 1,100 with a return". */
function countsOf(answer: ProgramRankingsResponse, t: TFunction<'programRankings'>): string {
  const programs = t('results.programs', {
    count: answer.total,
    formatted: formatCount(answer.total),
  });
  const sort = answer.order.sort;
  if (sort === 'name') return programs;
  return t('results.counts', {
    programs,
    ranked: formatCount(answer.ranked),
    words: t(`results.ranked.${sort}`),
  });
}

/** "Returns use 2023 college figures; amounts in 2025 dollars." */
function yearsOf(answer: ProgramRankingsResponse, t: TFunction<'programRankings'>): string | null {
  const { year, dollar_year: dollars } = answer;
  if (year !== null && dollars !== null) return t('results.yearsBoth', { year, dollars });
  if (year !== null) return t('results.yearsOnly', { year });
  if (dollars !== null) return t('results.dollarsOnly', { dollars });
  return null;
}

/** "Computer Science., Bachelor's degree · Ohio · Public · by NPV at 20 years, highest first." */
function captionOf(answer: ProgramRankingsResponse, t: TFunction<'programRankings'>): string {
  const { sort, direction, horizon } = answer.order;
  const credential =
    credentialTitleOf(answer.credential.level, answer.credential.title, t) ??
    answer.credential.title;
  const what = [answer.program ? answer.program.title : t('results.allFields'), credential].join(
    ', ',
  );
  const where = [
    stateName(answer.state) ?? t('filter.allStates'),
    answer.control ? t(`control.${answer.control}`) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return t('results.caption', {
    what,
    where,
    by: sort === 'npv' ? t('results.npvAt', { horizon }) : t(`sort.${sort}`),
    direction: t(`direction.${directionKey(sort, direction)}`),
  });
}
