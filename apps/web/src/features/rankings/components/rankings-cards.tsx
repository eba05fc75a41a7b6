import { useLanguage } from '@/lib/i18n/language';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { type RankingRow, reasonWords } from '@degreeworth/core';
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

interface RankingsCardsProps {
  rows: RankingRow[];
  /** Name of the list, e.g. "Rankings". */
  label: string;
  caption: ReactNode;
  /** Years after entry of the NPV figure. */
  horizon: number;
  /** True when the rows are in a ranked order (rows without a rank get their own group). */
  isOrdered: boolean;
  showFavorites: boolean;
  /** Adds the level beside the place (My favorites mixes levels). */
  showType?: boolean;
  /** The reader's state and income band (the filters), carried by each card's links. */
  reader?: ReaderContext;
}

/**
 * The rankings on a phone: one card per college with the table's facts (rank, name linking to its
 * page, place and control, NPV at the horizon, net price, 10-year earnings, completion,
 * break-even), the favorite star for signed-in users and "Add to my scenario", so nothing scrolls
 * sideways. A missing figure shows as "—" with its reason, never as 0.
 */
export function RankingsCards(props: RankingsCardsProps) {
  const { rows, label, caption, isOrdered, horizon, showFavorites, showType } = props;
  const { t } = useRankingsTexts();
  const reader = props.reader ?? {};
  const { ranked, unranked } = splitRanked(rows, isOrdered);
  const captionId = useId();
  const unrankedId = useId();
  // The main figure first; then the others in the table's order.
  const all = rankingFigures(horizon, t);
  const figures = [...all.filter((f) => f.main), ...all.filter((f) => !f.main)];
  const options = { figures, showFavorites, showType: showType === true, reader };

  return (
    <section aria-label={label} className="space-y-3">
      <p id={captionId} className="text-sm text-slate-600">
        {caption}
      </p>
      {ranked.length > 0 && (
        <ul aria-describedby={captionId} className="space-y-3">
          {ranked.map((row) => (
            <li key={rowKey(row)}>
              <Card row={row} {...options} />
            </li>
          ))}
        </ul>
      )}
      {unranked.length > 0 && (
        <>
          <p id={unrankedId} className="rounded-lg bg-slate-100 px-3 py-2 text-xs text-slate-700">
            {t('unrankedHeading')}
          </p>
          <ul aria-labelledby={unrankedId} className="space-y-3">
            {unranked.map((row) => (
              <li key={rowKey(row)}>
                <Card row={row} {...options} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

interface CardProps {
  row: RankingRow;
  figures: RankingFigure[];
  showFavorites: boolean;
  showType: boolean;
  reader: ReaderContext;
}

function Card({ row, figures, showFavorites, showType, reader }: CardProps) {
  const { t } = useRankingsTexts();
  const nameId = useId();
  const place = [
    [row.city, row.state].filter(Boolean).join(', '),
    row.control ? t(`control.${row.control}`) : null,
    showType ? t(`type.${row.type}`) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <article aria-labelledby={nameId} className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex items-start gap-3">
        <Rank row={row} />
        <div className="min-w-0 flex-1">
          <h2 id={nameId} className="text-base leading-snug font-semibold break-words">
            <Link
              to={collegeLinkOf(row, reader)}
              className="text-emerald-800 underline-offset-2 hover:underline"
            >
              {row.name}
            </Link>
          </h2>
          {place && <p className="mt-0.5 text-xs text-slate-600">{place}</p>}
          <CollegeCautions college={row} />
        </div>
        {showFavorites && <FavoriteButton row={row} />}
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {figures.map((figure) => (
          <Fact key={figure.sort} label={figure.label} isMain={figure.main === true}>
            <FigureValue figure={figure} row={row} />
          </Fact>
        ))}
      </dl>
      <p className="mt-2">
        <AddToScenarioLink universityId={row.university_id} name={row.name} context={reader} />
      </p>
    </article>
  );
}

/** The rank as a badge, or "Not ranked" with the reason in a few words. */
function Rank({ row }: { row: RankingRow }) {
  const { t } = useRankingsTexts();
  const language = useLanguage();
  if (row.rank === null) {
    return (
      <p className="w-20 shrink-0 text-xs text-slate-700">
        <span className="block font-semibold">{t('notRanked')}</span>
        <span className="block text-slate-500">
          {reasonWords(row.unranked_reason, 'cell', language)}
        </span>
      </p>
    );
  }
  return (
    <p className="min-w-10 shrink-0 rounded-lg bg-emerald-50 px-2 py-1 text-center font-semibold text-emerald-900 tabular-nums">
      <span className="sr-only">{t('column.rankBadge')}</span>
      <span aria-hidden="true">#</span>
      {row.rank}
    </p>
  );
}

function Fact({
  label,
  isMain = false,
  children,
}: {
  label: string;
  isMain?: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className={`tabular-nums ${isMain ? 'font-semibold text-slate-900' : 'text-slate-800'}`}>
        {children}
      </dd>
    </div>
  );
}
