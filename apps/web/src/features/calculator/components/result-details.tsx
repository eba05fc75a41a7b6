import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import {
  type Figure,
  type ScenarioCollegeResult,
  formatMoney,
  formatPercent,
} from '@degreeworth/core';
import { bandWords, useCalculatorTexts } from '../calculator-texts';
import type { NpvView } from './college-result';
import { FigureValue } from './figure-value';

const HORIZONS = [10, 20, 30, 40] as const;

/** A view's name: "Completion-adjusted", "If I graduate" (core's COMPLETION_ADJUSTED…). */
export const VIEW_LABELS = {
  outcome: 'figures.completionAdjusted',
  ifGraduate: 'figures.ifGraduate',
} as const satisfies Record<NpvView, string>;

/** A view's name inside a sentence: "I" stays a capital. */
export const VIEW_PHRASES = {
  outcome: 'figures.completionAdjustedPhrase',
  ifGraduate: 'figures.ifGraduatePhrase',
} as const satisfies Record<NpvView, string>;

/** A view's figures; every one missing with its reason where the view does not exist. */
export interface ShownOutcome {
  npv: Record<(typeof HORIZONS)[number], Known>;
  breakEvenYears: Known;
}
interface Known {
  value: number | null;
  reason: string | null;
}

const ENTRANT_ONLY: Known = { value: null, reason: 'entrant_earnings_only' };
const NO_GRADUATE_FIGURE: ShownOutcome = {
  npv: { 10: ENTRANT_ONLY, 20: ENTRANT_ONLY, 30: ENTRANT_ONLY, 40: ENTRANT_ONLY },
  breakEvenYears: ENTRANT_ONLY,
};

/**
 * The figures of a view: "if I graduate" exists only on graduates' own earnings; on the
 * earnings of everyone who started it says why it is missing.
 */
export function outcomeOf(r: ScenarioCollegeResult, view: NpvView): ShownOutcome {
  if (view === 'outcome') return r.roi.outcome;
  return r.roi.ifGraduate ?? NO_GRADUATE_FIGURE;
}

/**
 * "$296 for 10 years"; under RAP the first payment, which follows income afterwards; a private
 * loan for borrowing above the federal limits is added after it.
 */
function monthlyPaymentText(roi: ScenarioCollegeResult['roi'], t: TFunction<'calculator'>): string {
  const { loan } = roi;
  const priv = roi.borrowing?.privateLoan;
  const extra = priv
    ? t('figures.privateFor', { money: formatMoney(priv.monthlyPayment), years: priv.termYears })
    : null;
  if (loan.borrowed === 0) return extra ?? t('figures.noLoan');
  const money = formatMoney(loan.monthlyPayment);
  const federal =
    loan.plan === 'rap'
      ? t('figures.paymentRap', { money })
      : t('figures.paymentFor', { money, years: loan.termYears });
  return extra ? `${federal} + ${extra}` : federal;
}

/** "Left each month after the loan payment, after the 10% tax you set" (core residualLabel). */
function residualText(taxRate: number, t: TFunction<'calculator'>): string {
  if (taxRate === 0) return t('figures.residualBeforeTax');
  return t('figures.residualAfterTax', { rate: formatPercent(taxRate) });
}

/** Money, loan and affordability figures. */
export function LoanFigures({ result: r }: { result: ScenarioCollegeResult }) {
  const { t } = useCalculatorTexts();
  const { roi } = r;
  const loan = roi.loan;
  const band = roi.debtToEarningsBand;
  const rows: [string, ReactNode][] = [
    [
      t('figures.netCostPerYear'),
      <FigureValue key="nc" figure={roi.netCostPerYear} format={formatMoney} />,
    ],
    [
      t('figures.totalNetCost'),
      <FigureValue key="tc" figure={r.totalNetCost} format={formatMoney} />,
    ],
    [
      t('figures.notCoveredPerYear'),
      <FigureValue key="gap" figure={r.fundingGapPerYear} format={formatMoney} />,
    ],
    // The student's own loans: the federal loan and a private loan above the limits (the
    // parents' loans are in the federal borrowing limits list).
    [t('figures.totalBorrowed'), formatMoney(roi.studentLoans.borrowed)],
    [t('figures.totalInterest'), formatMoney(roi.studentLoans.totalInterest)],
    [t('figures.monthlyPayment'), monthlyPaymentText(roi, t)],
    [
      loan.forgiven > 0 ? t('figures.forgivenIn') : t('figures.payoffYear'),
      loan.payoffYear === null ? t('figures.noLoan') : t('figures.year', { year: loan.payoffYear }),
    ],
    [
      t('figures.startingSalary'),
      <FigureValue key="s" figure={roi.startingSalary} format={formatMoney} />,
    ],
    [
      t('figures.debtToEarnings'),
      <DebtToEarnings
        key="dte"
        figure={roi.debtToEarnings}
        band={band ? bandWords(t)[band] : null}
      />,
    ],
    [
      residualText(r.taxRate, t),
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
  const { t } = useCalculatorTexts();
  const both: NpvView[] = r.roi.ifGraduate ? ['outcome', 'ifGraduate'] : ['outcome'];
  const views: NpvView[] = view === 'both' ? both : [view];
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="mb-1 text-left font-semibold text-slate-900">
          {t('npvHeading')}
          <span className="block text-xs font-normal text-slate-600">{t('npvExplain')}</span>
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-left">
            <th scope="col" className="py-1.5 pr-3 font-semibold">
              {t('yearsAfterStarting')}
            </th>
            {views.map((v) => (
              <th key={v} scope="col" className="py-1.5 pl-3 text-right font-semibold">
                {t(VIEW_LABELS[v])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {HORIZONS.map((h) => (
            <tr key={h} className="border-b border-slate-100">
              <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                {t('years', { count: h })}
              </th>
              {views.map((v) => (
                <td key={v} className="py-1.5 pl-3 text-right tabular-nums">
                  <FigureValue figure={outcomeOf(r, v).npv[h]} format={formatMoney} />
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-1.5 pr-3 text-left font-normal">
              {t('breakEvenYear')}
            </th>
            {views.map((v) => (
              <td key={v} className="py-1.5 pl-3 text-right tabular-nums">
                <FigureValue
                  figure={outcomeOf(r, v).breakEvenYears}
                  format={(year) => t('figures.year', { year })}
                />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      {views.includes('outcome') && (
        <p className="mt-1 text-xs text-slate-600">
          {r.roi.view === 'entrant_based' ? t('entrantExplain') : t('adjustedExplain')}
          {r.completionRate !== null &&
            t('figures.completionRate', { rate: formatPercent(r.completionRate) })}
        </p>
      )}
    </div>
  );
}
