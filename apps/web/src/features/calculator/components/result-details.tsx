import type { ReactNode } from 'react';
import {
  type Figure,
  type ScenarioCollegeResult,
  formatMoney,
  formatPercent,
  formatYear,
} from '@degreeworth/core';
import { BAND_WORDS, TEXTS } from '../calculator-texts';
import type { NpvView } from './college-result';
import { FigureValue } from './figure-value';

const HORIZONS = [10, 20, 30, 40] as const;

export const VIEW_LABELS: Record<NpvView, string> = {
  ifGraduate: TEXTS.ifGraduate,
  riskAdjusted: TEXTS.completionAdjusted,
};

/** Money, loan and affordability figures (methodology §3.4). */
export function LoanFigures({ result: r }: { result: ScenarioCollegeResult }) {
  const { roi } = r;
  const loan = roi.loan;
  const band = roi.debtToEarningsBand;
  const rows: [string, ReactNode][] = [
    [
      'Net cost per year',
      <FigureValue key="nc" figure={roi.netCostPerYear} format={formatMoney} />,
    ],
    ['Total net cost', <FigureValue key="tc" figure={r.totalNetCost} format={formatMoney} />],
    [
      'Costs not covered per year',
      <FigureValue key="gap" figure={r.fundingGapPerYear} format={formatMoney} />,
    ],
    ['Total borrowed', formatMoney(loan.borrowed)],
    ['Total interest', formatMoney(loan.totalInterest)],
    [
      'Monthly payment',
      loan.borrowed === 0
        ? 'No loan'
        : `${formatMoney(loan.monthlyPayment)} for ${loan.termYears} years`,
    ],
    ['Payoff year', loan.payoffYear === null ? 'No loan' : formatYear(loan.payoffYear)],
    ['Starting salary', <FigureValue key="s" figure={roi.startingSalary} format={formatMoney} />],
    [
      'Debt-to-earnings',
      <DebtToEarnings
        key="dte"
        figure={roi.debtToEarnings}
        band={band ? BAND_WORDS[band] : null}
      />,
    ],
    [
      'Left each month after the loan payment',
      <FigureValue key="res" figure={roi.residualMonthlyIncome} format={formatMoney} />,
    ],
  ];
  return (
    <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-700">{label}</dt>
          <dd className="text-right font-medium text-slate-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function DebtToEarnings({ figure, band }: { figure: Figure; band: string | null }) {
  if (figure.value === null) return <FigureValue figure={figure} format={formatPercent} />;
  return (
    <span className="inline-flex flex-col items-end">
      <span>{formatPercent(figure.value)}</span>
      {band && <span className="text-xs font-normal text-slate-600">{band}</span>}
    </span>
  );
}

export function NpvTable({
  result: r,
  view,
}: {
  result: ScenarioCollegeResult;
  view: NpvView | 'both';
}) {
  const views: NpvView[] = view === 'both' ? ['ifGraduate', 'riskAdjusted'] : [view];
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="mb-1 text-left font-semibold text-slate-900">
          {TEXTS.npvHeading}
          <span className="block text-xs font-normal text-slate-600">{TEXTS.npvExplain}</span>
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-left">
            <th scope="col" className="py-1.5 pr-3 font-semibold">
              Years after starting
            </th>
            {views.map((v) => (
              <th key={v} scope="col" className="py-1.5 pl-3 text-right font-semibold">
                {VIEW_LABELS[v]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {HORIZONS.map((h) => (
            <tr key={h} className="border-b border-slate-100">
              <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                {h} years
              </th>
              {views.map((v) => (
                <td key={v} className="py-1.5 pl-3 text-right tabular-nums">
                  <FigureValue figure={r.roi[v].npv[h]} format={formatMoney} />
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-1.5 pr-3 text-left font-normal">
              Break-even year
            </th>
            {views.map((v) => (
              <td key={v} className="py-1.5 pl-3 text-right tabular-nums">
                <FigureValue figure={r.roi[v].breakEvenYears} format={formatYear} />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      {views.includes('riskAdjusted') && (
        <p className="mt-1 text-xs text-slate-600">
          {TEXTS.adjustedExplain}
          {r.completionRate !== null && ` Completion rate: ${formatPercent(r.completionRate)}.`}
        </p>
      )}
    </div>
  );
}
