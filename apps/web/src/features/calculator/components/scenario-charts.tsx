import { useLanguage } from '@/lib/i18n/language';
import {
  type PlanSummary,
  type ScenarioCollegeResult,
  type ScenarioResult,
  formatMoney,
  type Language,
  leadingOutcome,
  reasonWords,
} from '@degreeworth/core';
import type { TFunction } from 'i18next';
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
  const language = useLanguage();
  // Series are keyed by place (`key`): a comparison of programs may hold one college twice.
  const colleges = results.colleges.map((c, i) => ({ ...c, color: colorOf(i), key: String(i) }));
  const plotted = colleges.filter((c): c is Plotted & { color: string } => c.chart !== null);
  const left = colleges.filter((c) => c.chart === null);
  if (plotted.length === 0) {
    return <p className="text-sm text-slate-600">{notPlotted(left, t, language)}</p>;
  }
  const years = plotted[0]!.chart.map((p) => p.year);
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600">{t('chartsIntro')}</p>
      {left.length > 0 && <p className="text-sm text-slate-600">{notPlotted(left, t, language)}</p>}
      <NetWorthChart colleges={plotted} years={years} dollarYear={dollarYear} />
      <div className="grid gap-6 lg:grid-cols-2">
        <LineChart
          title={t('charts.loanTitle', { year: dollarYear })}
          summary={[t('charts.loanSummary'), ...plotted.map((c) => loanSummary(c, t))].join(' ')}
          yLabel={t('charts.owed')}
          years={years}
          series={plotted.flatMap((c): ChartSeries[] => {
            const chosen = c.roi.repaymentPlan;
            const plans = c.roi.plans.rap
              ? (['standard', 'rap'] as const)
              : (['standard'] as const);
            return plans.map((plan) => ({
              key: `${c.key}-${plan}`,
              label: t(plan === 'rap' ? 'charts.rapPlan' : 'charts.standardPlan', {
                name: c.name,
              }),
              color: c.color,
              dash: plan === chosen ? undefined : ('dashed' as const),
              values: c.chart.map((p) => p.loanBalanceByPlan[plan] ?? 0),
            }));
          })}
        />
        <LineChart
          title={t('charts.costTitle', { year: dollarYear })}
          summary={[
            t('charts.costSummary'),
            ...plotted.map((c) =>
              t('charts.firstYearEarnings', {
                name: c.name,
                money: formatMoney(c.chart[c.yearsToFinish]?.earnings ?? 0),
              }),
            ),
          ].join(' ')}
          yLabel={t('charts.dollarsPerYear')}
          years={years}
          series={[
            ...plotted.flatMap((c): ChartSeries[] => [
              {
                key: `${c.key}-earnings`,
                label: t('charts.earningsOf', { name: c.name }),
                color: c.color,
                values: c.chart.map((p) => p.earnings),
              },
              {
                key: `${c.key}-cost`,
                label: t('charts.costOf', { name: c.name }),
                color: c.color,
                dash: 'dashed',
                values: c.chart.map((p) => p.cost),
              },
            ]),
            {
              key: 'baseline',
              label: t('charts.earningsWithoutCollege'),
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
  const { t } = useCalculatorTexts();
  const last = years.at(-1)!;
  const marks = colleges.flatMap((c) => {
    const year = leadingOutcome(c.roi).outcome.breakEvenYears.value;
    const point = year !== null ? c.chart.find((p) => p.year === year) : undefined;
    if (!point) return [];
    const label = t('charts.breaksEven', { name: c.name, year: point.year });
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
  const summary = [
    t('charts.worthSummary'),
    ...colleges.map((c) => {
      const year = leadingOutcome(c.roi).outcome.breakEvenYears.value;
      const end = c.chart.at(-1)!;
      const pays =
        year === null
          ? t('charts.neverCatchesUp', { name: c.name })
          : year <= last
            ? t('charts.catchesUp', { name: c.name, year })
            : t('charts.catchesUpLate', { name: c.name, year });
      return t('charts.difference', { line: pays, last, money: formatMoney(end.difference) });
    }),
  ].join(' ');
  return (
    <LineChart
      title={t('charts.worthTitle', { last, year: dollarYear })}
      summary={summary}
      yLabel={t('charts.cumulative')}
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
          label: t('charts.highSchoolPath'),
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
function loanSummary(c: Plotted, t: TFunction<'calculator'>): string {
  if (c.roi.loan.borrowed === 0) return t('charts.noLoanOf', { name: c.name });
  const most = formatMoney(Math.max(...c.chart.map((p) => p.loanBalance)));
  const { standard, rap } = c.roi.plans;
  const ends = (p: PlanSummary) => {
    const years = Number.isInteger(p.years) ? p.years : p.years.toFixed(1);
    return t(p.forgiven > 0 ? 'charts.forgivenAfter' : 'charts.paidOffAfter', { years });
  };
  return rap
    ? t('charts.loanLineRap', { name: c.name, most, standard: ends(standard), rap: ends(rap) })
    : t('charts.loanLine', { name: c.name, most, standard: ends(standard) });
}

function notPlotted(
  colleges: ScenarioCollegeResult[],
  t: TFunction<'calculator'>,
  language: Language,
): string {
  const list = colleges
    .map((c) => `${c.name} (${reasonWords(c.roi.outcome.npv[10].reason, 'personal', language)})`)
    .join('; ');
  return t('charts.notPlotted', { list });
}
