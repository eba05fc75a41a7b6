import { type ReactNode, useId } from 'react';
import type { Figure, PathOutcome, ScenarioCollegeResult } from '@degreeworth/core';
import { BAND_WORDS, TEXTS } from '../calculator-texts';
import { formatMoney, formatPercent, formatYear } from '../format';
import { flagsInWords } from '../words';
import { FigureValue } from './figure-value';

export type NpvView = 'ifGraduate' | 'riskAdjusted';

interface CollegeResultProps {
  result: ScenarioCollegeResult;
  /** The college's colour in the charts. */
  color: string;
  /** The NPV view of the headline and table; 'both' puts the two side by side in the table. */
  view: NpvView | 'both';
  /** Larger headline figures (the results page's comparison). */
  isLarge?: boolean;
}

const HORIZONS = [10, 20, 30, 40] as const;
const VIEW_LABELS: Record<NpvView, string> = {
  ifGraduate: TEXTS.ifGraduate,
  riskAdjusted: TEXTS.completionAdjusted,
};

/** One college's results: key numbers, verdicts in words, loan figures, NPVs and flags. */
export function CollegeResult({ result: r, color, view, isLarge = false }: CollegeResultProps) {
  const headingId = useId();
  const headline: NpvView = view === 'both' ? 'ifGraduate' : view;
  const outcome = r.roi[headline];
  return (
    <article
      aria-labelledby={headingId}
      className="min-w-0 rounded-xl border border-t-4 border-slate-200 bg-white p-4 sm:p-5"
      style={{ borderTopColor: color }}
    >
      <h3 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <span
          aria-hidden="true"
          className="h-3 w-3 shrink-0 rounded-full"
          style={{ background: color }}
        />
        {r.name}
      </h3>
      <p className="text-sm text-slate-600">
        {r.major ? r.major.label : TEXTS.majorNone} · {r.yearsToFinish}{' '}
        {r.yearsToFinish === 1 ? 'year' : 'years'} of college
      </p>
      <dl className={`mt-4 grid gap-3 ${isLarge ? 'sm:grid-cols-3' : 'grid-cols-2'}`}>
        <Key
          label={`Net gain at 20 years (${VIEW_LABELS[headline].toLowerCase()})`}
          isLarge={isLarge}
        >
          <FigureValue figure={outcome.npv[20]} format={formatMoney} />
        </Key>
        <Key label="Break-even year" isLarge={isLarge}>
          <BreakEven outcome={outcome} years={r.yearsToFinish} />
        </Key>
        <Key label="Monthly loan payment" isLarge={isLarge}>
          {formatMoney(r.roi.loan.monthlyPayment)}
        </Key>
      </dl>
      <ul className="mt-4 space-y-1 text-sm font-medium text-slate-900">
        {r.verdicts.map((v) => (
          <li key={v} className="rounded-md bg-emerald-50 px-3 py-1.5">
            {v}
          </li>
        ))}
      </ul>
      <LoanFigures result={r} />
      <NpvTable result={r} view={view} />
      <Flags flags={r.flags} />
    </article>
  );
}

function Key({
  label,
  isLarge,
  children,
}: {
  label: string;
  isLarge: boolean;
  children: ReactNode;
}) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd
        className={`mt-1 font-bold text-slate-900 tabular-nums ${isLarge ? 'text-2xl sm:text-3xl' : 'text-xl'}`}
      >
        {children}
      </dd>
    </div>
  );
}

function BreakEven({ outcome, years }: { outcome: PathOutcome; years: number }) {
  const value = outcome.breakEvenYears.value;
  if (value === null) return <FigureValue figure={outcome.breakEvenYears} format={String} />;
  const after = value - years;
  return (
    <span className="inline-flex flex-col">
      <span>{formatYear(value)}</span>
      <span className="text-xs font-normal text-slate-600">
        {after > 0
          ? `${after} ${after === 1 ? 'year' : 'years'} after finishing`
          : 'while in college'}
      </span>
    </span>
  );
}

/** Money, loan and affordability figures (methodology §3.4). */
function LoanFigures({ result: r }: { result: ScenarioCollegeResult }) {
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

function NpvTable({ result: r, view }: { result: ScenarioCollegeResult; view: NpvView | 'both' }) {
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

function Flags({ flags }: { flags: string[] }) {
  const words = flagsInWords(flags);
  if (words.length === 0) return null;
  return (
    <details className="mt-4 text-sm">
      <summary className="cursor-pointer text-emerald-800">
        About these figures ({words.length})
      </summary>
      <ul className="mt-2 space-y-2">
        {words.map(({ flag, title, detail }) => (
          <li key={flag} className="rounded-lg border-l-4 border-amber-400 bg-amber-50 px-3 py-2">
            <p className="font-semibold text-slate-900">{title}</p>
            {detail && <p className="text-slate-700">{detail}</p>}
          </li>
        ))}
      </ul>
    </details>
  );
}
