import { createElement } from 'react';
import {
  CURRENT_LOAN_RULES,
  LOW_COMPLETION_BELOW,
  type LoanLimit,
  ROI_DEFAULTS,
  formatMoney,
  formatPercent,
} from '@degreeworth/core';
import type { useRankingsTexts } from './rankings-texts';

type Texts = ReturnType<typeof useRankingsTexts>['t'];

/** The markup the method page's texts may hold: <strong> and <code>. */
export const BOLD = { strong: createElement('strong'), code: createElement('code') };

/**
 * Core's CAUTIONS_METHOD in the page's language, its line read from the same constant;
 * core-sentences.test.ts holds the English equal to core's.
 */
export const cautionsMethod = (t: Texts) =>
  t('methodPage.cautions', { below: formatPercent(LOW_COMPLETION_BELOW) });

/** "under $25,000, 10 years; under $50,000, 15 years; …" from the rules table. */
export const bracketWords = (t: Texts, brackets: readonly { below: number; years: number }[]) =>
  brackets
    .map((b) => t('methodPage.bracket', { amount: formatMoney(b.below), years: b.years }))
    .join('; ');

/** The judgment calls' loan term brackets (the engine's defaults). */
export const termBrackets = (t: Texts) => bracketWords(t, ROI_DEFAULTS.term.brackets);

/** "$5,500, $6,500, then $7,500 a year, $31,000 in all" (the scenario method's wording). */
function personalLimit(t: Texts, { annual, aggregate }: LoanLimit): string {
  const yearly =
    annual.length === 1
      ? formatMoney(annual[0]!)
      : t('loanRules.limitSteps', {
          first: annual.slice(0, -1).map(formatMoney).join(', '),
          last: formatMoney(annual.at(-1)!),
        });
  return t('personalMethod.limit', { yearly, total: formatMoney(aggregate) });
}

/**
 * Core's PERSONAL_VIEW_METHOD in the page's language, the borrowing limits read from the same
 * rules table; core-sentences.test.ts holds the English equal to core's, sentence by sentence.
 */
export function personalMethod(t: Texts): string[] {
  const limits = CURRENT_LOAN_RULES.limits!;
  const plus = limits.parentPlus;
  return [
    t('personalMethod.starts'),
    t('personalMethod.asItStarts'),
    t('personalMethod.salary'),
    t('personalMethod.completion'),
    t('personalMethod.plans'),
    t('personalMethod.limits', {
      rules: t('personalMethod.rules'),
      dependent: personalLimit(t, limits.dependentUndergraduate),
      independent: personalLimit(t, limits.independentUndergraduate),
      plusYear: formatMoney(plus.annual[0]!),
      plusTotal: formatMoney(plus.aggregate),
      privateYears: t('college.years', { count: ROI_DEFAULTS.loan.privateTermYears }),
    }),
  ];
}
