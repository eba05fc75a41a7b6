import {
  type IncomeBand,
  RANKING_HORIZONS,
  type UniversityResponse,
  formatMoney,
  reasonWords,
} from '@degreeworth/core';
import { ChartBoundary } from '@/components/chart-boundary';
import { type Column, ColumnChart } from '@/components/chart/column-chart';

interface CollegeChartProps {
  college: UniversityResponse;
}

/** Income bands as short as a column on a phone allows; the table beside has them in full. */
const BAND_SHORT: Record<IncomeBand, string> = {
  all: 'All',
  '0-30k': '$0–30k',
  '30-48k': '$30–48k',
  '48-75k': '$48–75k',
  '75-110k': '$75–110k',
  '110k+': '$110k+',
};

/** Every value in words, a missing one with its reason: the chart's text alternative. */
function inWords(items: { label: string; value: number | null; reason?: string | null }[]) {
  return items
    .map(
      (i) =>
        `${i.label}: ${i.value === null ? `no data (${reasonWords(i.reason, 'cell')})` : formatMoney(i.value)}`,
    )
    .join('; ');
}

const FAILED = 'The chart could not be drawn. The table has the same figures.';

/**
 * NPV after 10, 15, 20, 30 and 40 years as columns, its figures also in the page's table; a
 * chart that fails to draw leaves the page and the table standing.
 */
export function NpvChart({ college }: CollegeChartProps) {
  return (
    <ChartBoundary name="The NPV chart" fallback={FAILED}>
      <NpvColumns college={college} />
    </ChartBoundary>
  );
}

/** Net price per year of the five family income bands as columns (Scorecard NPT41…NPT45). */
export function NetPriceChart({ college }: CollegeChartProps) {
  return (
    <ChartBoundary name="The net price chart" fallback={FAILED}>
      <NetPriceColumns college={college} />
    </ChartBoundary>
  );
}

function NpvColumns({ college: c }: CollegeChartProps) {
  const items = RANKING_HORIZONS.map((h) => ({
    key: String(h),
    label: `${h} years`,
    value: c.npv[String(h) as keyof typeof c.npv],
    reason: c.reasons.npv,
  }));
  if (items.every((i) => i.value === null)) {
    return <NothingToDraw reason={c.reasons.npv} />;
  }
  return (
    <ColumnChart
      title={`Net present value by years after entry (${c.dollar_year} dollars)`}
      description={`Net present value after ${inWords(items)}.`}
      columns={items}
      xTitle="Years after entry"
      yTitle="Net present value"
    />
  );
}

function NetPriceColumns({ college: c }: CollegeChartProps) {
  const bands = c.by_income.filter((b) => b.income !== 'all');
  const columns: Column[] = bands.map((b) => ({
    key: b.income,
    label: BAND_SHORT[b.income],
    value: b.net_price,
  }));
  if (columns.every((col) => col.value === null)) {
    return <NothingToDraw reason={bands[0]?.reasons.net_price} />;
  }
  const words = inWords(
    bands.map((b) => ({ label: b.label, value: b.net_price, reason: b.reasons.net_price })),
  );
  return (
    <ColumnChart
      title={`Net price per year by family income (${c.dollar_year} dollars)`}
      description={`Net price per year for a family income of ${words}.`}
      columns={columns}
      xTitle="Family income per year"
      yTitle="Net price per year"
    />
  );
}

function NothingToDraw({ reason }: { reason: string | null | undefined }) {
  return (
    <p className="text-sm text-slate-600">
      No chart: the data has none of these figures. {reasonWords(reason, 'sentence')}
    </p>
  );
}
