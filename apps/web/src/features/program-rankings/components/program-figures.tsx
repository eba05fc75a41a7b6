import {
  type EarningsTestEstimate,
  earningsTestEstimate,
  formatCents,
  formatCount,
  formatMoney,
  formatPercent,
  formatYears,
  type ProgramFigureKey,
  type ProgramRankingRow,
  type ProgramRankingSort,
} from '@degreeworth/core';
import type { TFunction } from 'i18next';
import { programRankings } from '@/lib/i18n/en/programRankings';
import { Shown } from '@/components/missing-value';
import { paths } from '@/lib/paths';

/** One figure of a program row: its heading, value, display format and where its reason is. */
export interface ProgramFigure {
  key: string;
  heading: string;
  value: (row: ProgramRankingRow) => number | null;
  format: (value: number) => string;
  /** The field of `row.reasons` that says why the figure is null. */
  reason: string;
  /** The order this figure sorts by, if any (its header says the order). */
  sort?: ProgramRankingSort;
  /** A published figure: `row.sources` says whose and which dollars it is. */
  source?: ProgramFigureKey;
  /** The main figure (NPV): first on a card, in bold in the table. */
  main?: true;
}

/**
 * The figures of each program, in the table's column order, with the same formats as the
 * college page's programs table: whole dollars, the monthly payment in dollars and cents
 * (the API sends dollars with two decimals), debt-to-earnings as a percent, break-even in years.
 */
export function programFigures(horizon: number, t: TFunction<'programRankings'>): ProgramFigure[] {
  const npvKey = String(horizon) as keyof ProgramRankingRow['npv'];
  return [
    {
      key: 'completers',
      heading: t('column.graduates'),
      value: (r) => r.completers,
      format: formatCount,
      reason: 'completers',
      source: 'completers',
    },
    {
      key: 'earnings_1yr',
      heading: t('column.earnings1'),
      value: (r) => r.earnings_1yr,
      format: formatMoney,
      reason: 'earnings_1yr',
      sort: 'earnings_1yr',
      source: 'earnings_1yr',
    },
    {
      key: 'earnings_5yr',
      heading: t('column.earnings5'),
      value: (r) => r.earnings_5yr,
      format: formatMoney,
      reason: 'earnings_5yr',
      sort: 'earnings_5yr',
      source: 'earnings_5yr',
    },
    {
      key: 'median_debt',
      heading: t('column.medianDebt'),
      value: (r) => r.median_debt,
      format: formatMoney,
      reason: 'median_debt',
      sort: 'median_debt',
      source: 'median_debt',
    },
    {
      key: 'monthly_payment',
      heading: t('column.monthlyPayment'),
      value: (r) => r.monthly_payment,
      format: (v) => formatCents(v * 100),
      reason: 'monthly_payment',
      sort: 'monthly_payment',
    },
    {
      key: 'debt_to_earnings',
      heading: t('column.debtToEarnings'),
      value: (r) => r.debt_to_earnings,
      format: (v) => formatPercent(v),
      reason: 'debt_to_earnings',
      sort: 'debt_to_earnings',
    },
    {
      key: 'npv',
      heading: t('column.npvAt', { horizon }),
      value: (r) => r.npv[npvKey],
      format: formatMoney,
      reason: 'npv',
      sort: 'npv',
      main: true,
    },
    {
      key: 'break_even_years',
      heading: t('column.breakEven'),
      value: (r) => r.break_even_years,
      format: formatYears,
      reason: 'break_even_years',
    },
  ];
}

/** A row's figure, or "—" with the API's reason when it is missing (never 0). */
export function FigureCell({ figure, row }: { figure: ProgramFigure; row: ProgramRankingRow }) {
  return (
    <Shown
      value={figure.value(row)}
      format={figure.format}
      reason={row.reasons[figure.reason] ?? 'not_reported'}
    />
  );
}

/** How a row's program is written: its title (else its CIP code) and credential. */
export const programTitleOf = (row: ProgramRankingRow) => row.title ?? `CIP ${row.cip}`;
export const credentialOf = (row: ProgramRankingRow, t: TFunction<'programRankings'>) =>
  credentialTitleOf(row.credential_level, row.credential, t) ?? t('column.noCredential');

/**
 * A credential's title in the page's language by its level; the API's (English) title when the
 * level is not one of the Scorecard's.
 */
export function credentialTitleOf(
  level: number | null,
  title: string | null,
  t: TFunction<'programRankings'>,
): string | null {
  const key = String(level) as keyof typeof programRankings.credential;
  return key in programRankings.credential ? t(`credential.${key}`) : title;
}

/** A college lists a field once per credential. */
export const rowKey = (row: ProgramRankingRow) =>
  `${row.university_id}-${row.cip}-${row.credential_level ?? ''}`;

/** The college's page. */
export const collegeHref = (row: ProgramRankingRow) => paths.college(row.university_id);

/** "Columbus, OH". */
export const placeOf = (row: ProgramRankingRow) => [row.city, row.state].filter(Boolean).join(', ');

/**
 * The rows split in two: the ranked ones, then those whose sort key is missing (the API puts
 * them last, without a rank), which the table and the cards show under their own heading.
 */
export function splitRanked(rows: ProgramRankingRow[]) {
  const split = rows.findIndex((r) => r.rank === null);
  return split === -1
    ? { ranked: rows, unranked: [] }
    : { ranked: rows.slice(0, split), unranked: rows.slice(split) };
}

/**
 * A row's estimate under the federal earnings test, as the importer made it (core
 * earningsTestEstimate on the row's figures and its benchmark); null when the row has none.
 */
export function earningsTestOfRow(
  row: ProgramRankingRow,
  dollarYear: number | null,
): EarningsTestEstimate | null {
  if (row.earnings_test === null) return null;
  return earningsTestEstimate(row, {
    value: row.earnings_test_benchmark,
    state: row.state,
    surveyYear: null,
    dollarYear: dollarYear ?? 0,
  });
}
