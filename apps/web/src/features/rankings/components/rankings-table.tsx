import { useLanguage } from '@/lib/i18n/language';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type RankingRow, type RankingSort, reasonWords } from '@degreeworth/core';
import { AddToScenarioLink } from '@/components/add-to-scenario-link';
import type { ReaderContext } from '@/lib/scenario-link';
import { useRankingsTexts } from '../rankings-texts';
import { CollegeCautions } from './college-cautions';
import { FavoriteButton } from './favorite-button';
import {
  collegeLinkOf,
  FigureValue,
  type RankingFigure,
  rankingFigures,
  rowKey,
  splitRanked,
} from './ranking-figures';
import { SortHeader } from '@/components/ui/sort-header';

export interface TableOrder {
  sort: RankingSort;
  direction: 'asc' | 'desc';
}

export interface RankingsTableProps {
  rows: RankingRow[];
  /** Name of the scrolling box, e.g. "Rankings table". */
  label: string;
  caption: ReactNode;
  /** Years after entry of the NPV column. */
  horizon: number;
  /** The current order; without it the headers are plain (My favorites). */
  order?: TableOrder;
  onSort?: (sort: RankingSort) => void;
  /** Columns whose header shows a lock (the click prompts instead of sorting). */
  isLocked?: (sort: RankingSort) => boolean;
  showFavorites: boolean;
  /** Adds the level under the city (My favorites mixes levels). */
  showType?: boolean;
  /** The reader's state and income band (the filters), carried by each row's links. */
  reader?: ReaderContext;
}

interface Column {
  label: string;
  sort?: RankingSort;
  numeric?: boolean;
}

/**
 * The rankings table: rank, college (a link to its page), state, control, net price, 10-year
 * earnings, completion, NPV at the chosen horizon, break-even, and the favorite star for signed-in
 * users. Under each name, "Add to my scenario" opens the calculator with the college and the
 * filters' state and band. It scrolls inside its own focusable region on narrow screens.
 */
export function RankingsTable(props: RankingsTableProps) {
  const { rows, label, caption, horizon, order, onSort, isLocked, showFavorites, showType } = props;
  const { t } = useRankingsTexts();
  const reader = props.reader ?? {};
  const figures = rankingFigures(horizon, t);
  const columns: Column[] = [
    { label: t('column.college'), sort: 'name' },
    { label: t('column.state'), sort: 'state' },
    { label: t('column.control') },
    ...figures.map(({ label, sort }) => ({ label, sort, numeric: true })),
  ];
  const { ranked, unranked } = splitRanked(rows, order !== undefined);
  const columnCount = columns.length + 1 + (showFavorites ? 1 : 0);
  const rowProps = { figures, showFavorites, showType: showType === true, reader };

  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-slate-200"
    >
      <table className="w-full min-w-[64rem] border-collapse text-sm">
        <caption className="px-3 py-2 text-left text-sm text-slate-600">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="w-28 px-3 py-2 text-left font-semibold">
              {t('column.rank')}
            </th>
            {columns.map((c) =>
              c.sort && order && onSort ? (
                <SortHeader
                  key={c.label}
                  label={c.label}
                  sort={c.sort}
                  active={order}
                  onSort={onSort}
                  isLocked={isLocked?.(c.sort) ?? false}
                  align={c.numeric ? 'right' : 'left'}
                />
              ) : (
                <th
                  key={c.label}
                  scope="col"
                  className={`px-3 py-2 font-semibold whitespace-nowrap ${c.numeric ? 'text-right' : 'text-left'}`}
                >
                  {c.label}
                </th>
              ),
            )}
            {showFavorites && (
              <th scope="col" className="px-3 py-2 text-center font-semibold">
                {t('column.favorite')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {ranked.map((row) => (
            <Row key={rowKey(row)} row={row} {...rowProps} />
          ))}
        </tbody>
        {unranked.length > 0 && (
          <tbody>
            <tr className="bg-slate-100">
              <th
                scope="rowgroup"
                colSpan={columnCount}
                className="px-3 py-2 text-left text-xs font-medium text-slate-700"
              >
                {t('unrankedHeading')}
              </th>
            </tr>
            {unranked.map((row) => (
              <Row key={rowKey(row)} row={row} {...rowProps} />
            ))}
          </tbody>
        )}
      </table>
    </div>
  );
}

interface RowProps {
  row: RankingRow;
  figures: RankingFigure[];
  showFavorites: boolean;
  showType: boolean;
  reader: ReaderContext;
}

function Row({ row, figures, showFavorites, showType, reader }: RowProps) {
  const { t } = useRankingsTexts();
  const language = useLanguage();
  const num = 'px-3 py-2 text-right tabular-nums align-top';
  const place = [row.city, showType ? t(`type.${row.type}`) : null].filter(Boolean).join(' · ');
  return (
    <tr className="border-t border-slate-100 hover:bg-slate-50">
      <td className="px-3 py-2 align-top tabular-nums">
        {row.rank !== null ? (
          <span className="font-semibold">{row.rank}</span>
        ) : (
          <span className="inline-flex flex-col text-xs">
            <span>{t('notRanked')}</span>
            <span className="text-slate-500">
              {reasonWords(row.unranked_reason, 'cell', language)}
            </span>
          </span>
        )}
      </td>
      <th scope="row" className="min-w-48 px-3 py-2 text-left align-top font-normal">
        <Link
          to={collegeLinkOf(row, reader)}
          className="font-semibold text-emerald-800 underline-offset-2 hover:underline"
        >
          {row.name}
        </Link>
        {place && <span className="block text-xs text-slate-500">{place}</span>}
        <CollegeCautions college={row} />
        <span className="block">
          <AddToScenarioLink universityId={row.university_id} name={row.name} context={reader} />
        </span>
      </th>
      <td className="px-3 py-2 align-top">{row.state ?? '—'}</td>
      <td className="px-3 py-2 align-top">{row.control ? t(`control.${row.control}`) : '—'}</td>
      {figures.map((figure) => (
        <td key={figure.sort} className={figure.main ? `${num} font-semibold` : num}>
          <FigureValue figure={figure} row={row} />
        </td>
      ))}
      {showFavorites && (
        <td className="px-3 py-1 text-center align-top">
          <FavoriteButton row={row} />
        </td>
      )}
    </tr>
  );
}
