import type { ReactNode } from 'react';
import {
  RANKING_HORIZONS,
  type UniversityResponse,
  formatFractionalYears,
  formatMoney,
  formatPercent,
  formatYears,
} from '@degreeworth/core';
import type { TFunction } from 'i18next';
import { Shown } from '@/components/missing-value';
import { useRankingsTexts } from '../rankings-texts';

interface FiguresProps {
  college: UniversityResponse;
}

interface KeyFigure {
  label: string;
  value: number | null;
  format: (value: number) => string;
  reason: string | undefined;
}

function keyFiguresOf(c: UniversityResponse, t: TFunction<'rankings'>): KeyFigure[] {
  const r = c.reasons;
  return [
    {
      label: t('college.rankAmong', { type: t(`type.${c.type}`).toLowerCase(), year: c.year }),
      value: c.rank,
      format: (rank) => `#${rank}`,
      reason: r.npv,
    },
    {
      label: t('college.netPricePerYear'),
      value: c.costs.net_price,
      format: formatMoney,
      reason: r.net_price,
    },
    {
      label: t('college.completionRate'),
      value: c.completion_rate,
      format: formatPercent,
      reason: r.completion_rate,
    },
    {
      label: t('college.earnings10'),
      value: c.median_earnings_10yr,
      format: formatMoney,
      reason: r.median_earnings_10yr,
    },
    {
      label: c.state ? t('college.baselineIn', { state: c.state }) : t('college.baseline'),
      value: c.baseline_earnings,
      format: formatMoney,
      reason: r.baseline_earnings,
    },
    { label: t('college.npv20'), value: c.npv['20'], format: formatMoney, reason: r.npv },
    {
      label: t('college.breakEven'),
      value: c.break_even_years,
      format: formatYears,
      reason: r.break_even_years,
    },
    {
      label: t('college.costPerYear'),
      value: c.costs.cost_of_attendance,
      format: formatMoney,
      reason: r.cost_of_attendance,
    },
  ];
}

/** The headline figures of a college page (all family incomes). */
export function KeyFigures({ college }: FiguresProps) {
  const { t } = useRankingsTexts();
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {keyFiguresOf(college, t).map((f) => (
        <Figure key={f.label} label={f.label}>
          <Shown value={f.value} format={f.format} reason={f.reason} size="long" />
        </Figure>
      ))}
    </dl>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-xl font-semibold text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}

/** NPV at every horizon (10 to 40 years after entry). */
export function NpvByHorizon({ college: c }: FiguresProps) {
  const { t } = useRankingsTexts();
  return (
    <table className="w-full max-w-md text-sm">
      <caption className="sr-only">{t('college.npvByHorizon')}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-left">
          <th scope="col" className="py-2 pr-4 font-semibold">
            {t('college.yearsAfterEntry')}
          </th>
          <th scope="col" className="py-2 text-right font-semibold">
            {t('college.npv')}
          </th>
        </tr>
      </thead>
      <tbody>
        {RANKING_HORIZONS.map((h) => (
          <tr key={h} className="border-b border-slate-100">
            <th scope="row" className="py-2 pr-4 text-left font-normal">
              {t('college.years', { count: h })}
            </th>
            <td className="py-2 text-right tabular-nums">
              <Shown value={c.npv[String(h) as '20']} format={formatMoney} reason={c.reasons.npv} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The two measures with published definitions (CEW, Third Way), so anyone can cross-check. */
export function CompatibilityFigures({ college: c }: FiguresProps) {
  const { t } = useRankingsTexts();
  return (
    <dl className="grid max-w-xl grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
      <dt>{t('college.pep')}</dt>
      <dd className="text-right tabular-nums">
        <Shown value={c.pep_years} format={formatFractionalYears} reason={c.reasons.pep_years} />
      </dd>
      <dt>{t('college.pepLow')}</dt>
      <dd className="text-right tabular-nums">
        <Shown
          value={c.pep_years_low_income}
          format={formatFractionalYears}
          reason={c.by_income[1]?.reasons.pep_years ?? c.reasons.pep_years}
        />
      </dd>
      <dt>{t('college.cew')}</dt>
      <dd className="text-right tabular-nums">
        <Shown value={c.cew_npv_40} format={formatMoney} reason={c.reasons.cew_npv_40} />
      </dd>
    </dl>
  );
}
