import {
  type PlanSummary,
  type ScenarioCollegeResult,
  type ScenarioResult,
  formatMoney,
  leadingOutcome,
  reasonWords,
} from '@degreeworth/core';
import { useCalculatorTexts } from '../calculator-texts';
import { colorOf } from './college-colors';
import { type ChartSeries, LineChart } from './line-chart';

interface ScenarioChartsProps {
  results: ScenarioResult;
  dollarYear: number;
}

type Plotted = ScenarioCollegeResult & {
  chart: NonNullable<ScenarioCollegeResult['chart']>;
  color: string;
  key: string;
};

/**
 * The three charts of the results page, one colour per college in all of
 * them: what each path adds up to against the high-school path with each break-even year
 * marked, the loan balance, and the yearly cost and earnings.
 */
export function ScenarioCharts({ results, dollarYear }: ScenarioChartsProps) {
  const { t } = useCalculatorTexts();
  // Series are keyed by place (`key`): a comparison of programs may hold one college twice.
  const colleges = results.colleges.map((c, i) => ({ ...c, color: colorOf(i), key: String(i) }));
  const plotted = colleges.filter((c): c is Plotted & { color: string } => c.chart !== null);
  const left = colleges.filter((c) => c.chart === null);
  if (plotted.length === 0) {
    return <p className="text-sm text-slate-600">{notPlotted(left)}</p>;
  }
  const years = plotted[0]!.chart.map((p) => p.year);
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600">{t('chartsIntro')}</p>
      {left.length > 0 && <p className="text-sm text-slate-600">{notPlotted(left)}</p>}
      <NetWorthChart colleges={plotted} years={years} dollarYear={dollarYear} />
      <div className="grid gap-6 lg:grid-cols-2">
        <LineChart
          title={`Loan balance under both plans (${dollarYear} dollars)`}
          summary={
            'Solid lines: the plan your figures follow; dashed: the other plan. ' +
            plotted.map(loanSummary).join(' ')
          }
          yLabel="Owed"
          years={years}
          series={plotted.flatMap((c): ChartSeries[] => {
            const chosen = c.roi.repaymentPlan;
            const plans = c.roi.plans.rap
              ? (['standard', 'rap'] as const)
              : (['standard'] as const);
            return plans.map((plan) => ({
              key: `${c.key}-${plan}`,
              label: `${c.name}: ${plan === 'rap' ? 'RAP' : 'standard plan'}`,
              color: c.color,
              dash: plan === chosen ? undefined : ('dashed' as const),
              values: c.chart.map((p) => p.loanBalanceByPlan[plan] ?? 0),
            }));
          })}
        />
        <LineChart
          title={`Yearly cost and earnings (${dollarYear} dollars)`}
          summary={
            'Solid lines: earnings if you graduate; dashed lines: what you pay that year (costs ' +
            'not covered by loans, then loan payments); dotted: earnings without college. ' +
            plotted
              .map(
                (c) =>
                  `${c.name}: ${formatMoney(c.chart[c.yearsToFinish]?.earnings ?? 0)} in the first year after college.`,
              )
              .join(' ')
          }
          yLabel="Dollars per year"
          years={years}
          series={[
            ...plotted.flatMap((c): ChartSeries[] => [
              {
                key: `${c.key}-earnings`,
                label: `${c.name}: earnings`,
                color: c.color,
                values: c.chart.map((p) => p.earnings),
              },
              {
                key: `${c.key}-cost`,
                label: `${c.name}: cost and loan payments`,
                color: c.color,
                dash: 'dashed',
                values: c.chart.map((p) => p.cost),
              },
            ]),
            {
              key: 'baseline',
              label: 'Earnings without college',
              color: '#475569',
              dash: 'dotted',
              values: plotted[0]!.chart.map((p) => p.baseline),
            },
          ]}
        />
      </div>
    </div>
  );
}

function NetWorthChart({
  colleges,
  years,
  dollarYear,
}: {
  colleges: (Plotted & { color: string })[];
  years: number[];
  dollarYear: number;
}) {
  const last = years.at(-1)!;
  const marks = colleges.flatMap((c) => {
    const year = leadingOutcome(c.roi).outcome.breakEvenYears.value;
    const point = year !== null ? c.chart.find((p) => p.year === year) : undefined;
    if (!point) return [];
    const label = `${c.name} breaks even in year ${point.year}`;
    return [
      {
        key: c.key,
        year: point.year,
        value: point.college,
        color: c.color,
        label,
      },
    ];
  });
  const summary =
    `Each line adds up earnings minus costs and loan payments, in today’s dollars, from the ` +
    `first year of college; the dotted line is the high-school path. ` +
    colleges
      .map((c) => {
        const year = leadingOutcome(c.roi).outcome.breakEvenYears.value;
        const end = c.chart.at(-1)!;
        const pays =
          year === null
            ? 'does not catch up with the high-school path'
            : year <= last
              ? `catches up with the high-school path in year ${year}`
              : `catches up in year ${year}, after the chart ends`;
        return `${c.name} ${pays}; after ${last} years the difference is ${formatMoney(end.difference)}.`;
      })
      .join(' ');
  return (
    <LineChart
      title={`What each path adds up to over ${last} years (${dollarYear} dollars)`}
      summary={summary}
      yLabel="Cumulative, today’s dollars"
      years={years}
      series={[
        ...colleges.map((c) => ({
          key: c.key,
          label: c.name,
          color: c.color,
          values: c.chart.map((p) => p.college),
        })),
        {
          key: 'high-school',
          label: 'High-school path',
          color: '#475569',
          dash: 'dotted' as const,
          values: colleges[0]!.chart.map((p) => p.highSchool),
        },
      ]}
      markers={marks}
    />
  );
}

/** One college's loan in words: none, or how much at most and when each plan ends. */
function loanSummary(c: Plotted): string {
  if (c.roi.loan.borrowed === 0) return `${c.name}: no loan.`;
  const most = formatMoney(Math.max(...c.chart.map((p) => p.loanBalance)));
  const { standard, rap } = c.roi.plans;
  const ends = (p: PlanSummary) =>
    `${p.forgiven > 0 ? 'forgiven' : 'paid off'} after ${Number.isInteger(p.years) ? p.years : p.years.toFixed(1)} years of payments`;
  const rapWords = rap ? `; under RAP ${ends(rap)}` : '';
  return `${c.name}: ${most} owed at most; under the standard plan ${ends(standard)}${rapWords}.`;
}

function notPlotted(colleges: ScenarioCollegeResult[]): string {
  return (
    'Not plotted: ' +
    colleges
      .map((c) => `${c.name} (${reasonWords(c.roi.outcome.npv[10].reason, 'personal')})`)
      .join('; ')
  );
}
