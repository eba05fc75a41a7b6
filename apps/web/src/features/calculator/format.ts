import { roundHalfAwayFromZero } from '@degreeworth/core';

/**
 * Display formats of the calculator: the rankings' formats (whole dollars "$12,345", half away
 * from zero; "12.5%"; dates), so both screens write numbers the same way.
 */
export {
  formatDate,
  formatMoney,
  formatMoneyShort,
  formatPercent,
} from '@/features/rankings/format';

/** "Year 15", counted from the first year of college. */
export function formatYear(year: number): string {
  return `Year ${year}`;
}

/** A number as the shared input shows it: whole dollars for money read from the data. */
export function inputText(value: number | null): string {
  return value === null ? '' : String(roundHalfAwayFromZero(value));
}

/** "degreeworth-my-plan.pdf" from a scenario's name (or its colleges). */
export function pdfFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return `degreeworth-${slug || 'scenario'}.pdf`;
}
