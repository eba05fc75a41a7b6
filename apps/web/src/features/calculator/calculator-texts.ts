import type { TFunction } from 'i18next';
import { formatCount, formatPercent, ROI_DEFAULTS } from '@degreeworth/core';
import { i18n, screenTexts } from '@/lib/i18n';
import { calculator } from '@/lib/i18n/en/calculator';

/**
 * The calculator screens' texts are the `calculator` namespace (lib/i18n/en and es): components
 * call `const { t } = useCalculatorTexts()`. The texts the API also sends (plan limits, not
 * found, "Check your email inbox") come from SCENARIO_MESSAGES / MESSAGES in core.
 */
export const useCalculatorTexts = screenTexts('calculator', calculator);

/** The calculator's words in the language shown now, for code outside React. */
export const calculatorText = i18n.getFixedT(null, 'calculator');

/** A program as the Major select lists it; the count is left out when not published. */
export const majorProgramOption = (
  t: TFunction<'calculator'>,
  title: string,
  graduates: number | null,
) =>
  graduates === null
    ? title
    : t('majorProgramOption', { title, count: graduates, graduates: formatCount(graduates) });

/** Debounce of the college search box, ms. */
export const SEARCH_DEBOUNCE_MS = 150;

/** The loan terms offered besides the standard plan (years). */
export const LOAN_TERM_YEARS = Array.from({ length: 26 }, (_, k) => k + 5);

/** The debt-to-earnings bands (low, medium, high), in words. */
// formatPercent, not `× 100` in the template: 0.14 * 100 is 14.000000000000002 in floating point.
const MEDIUM_FROM = formatPercent(ROI_DEFAULTS.debtToEarnings.mediumFrom);
const HIGH_ABOVE = formatPercent(ROI_DEFAULTS.debtToEarnings.highAbove);
/** The bands in the language shown now. */
export const bandWords = (t: TFunction<'calculator'>) => ({
  low: t('bandLow', { medium: MEDIUM_FROM }),
  medium: t('bandMedium', { medium: MEDIUM_FROM.slice(0, -1), high: HIGH_ABOVE }),
  high: t('bandHigh', { high: HIGH_ABOVE }),
});
