import {
  type RankingRow,
  type RankingSort,
  formatMoney,
  formatPercent,
  formatYears,
} from '@degreeworth/core';
import type { TFunction } from 'i18next';
import type { To } from 'react-router';
import { paths } from '@/lib/paths';
import { readerContextParams, type ReaderContext } from '@/lib/scenario-link';
import { Shown } from '@/components/missing-value';

/** One figure of a ranking row: its label, the order it sorts by, its value and display. */
export interface RankingFigure {
  sort: RankingSort;
  label: string;
  value: (row: RankingRow) => number | null;
  format: (value: number) => string;
  /** The main figure (NPV): first on a card, in bold in the table. */
  main?: true;
}

/**
 * The figures the rankings show for each college, in the table's column order; the table
 * (rankings-table.tsx) and the phone's cards (rankings-cards.tsx) both list these. NPV is the
 * one at the chosen horizon. `t`: the rankings texts, for the labels.
 */
export function rankingFigures(horizon: number, t: TFunction<'rankings'>): RankingFigure[] {
  return [
    {
      sort: 'net_price',
      label: t('column.netPrice'),
      value: (r) => r.net_price,
      format: formatMoney,
    },
    {
      sort: 'median_earnings_10yr',
      label: t('column.earnings10'),
      value: (r) => r.median_earnings_10yr,
      format: formatMoney,
    },
    {
      sort: 'completion_rate',
      label: t('column.completion'),
      value: (r) => r.completion_rate,
      format: formatPercent,
    },
    {
      sort: 'npv',
      label: t('npvAt', { horizon }),
      value: (r) => r.npv[String(horizon) as keyof RankingRow['npv']],
      format: formatMoney,
      main: true,
    },
    {
      sort: 'break_even_years',
      label: t('column.breakEven'),
      value: (r) => r.break_even_years,
      format: formatYears,
    },
  ];
}

/** A row's figure, or "—" with the API's reason when it is missing (never 0). */
export function FigureValue({ figure, row }: { figure: RankingFigure; row: RankingRow }) {
  return (
    <Shown value={figure.value(row)} format={figure.format} reason={row.reasons[figure.sort]} />
  );
}

/**
 * The rows in a ranked order split in two: the ranked ones, then those whose sort key is missing
 * (the API puts them last), which the table and the cards show under their own heading. Rows in
 * no ranked order (My favorites) stay together.
 */
export function splitRanked(rows: RankingRow[], isOrdered: boolean) {
  const split = isOrdered ? rows.findIndex((r) => r.rank === null) : -1;
  return split === -1
    ? { ranked: rows, unranked: [] }
    : { ranked: rows.slice(0, split), unranked: rows.slice(split) };
}

/** A row's key in a list: a college may be listed once per level. */
export const rowKey = (row: RankingRow) => `${row.university_id}-${row.type}`;

/**
 * A row's college page, in the row's year, carrying the reader's state and income band so the
 * page's "Add to my scenario" passes them on.
 */
export function collegeLinkOf(row: RankingRow, reader: ReaderContext): To {
  const search = readerContextParams(reader, { year: String(row.year) }).toString();
  return { pathname: paths.college(row.university_id), search: `?${search}` };
}
