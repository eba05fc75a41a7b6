import { useCalculatorTexts } from '../calculator-texts';
import { formatMoney } from '@degreeworth/core';
import type { ChartSeries } from './line-chart';

export const DASHES = { dashed: '7 5', dotted: '2 4' } as const;

interface LineDataTableProps {
  title: string;
  years: number[];
  series: ChartSeries[];
}

/** The line chart's legend: each line's colour and dash beside its name. */
export function LineLegend({ series }: { series: ChartSeries[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
      {series.map((s) => (
        <li key={s.key} className="flex items-center gap-2">
          <svg aria-hidden="true" width="28" height="8">
            <line
              x1="0"
              x2="28"
              y1="4"
              y2="4"
              stroke={s.color}
              strokeWidth="3"
              strokeDasharray={s.dash ? DASHES[s.dash] : undefined}
            />
          </svg>
          {s.label}
        </li>
      ))}
    </ul>
  );
}

/** The line chart's data year by year, as a table under it (closed by default). */
export function LineDataTable({ title, years, series }: LineDataTableProps) {
  const { t } = useCalculatorTexts();
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-emerald-800">{t('chartTable')}</summary>
      <div className="mt-2 max-h-80 overflow-auto">
        <table className="w-full text-right tabular-nums">
          <caption className="sr-only">{t('chartTableCaption', { title })}</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="px-2 py-1 text-left">
                {t('year')}
              </th>
              {series.map((s) => (
                <th key={s.key} scope="col" className="px-2 py-1">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {years.map((year, i) => (
              <tr key={year} className="border-b border-slate-100">
                <th scope="row" className="px-2 py-1 text-left font-normal">
                  {year}
                </th>
                {series.map((s) => (
                  <td key={s.key} className="px-2 py-1 whitespace-nowrap">
                    {formatMoney(s.values[i]!)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
