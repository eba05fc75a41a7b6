import { DEFAULT_RANKING_HORIZON } from '@degreeworth/core';
import type { ReaderContext } from '@/lib/scenario-link';
import { useGetFavoritesQuery } from '../api/rankings-api';
import { useRankingsTexts } from '../rankings-texts';
import { QueryError } from '@/components/query-error';
import { RankingsList } from './rankings-list';
import { TableSkeleton } from './table-skeleton';

/**
 * "My favorites": GET /rankings/favorites, each college with its newest figures for all family
 * incomes. The star removes one; the list reloads after every change. `reader`: the state and band
 * of the rankings' address, which "Add to my scenario" carries.
 */
export function FavoritesView({ reader }: { reader: ReaderContext }) {
  const { t } = useRankingsTexts();
  const favorites = useGetFavoritesQuery();
  if (favorites.isError) {
    return (
      <QueryError
        error={favorites.error}
        fallback={t('favoritesLoadFailed')}
        onRetry={favorites.refetch}
      />
    );
  }
  const rows = favorites.data?.data;
  if (!rows) return <TableSkeleton rows={3} />;
  if (rows.length === 0) {
    return (
      <p
        role="status"
        className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-700"
      >
        {t('noFavorites')}
      </p>
    );
  }
  const year = rows[0]!.year;
  return (
    <div className="space-y-3">
      <p className="text-sm font-medium text-slate-900">
        {t('results.dollars', { year: rows[0]!.dollar_year })}
      </p>
      <RankingsList
        rows={rows}
        label={t('favorites.label')}
        cardsLabel={t('favorites.label')}
        caption={t('favorites.caption', { year, horizon: DEFAULT_RANKING_HORIZON })}
        horizon={DEFAULT_RANKING_HORIZON}
        showFavorites
        showType
        reader={reader}
      />
    </div>
  );
}
