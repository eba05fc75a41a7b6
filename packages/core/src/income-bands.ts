import type { Language } from './constants';

/**
 * Family-income bands of the College Scorecard's net price (NPT41…NPT45); 'all' is NPT4, the
 * average over every family. The rankings filter by them and a scenario's typical grant aid
 * starts from them.
 */
export const INCOME_BANDS = [
  { key: 'all', label: 'All family incomes' },
  { key: '0-30k', label: '$0–30,000' },
  { key: '30-48k', label: '$30,001–48,000' },
  { key: '48-75k', label: '$48,001–75,000' },
  { key: '75-110k', label: '$75,001–110,000' },
  { key: '110k+', label: '$110,001 and more' },
] as const;
export type IncomeBand = (typeof INCOME_BANDS)[number]['key'];
export const INCOME_KEYS = INCOME_BANDS.map((b) => b.key) as [IncomeBand, ...IncomeBand[]];

/** The bands' labels in Spanish: the figures read the same, the words change. */
const SPANISH_LABELS: Record<IncomeBand, string> = {
  all: 'Todos los ingresos familiares',
  '0-30k': '$0–30,000',
  '30-48k': '$30,001–48,000',
  '48-75k': '$48,001–75,000',
  '75-110k': '$75,001–110,000',
  '110k+': '$110,001 o más',
};

/** A band's label in a language of the site: "$110,001 and more", "$110,001 o más". */
export function incomeBandLabel(band: IncomeBand, language: Language = 'en'): string {
  if (language === 'es') return SPANISH_LABELS[band];
  return INCOME_BANDS.find((b) => b.key === band)!.label;
}
