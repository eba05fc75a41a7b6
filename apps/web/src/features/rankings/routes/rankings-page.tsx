import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DEFAULT_DIRECTION, hasFullAccess, type RankingSort } from '@degreeworth/core';
import { useAppSelector } from '@/lib/hooks';
import { paths } from '@/lib/paths';
import { PageContainer } from '@/components/page-container';
import { Seo } from '@/components/seo';
import { selectAuthToken, selectUser } from '@/lib/auth-slice';
import { AccessPrompt } from '@/components/access-prompt';
import { FavoritesView } from '../components/favorites-view';
import { FiltersDrawer } from '../components/filters-drawer';
import { FindCollege } from '../components/find-college';
import { ListSwitch } from '../components/list-switch';
import { type Access, RankingsFilters } from '../components/rankings-filters';
import { RankingsResults } from '../components/rankings-results';
import { SortSelect } from '../components/sort-select';
import {
  DEFAULT_VIEW,
  directionOf,
  isFreeSort,
  parseView,
  readerOf,
  type RankingsView,
  viewParams,
} from '../rankings-view';
import { useRankingsTexts } from '../rankings-texts';
import { usePageContent } from '@/lib/page-content';
import { usePhoneLayout } from '@/lib/use-phone-layout';
import { usePageTurn } from '../use-page-turn';
import { useRankingsQuery } from '../use-rankings-query';

interface Prompt {
  kind: 'signup' | 'upgrade';
  message: string;
}

/**
 * /rankings: colleges by return on investment. The view lives in the address; the plan decides what
 * a header click does: visitors get the sign-up prompt, free accounts sort by name, net price and
 * the default ROI order and get the upgrade prompt on other columns, Individual Pro sorts by every
 * column. A visitor's refused next page leaves the list and adds a sign-up notice under it
 * (use-page-turn.ts). Title, introduction and the "How we rank" link are editable at /crm/rankings. On a phone
 * the filters open in a dialog, a select sets the order and each college is a card. "Find a
 * college" opens any college's page, for visitors too.
 */
export function RankingsPage() {
  const { t } = useRankingsTexts();
  const [params, setParams] = useSearchParams();
  const token = useAppSelector(selectAuthToken);
  const user = useAppSelector(selectUser);
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const access: Access = !token
    ? 'visitor'
    : !user
      ? 'pending'
      : hasFullAccess(user)
        ? 'pro'
        : 'free';
  const parsed = parseView(params);
  const view: RankingsView = access === 'visitor' ? { ...parsed, list: 'all' } : parsed;
  const viewer = token ? 'user' : 'visitor';
  const result = useRankingsQuery(view, viewer);
  const isPhone = usePhoneLayout();
  // Today's texts paint first; the admin's replace them when GET /content/rankings answers.
  const { content } = usePageContent('rankings');

  const show = (next: RankingsView) => {
    setPrompt(null);
    setParams(viewParams(next));
  };
  const update = (patch: Partial<RankingsView>) => show({ ...view, page: 1, ...patch });
  const reset = () => show({ ...DEFAULT_VIEW, list: view.list });
  const paging = usePageTurn(view, viewer, (page) => show({ ...view, page }));

  const onOrder = (sort: RankingSort, direction: 'asc' | 'desc') => {
    if (access === 'visitor') return setPrompt({ kind: 'signup', message: t('signUpToSort') });
    if (access === 'free' && !isFreeSort(sort)) {
      return setPrompt({ kind: 'upgrade', message: t('server.proRequired') });
    }
    update({ sort, direction: direction === DEFAULT_DIRECTION[sort] ? undefined : direction });
  };
  // A header click: a new column in its natural direction, the same column reversed.
  const onSort = (sort: RankingSort) => {
    const flipped = directionOf(view) === 'asc' ? 'desc' : 'asc';
    onOrder(sort, view.sort === sort ? flipped : DEFAULT_DIRECTION[sort]);
  };
  // A pending plan (the user record is loading) may ask; the API has the last word.
  const isLocked = (sort: RankingSort) =>
    (access === 'free' || access === 'visitor') && !isFreeSort(sort);
  const filters = { view, years: result.years, access, onChange: update, onReset: reset };

  return (
    <PageContainer
      title={content.title}
      intro={
        <p className="whitespace-pre-line">
          {content.intro}{' '}
          <Link to={paths.rankingsMethod} className="text-emerald-800 underline underline-offset-2">
            {content.how_we_rank}
          </Link>
        </p>
      }
    >
      <Seo title={t('seoTitle')} keywords={t('seoKeywords')} />
      <div className="mt-8 space-y-6">
        <p className="text-sm text-slate-700">
          {/* The programs ranking's path (lib/paths.ts has no builder for it yet). */}
          <Link
            to="/rankings/programs"
            className="font-medium text-emerald-800 underline underline-offset-2"
          >
            {t('byProgram')}
          </Link>
          {t('byProgramWhy')}
        </p>
        <FindCollege reader={readerOf(view)} />
        {access !== 'visitor' && (
          <ListSwitch list={view.list} onChange={(list) => show({ ...view, list, page: 1 })} />
        )}
        {view.list === 'favorites' ? (
          <FavoritesView reader={readerOf(view)} />
        ) : (
          <>
            {isPhone ? (
              <div className="flex items-end gap-3">
                <FiltersDrawer {...filters} />
                <div className="min-w-0 flex-1">
                  <SortSelect
                    sort={view.sort}
                    direction={directionOf(view)}
                    horizon={view.horizon}
                    isLocked={isLocked}
                    onOrder={onOrder}
                  />
                </div>
              </div>
            ) : (
              <RankingsFilters {...filters} />
            )}
            {prompt && <AccessPrompt kind={prompt.kind} message={prompt.message} />}
            <RankingsResults
              view={view}
              result={result}
              access={access}
              onSort={onSort}
              isLocked={isLocked}
              onPage={paging.turnTo}
              onReset={reset}
              pageNotice={paging.notice}
            />
          </>
        )}
      </div>
    </PageContainer>
  );
}
