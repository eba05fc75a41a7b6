import { useId } from 'react';
import { Link } from 'react-router';
import type { ProgramRankingRow, ProgramRankingSort } from '@degreeworth/core';
import { EarningsTestCell } from '@/components/earnings-test-cell';
import { useProgramTexts } from '../program-texts';
import {
  collegeHref,
  credentialOf,
  earningsTestOfRow,
  FigureCell,
  type ProgramFigure,
  placeOf,
  programTitleOf,
  rowKey,
  splitRanked,
} from './program-figures';
import { type CompareChoice, CompareToggle } from './compare-choice';
import { RankCell } from './rank-cell';

interface ProgramCardsProps {
  rows: ProgramRankingRow[];
  figures: ProgramFigure[];
  caption: string;
  sort: ProgramRankingSort;
  compare: CompareChoice;
  dollarYear: number | null;
}

/**
 * The programs on a phone: a card per program with the table's facts (rank, college linking to
 * its page, place, program and credential, then the figures with NPV first), so nothing
 * scrolls sideways. A missing figure shows as "—" with its reason, never as 0.
 */
export function ProgramCards({
  rows,
  figures,
  caption,
  sort,
  compare,
  dollarYear,
}: ProgramCardsProps) {
  const { t } = useProgramTexts();
  const captionId = useId();
  const unrankedId = useId();
  const { ranked, unranked } = splitRanked(rows);
  const ordered = [...figures.filter((f) => f.main), ...figures.filter((f) => !f.main)];
  const card = (r: ProgramRankingRow) => (
    <li key={rowKey(r)}>
      <Card row={r} figures={ordered} sort={sort} compare={compare} dollarYear={dollarYear} />
    </li>
  );
  return (
    <section aria-label={t('column.cards')} className="space-y-3">
      <p id={captionId} className="text-sm text-slate-600">
        {caption}
      </p>
      {ranked.length > 0 && (
        <ul aria-label={t('column.rankedCards')} aria-describedby={captionId} className="space-y-3">
          {ranked.map(card)}
        </ul>
      )}
      {unranked.length > 0 && (
        <>
          <p id={unrankedId} className="rounded-lg bg-slate-100 px-3 py-2 text-xs text-slate-700">
            {t('unrankedHeading')}
          </p>
          <ul aria-labelledby={unrankedId} className="space-y-3">
            {unranked.map(card)}
          </ul>
        </>
      )}
    </section>
  );
}

function Card({
  row,
  figures,
  sort,
  compare,
  dollarYear,
}: {
  row: ProgramRankingRow;
  figures: ProgramFigure[];
  sort: ProgramRankingSort;
  compare: CompareChoice;
  dollarYear: number | null;
}) {
  const { t } = useProgramTexts();
  const test = earningsTestOfRow(row, dollarYear);
  const nameId = useId();
  const place = placeOf(row);
  return (
    <article aria-labelledby={nameId} className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex items-start gap-3">
        {row.rank !== null ? (
          <p className="min-w-10 shrink-0 rounded-lg bg-emerald-50 px-2 py-1 text-center font-semibold text-emerald-900 tabular-nums">
            <span className="sr-only">{t('column.rankBadge')}</span>
            <span aria-hidden="true">#</span>
            {row.rank}
          </p>
        ) : (
          <p className="w-24 shrink-0 text-slate-700">
            <RankCell row={row} sort={sort} />
          </p>
        )}
        <div className="min-w-0 flex-1">
          <h2 id={nameId} className="text-base leading-snug font-semibold break-words">
            <Link
              to={collegeHref(row)}
              className="text-emerald-800 underline-offset-2 hover:underline"
            >
              {row.name}
            </Link>
          </h2>
          {place && <p className="mt-0.5 text-xs text-slate-600">{place}</p>}
          <p className="mt-1 text-sm break-words text-slate-800">
            {programTitleOf(row)}
            <span className="text-slate-600"> · {credentialOf(row, t)}</span>
          </p>
          <CompareToggle row={row} choice={compare} />
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {figures.map((figure) => (
          <div key={figure.key} className="min-w-0">
            <dt className="text-xs text-slate-600">{figure.heading}</dt>
            <dd
              className={`tabular-nums ${figure.main ? 'font-semibold text-slate-900' : 'text-slate-800'}`}
            >
              <FigureCell figure={figure} row={row} />
            </dd>
          </div>
        ))}
        {test && (
          <div className="col-span-2 min-w-0">
            <dt className="text-xs text-slate-600">{t('earningsTestHeading')}</dt>
            <dd>
              <EarningsTestCell estimate={test} />
            </dd>
          </div>
        )}
      </dl>
    </article>
  );
}
