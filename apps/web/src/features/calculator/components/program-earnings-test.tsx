import {
  type CollegeFacts,
  EARNINGS_TEST_NOTE,
  earningsTestOfMajor,
  earningsTestSentence,
} from '@degreeworth/core';
import { useCalculatorTexts } from '../calculator-texts';

interface ProgramEarningsTestProps {
  facts: CollegeFacts;
  /** The chosen major: a program id ("11.07") shows its estimate; anything else, nothing. */
  major: string;
  /** High-school earnings in the college's state (the calculator reference); null = unknown. */
  stateBaseline: number | null;
}

/**
 * Next to the chosen major: the program's estimate under the federal earnings test, against the
 * college's state (where the law measures it), with what the estimate is in a disclosure.
 */
export function ProgramEarningsTest({ facts, major, stateBaseline }: ProgramEarningsTestProps) {
  const { t } = useCalculatorTexts();
  const estimate = earningsTestOfMajor(major, facts, stateBaseline);
  if (!estimate) return null;
  return (
    <div
      className={`mt-2 rounded-md px-3 py-2 text-xs ${estimate.status === 'at_risk' ? 'border-l-4 border-amber-600 bg-amber-50 text-amber-950' : 'bg-slate-50 text-slate-700'}`}
    >
      <p>
        <span className="font-semibold">{t('earningsTestLabel')}</span>{' '}
        {earningsTestSentence(estimate)}
      </p>
      <details className="mt-1">
        <summary className="cursor-pointer text-emerald-800">{t('earningsTestAbout')}</summary>
        <p className="mt-1">{EARNINGS_TEST_NOTE}</p>
      </details>
    </div>
  );
}
