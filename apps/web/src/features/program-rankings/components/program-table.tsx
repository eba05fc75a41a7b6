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

interface ProgramTableProps {
  rows: ProgramRankingRow[];
  figures: ProgramFigure[];
  caption: string;
  sort: ProgramRankingSort;
  direction: 'asc' | 'desc';
  compare: CompareChoice;
  /** The answer's dollars, which the earnings test's benchmark is in. */
  dollarYear: number | null;
}

/**
 * The programs on a desktop: rank, college (a link to its page) with its city and state, the
 * program and credential, then the figures. It scrolls sideways inside its own focusable region
 * when the window is narrower than the table. The sorted column says so (aria-sort).
 */
export function ProgramTable({
  rows,
  figures,
  caption,
  sort,
  direction,
  compare,
  dollarYear,
}: ProgramTableProps) {
  const { t } = useProgramTexts();
  const { ranked, unranked } = splitRanked(rows);
  const columnCount = 4 + figures.length;
  const ariaSort = direction === 'asc' ? 'ascending' : 'descending';
  const row = (r: ProgramRankingRow) => (
    <Row
      key={rowKey(r)}
      row={r}
      figures={figures}
      sort={sort}
      compare={compare}
      dollarYear={dollarYear}
    />
  );
  return (
    <div
      role="region"
      aria-label={t('column.table')}
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-slate-200"
    >
      <table className="w-full min-w-[62rem] border-collapse text-sm">
        <caption className="px-3 py-2 text-left text-sm text-slate-600">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="w-20 px-3 py-2 text-left font-semibold">
              {t('column.rank')}
            </th>
            <th
              scope="col"
              aria-sort={sort === 'name' ? ariaSort : undefined}
              className="px-3 py-2 text-left font-semibold"
            >
              {t('column.college')}
            </th>
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              {t('column.program')}
            </th>
            {figures.map((f) => (
              <th
                key={f.key}
                scope="col"
                aria-sort={f.sort === sort ? ariaSort : undefined}
                className="px-3 py-2 text-right font-semibold"
              >
                {f.heading}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              {t('earningsTestHeading')}
            </th>
          </tr>
        </thead>
        <tbody>{ranked.map(row)}</tbody>
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
            {unranked.map(row)}
          </tbody>
        )}
      </table>
    </div>
  );
}

interface RowProps {
  row: ProgramRankingRow;
  figures: ProgramFigure[];
  sort: ProgramRankingSort;
  compare: CompareChoice;
  dollarYear: number | null;
}

function Row({ row, figures, sort, compare, dollarYear }: RowProps) {
  const { t } = useProgramTexts();
  const test = earningsTestOfRow(row, dollarYear);
  const num = 'px-3 py-2 text-right tabular-nums align-top';
  const place = placeOf(row);
  return (
    <tr className="border-t border-slate-100 hover:bg-slate-50">
      <td className="px-3 py-2 align-top tabular-nums">
        <RankCell row={row} sort={sort} />
      </td>
      <th scope="row" className="min-w-44 px-3 py-2 text-left align-top font-normal">
        <Link
          to={collegeHref(row)}
          className="font-semibold text-emerald-800 underline-offset-2 hover:underline"
        >
          {row.name}
        </Link>
        {place && <span className="block text-xs text-slate-600">{place}</span>}
      </th>
      <td className="min-w-36 px-3 py-2 align-top">
        {programTitleOf(row)}
        <span className="block text-xs text-slate-600">{credentialOf(row, t)}</span>
        <CompareToggle row={row} choice={compare} />
      </td>
      {figures.map((figure) => (
        <td key={figure.key} className={figure.main ? `${num} font-semibold` : num}>
          <FigureCell figure={figure} row={row} />
        </td>
      ))}
      <td className="px-3 py-2 align-top">
        {test ? (
          <EarningsTestCell estimate={test} />
        ) : (
          <span aria-label={t('column.noEstimate')}>—</span>
        )}
      </td>
    </tr>
  );
}
