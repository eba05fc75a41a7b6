import { useLanguage } from '@/lib/i18n/language';
import {
  type IncomeBand,
  type Language,
  RANKING_HORIZONS,
  type UniversityResponse,
  formatMoney,
  incomeBandLabel,
  reasonWords,
} from '@degreeworth/core';
import { ChartBoundary } from '@/components/chart-boundary';
import { type Column, ColumnChart } from '@/components/chart/column-chart';
import { useRankingsTexts } from '../rankings-texts';

interface CollegeChartProps {
  college: UniversityResponse;
}

/** Income bands as short as a column on a phone allows; the table beside has them in full. */
const BAND_SHORT: Record<Exclude<IncomeBand, 'all'>, string> = {
  '0-30k': '$0–30k',
  '30-48k': '$30–48k',
  '48-75k': '$48–75k',
  '75-110k': '$75–110k',
  '110k+': '$110k+',
};

type Texts = ReturnType<typeof useRankingsTexts>['t'];

/** Every value in words, a missing one with its reason: the chart's text alternative. */
function inWords(
  t: Texts,
  language: Language,
  items: { label: string; value: number | null; reason?: string | null }[],
) {
  return items
    .map(
      (i) =>
        `${i.label}: ${i.value === null ? t('charts.noData', { reason: reasonWords(i.reason, 'cell', language) }) : formatMoney(i.value)}`,
    )
    .join('; ');
}

/**
 * NPV after 10, 15, 20, 30 and 40 years as columns, its figures also in the page's table; a
 * chart that fails to draw leaves the page and the table standing.
 */
export function NpvChart({ college }: CollegeChartProps) {
  const { t } = useRankingsTexts();
  return (
    <ChartBoundary name={t('charts.npvName')} fallback={t('charts.failed')}>
      <NpvColumns college={college} />
    </ChartBoundary>
  );
}

/** Net price per year of the five family income bands as columns (Scorecard NPT41…NPT45). */
export function NetPriceChart({ college }: CollegeChartProps) {
  const { t } = useRankingsTexts();
  return (
    <ChartBoundary name={t('charts.netPriceName')} fallback={t('charts.failed')}>
      <NetPriceColumns college={college} />
    </ChartBoundary>
  );
}

function NpvColumns({ college: c }: CollegeChartProps) {
  const { t } = useRankingsTexts();
  const language = useLanguage();
  const items = RANKING_HORIZONS.map((h) => ({
    key: String(h),
    label: t('college.years', { count: h }),
    value: c.npv[String(h) as keyof typeof c.npv],
    reason: c.reasons.npv,
  }));
  if (items.every((i) => i.value === null)) {
    return <NothingToDraw reason={c.reasons.npv} />;
  }
  return (
    <ColumnChart
      title={t('charts.npvTitle', { year: c.dollar_year })}
      description={t('charts.npvDescription', { words: inWords(t, language, items) })}
      columns={items}
      xTitle={t('college.yearsAfterEntry')}
      yTitle={t('charts.npvAxis')}
    />
  );
}

function NetPriceColumns({ college: c }: CollegeChartProps) {
  const { t } = useRankingsTexts();
  const language = useLanguage();
  const bands = c.by_income.filter((b) => b.income !== 'all');
  const columns: Column[] = bands.map((b) => ({
    key: b.income,
    label: b.income === 'all' ? t('charts.all') : BAND_SHORT[b.income],
    value: b.net_price,
  }));
  if (columns.every((col) => col.value === null)) {
    return <NothingToDraw reason={bands[0]?.reasons.net_price} />;
  }
  const words = inWords(
    t,
    language,
    bands.map((b) => ({
      label: incomeBandLabel(b.income, language),
      value: b.net_price,
      reason: b.reasons.net_price,
    })),
  );
  return (
    <ColumnChart
      title={t('charts.netPriceTitle', { year: c.dollar_year })}
      description={t('charts.netPriceDescription', { words })}
      columns={columns}
      xTitle={t('charts.incomeAxis')}
      yTitle={t('college.netPricePerYear')}
    />
  );
}

function NothingToDraw({ reason }: { reason: string | null | undefined }) {
  const { t } = useRankingsTexts();
  const language = useLanguage();
  return (
    <p className="text-sm text-slate-600">
      {t('charts.nothing')} {reasonWords(reason, 'sentence', language)}
    </p>
  );
}
