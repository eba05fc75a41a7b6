import { useLanguage } from '@/lib/i18n/language';
import { type RankingRow, formatMoney, reasonWords, niceAxis } from '@degreeworth/core';
import { Axes } from '@/components/chart/axes';
import { ChartSvg } from '@/components/chart/chart-svg';
import { type ChartFrame, chartFrame, frameScales } from '@/components/chart/frame';
import { useChartWidth } from '@/components/chart/use-chart-width';
import { useRankingsTexts } from '../rankings-texts';

type Texts = ReturnType<typeof useRankingsTexts>['t'];

interface EarningsPriceChartProps {
  rows: RankingRow[];
  dollarYear: number;
}

/** The drawing box at the width it is shown (useChartWidth): one unit is one pixel. */
const frameOf = (width: number) =>
  chartFrame({
    width,
    height: Math.round(Math.min(360, Math.max(260, width * 0.6))),
    margin: { top: 16, right: 20, bottom: 56, left: 76 },
  });

interface Point {
  row: RankingRow;
  x: number;
  y: number;
}

/**
 * Net price (x) against earnings 10 years after entry (y) for the colleges of the current
 * page: a hand-written SVG scatter on the shared chart pieces (components/chart, no chart
 * library), drawn at the width of its box. It is an image with a title and a description for
 * assistive tech; the summary and the list under it are its text form.
 */
export function EarningsPriceChart({ rows, dollarYear }: EarningsPriceChartProps) {
  const { t } = useRankingsTexts();
  const language = useLanguage();
  const points: Point[] = rows.flatMap((row) =>
    row.net_price !== null && row.median_earnings_10yr !== null
      ? [{ row, x: row.net_price, y: row.median_earnings_10yr }]
      : [],
  );
  const left = rows.filter((r) => r.net_price === null || r.median_earnings_10yr === null);
  const title = t('charts.scatterTitle', { year: dollarYear });
  const summary = summarize(t, points, left.length);
  const [boxRef, width] = useChartWidth(640);
  const frame = frameOf(width);

  return (
    <figure className="space-y-3">
      <figcaption className="text-base font-semibold text-slate-900">
        {t('charts.scatterCaption')}
      </figcaption>
      {points.length > 0 && (
        // Drawn at the width of its box, a phone's included: no sideways scrolling.
        <div ref={boxRef} className="max-w-3xl">
          <ChartSvg
            frame={frame}
            title={title}
            description={summary}
            className="block h-auto w-full"
          >
            <Plot frame={frame} points={points} dollarYear={dollarYear} />
          </ChartSvg>
        </div>
      )}
      <p className="text-sm text-slate-600">{summary}</p>
      {left.length > 0 && (
        <p className="text-sm text-slate-600">
          {t('charts.notPlotted', {
            list: left
              .map((r) => {
                const reason =
                  r.net_price === null ? r.reasons.net_price : r.reasons.median_earnings_10yr;
                return `${r.name} (${reasonWords(reason, 'cell', language)})`;
              })
              .join('; '),
          })}
        </p>
      )}
      {points.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer text-emerald-800">{t('charts.asList')}</summary>
          <ul className="mt-2 space-y-1 text-slate-700">
            {points.map((p) => (
              <li key={`${p.row.university_id}-${p.row.type}`}>{pointWords(t, p)}</li>
            ))}
          </ul>
        </details>
      )}
    </figure>
  );
}

/** "MIT: net price $6,040, earnings $157,720". */
const pointWords = (t: Texts, p: Point) =>
  t('charts.point', { name: p.row.name, price: formatMoney(p.x), earnings: formatMoney(p.y) });

function summarize(t: Texts, points: Point[], missing: number): string {
  if (points.length === 0) return t('charts.nonePlotted');
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const range = (v: number[]) =>
    t('charts.range', { from: formatMoney(Math.min(...v)), to: formatMoney(Math.max(...v)) });
  return t('charts.summary', {
    plotted: t('charts.plotted', { count: points.length }),
    without: missing > 0 ? t('charts.without', { count: missing }) : '',
    prices: range(xs),
    earnings: range(ys),
  });
}

interface PlotProps {
  frame: ChartFrame;
  points: Point[];
  dollarYear: number;
}

function Plot({ frame, points, dollarYear }: PlotProps) {
  const { t } = useRankingsTexts();
  const xAxis = niceAxis(
    Math.min(0, ...points.map((p) => p.x)),
    Math.max(...points.map((p) => p.x)),
  );
  // Net price starts at $0 (or below, when aid exceeds the price); earnings fit the data.
  const yAxis = niceAxis(Math.min(...points.map((p) => p.y)), Math.max(...points.map((p) => p.y)));
  const { px, py } = frameScales(frame, xAxis, yAxis);
  return (
    <>
      <Axes
        frame={frame}
        y={{ axis: yAxis, scale: py, title: t('charts.earningsAxis') }}
        x={{
          ticks: xAxis.ticks,
          scale: px,
          title: t('charts.priceAxis', { year: dollarYear }),
          grid: true,
        }}
        axisLines
      />
      {points.map((p) => (
        <circle
          key={`${p.row.university_id}-${p.row.type}`}
          cx={px(p.x)}
          cy={py(p.y)}
          r={5}
          fill="#047857"
          fillOpacity={0.7}
          stroke="#064e3b"
        >
          <title>{pointWords(t, p)}</title>
        </circle>
      ))}
    </>
  );
}
