import { useLanguage } from '@/lib/i18n/language';
import { type ReactNode, useId } from 'react';
import {
  type ScenarioCollegeResult,
  formatMoney,
  majorBasis,
  type MajorBasis,
  personalViewMethod,
  reconciliationText,
  scenarioFlagsInWords,
  type Verdict,
} from '@degreeworth/core';
import { FigureText, TextWithFigures } from '@/components/figure-text';
import { useCalculatorTexts } from '../calculator-texts';
import { FigureValue } from './figure-value';
import { RepaymentPlans } from './repayment-plans';
import { BorrowingLimits } from './borrowing-limits';
import {
  LoanFigures,
  NpvTable,
  outcomeOf,
  type ShownOutcome,
  VIEW_PHRASES,
} from './result-details';

/** The completion-adjusted outcome (the college page's figure) or "if I graduate". */
export type NpvView = 'outcome' | 'ifGraduate';

interface CollegeResultProps {
  result: ScenarioCollegeResult;
  /** The college's colour in the charts. */
  color: string;
  /** The NPV view of the headline and table; 'both' puts the two side by side in the table. */
  view: NpvView | 'both';
  /** Larger headline figures (the results page's comparison). */
  isLarge?: boolean;
}

/** One college's results: key numbers, verdicts in words, loan figures, NPVs and flags. */
export function CollegeResult({ result: r, color, view, isLarge = false }: CollegeResultProps) {
  const { t } = useCalculatorTexts();
  const language = useLanguage();
  const headingId = useId();
  const headline: NpvView = view === 'both' ? 'outcome' : view;
  const outcome = outcomeOf(r, headline);
  const basis = majorBasis(r.major, language);
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
        {/* What the earnings rest on follows the major: its own graduates or an estimate. */}
        {r.major ? `${r.major.label} · ${basis.text}` : t('majorNone')} ·{' '}
        {t('collegeYears', { count: r.yearsToFinish })}
      </p>
      {/*
        The key figures wrap onto as many rows as the card needs, never squeezing a figure: four
        colleges side by side at 1280 px leave each card about 240 px, too narrow for three
        boxes holding "−$454,452" in large type. A box is at least as wide as its figure (which
        never breaks) and shares its row's spare width with the others.
      */}
      <dl className="mt-4 flex flex-wrap gap-3">
        <Key
          label={t('figures.netGainAt20', { view: t(VIEW_PHRASES[headline]) })}
          isLarge={isLarge}
        >
          <FigureValue figure={outcome.npv[20]} format={formatMoney} />
        </Key>
        <Key label={t('breakEvenYear')} isLarge={isLarge}>
          <BreakEven outcome={outcome} years={r.yearsToFinish} />
        </Key>
        <Key label={t('monthlyLoanPayment')} isLarge={isLarge}>
          <FigureText>{formatMoney(r.roi.studentLoans.monthlyPayment)}</FigureText>
        </Key>
      </dl>
      {r.reconciliation && (
        <p className="mt-3 text-sm text-slate-700">
          <TextWithFigures text={reconciliationText(r.reconciliation, language)} />
        </p>
      )}
      <ul className="mt-4 space-y-1 text-sm font-medium text-slate-900">
        {r.verdicts.map((v) => (
          <VerdictItem key={v.text} verdict={v} />
        ))}
      </ul>
      <LoanFigures result={r} />
      <BorrowingLimits result={r} />
      <RepaymentPlans result={r} />
      <NpvTable result={r} view={view} />
      <Flags flags={r.flags} basis={basis} />
    </article>
  );
}

const TONE_CLASS: Record<Verdict['tone'], string> = {
  good: 'bg-emerald-50',
  neutral: 'bg-slate-50',
  warning: 'border-l-4 border-amber-600 bg-amber-50 text-amber-950',
};

/** A verdict in its tone's look; a warning also says so in words, not by colour alone. */
function VerdictItem({ verdict: v }: { verdict: Verdict }) {
  const { t } = useCalculatorTexts();
  return (
    <li className={`rounded-md px-3 py-1.5 ${TONE_CLASS[v.tone]}`}>
      {v.tone === 'warning' && <span className="font-semibold">{t('warning')} </span>}
      <TextWithFigures text={v.text} />
    </li>
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
    <div
      className={`rounded-lg bg-slate-50 p-3 ${isLarge ? 'flex-[1_1_10rem]' : 'flex-[1_1_8rem]'}`}
    >
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd
        className={`mt-1 font-bold text-slate-900 tabular-nums ${isLarge ? 'text-2xl' : 'text-xl'}`}
      >
        {children}
      </dd>
    </div>
  );
}

function BreakEven({ outcome, years }: { outcome: ShownOutcome; years: number }) {
  const { t } = useCalculatorTexts();
  const value = outcome.breakEvenYears.value;
  if (value === null) return <FigureValue figure={outcome.breakEvenYears} format={String} />;
  const after = value - years;
  return (
    <span className="inline-flex flex-col">
      <span>{t('figures.year', { year: value })}</span>
      <span className="text-xs font-normal text-slate-600">
        {after > 0 ? t('figures.afterFinishing', { count: after }) : t('figures.whileInCollege')}
      </span>
    </span>
  );
}

/**
 * "About these figures": how the scenario is built, what its earnings rest on (the major's
 * figures and their cohort), then the notes of this college's data.
 */
function Flags({ flags, basis }: { flags: string[]; basis: MajorBasis }) {
  const { t } = useCalculatorTexts();
  const language = useLanguage();
  const words = scenarioFlagsInWords(flags, language);
  return (
    <details className="mt-4 text-sm">
      <summary className="cursor-pointer text-emerald-800">
        {words.length > 0 ? t('aboutFiguresNotes', { n: words.length }) : t('aboutFigures')}
      </summary>
      <div className="mt-2 space-y-2 text-slate-700">
        {personalViewMethod(language).map((sentence) => (
          <p key={sentence}>{sentence}</p>
        ))}
        <p>
          {basis.note
            ? t('earningsBasisNote', { text: basis.text, note: basis.note })
            : t('earningsBasis', { text: basis.text })}
        </p>
      </div>
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
