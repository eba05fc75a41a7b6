import { formatMoney } from '../display/money';
import type { Language } from '../constants';
import { describeProgramSource, type ProgramSource } from '../scorecard/field-of-study';
import type { ScenarioCollegeResult } from './compute';

/** What a scenario's earnings after college rest on, in words for the results and the PDF. */
export interface MajorBasis {
  /** A few words: "This program's graduates", "National estimate", "All the college's graduates". */
  text: string;
  /** The figures behind it, or null. */
  note: string | null;
}

/** The basis in each language of the site; figures are formatted the same in both. */
const WORDS = {
  en: {
    all: 'All the college’s graduates',
    program: 'This program’s graduates',
    after: (money: string, years: number) =>
      `${money} ${years === 1 ? '1 year' : `${years} years`} after`,
    programNote: (figures: string, cohort: string) =>
      `Median earnings ${figures}${cohort}; federal-aid recipients only.`,
    source: (source: ProgramSource) =>
      describeProgramSource({ ...source, dollar_year: null, dollar_year_assumed: false }),
    national: 'National estimate',
    noRatio: 'No national earnings for this field: the college’s own earnings are used.',
    ratio: (ratio: string) =>
      `The college’s earnings × ${ratio}: graduates of this field nationally against all majors (no program figures of this college).`,
  },
  es: {
    all: 'Todos los graduados de la universidad',
    program: 'Los graduados de este programa',
    after: (money: string, years: number) =>
      `${money} ${years === 1 ? '1 año' : `${years} años`} después`,
    programNote: (figures: string, cohort: string) =>
      `Mediana de ingresos: ${figures}${cohort}; solo quienes recibieron ayuda federal.`,
    source: (source: ProgramSource) =>
      describeProgramSource({ ...source, dollar_year: null, dollar_year_assumed: false }, 'es'),
    national: 'Estimación nacional',
    noRatio:
      'No hay ingresos nacionales para esta área: se usan los ingresos propios de la universidad.',
    ratio: (ratio: string) =>
      `Los ingresos de la universidad × ${ratio}: los graduados de esta área en todo el país frente a todas las carreras (esta universidad no tiene cifras por programa).`,
  },
} as const satisfies Record<Language, unknown>;

/**
 * How the major shapes the earnings: a program's own graduates (its published earnings after
 * completion, with their cohort), a national estimate of the field (the college's earnings
 * scaled by the field's national ratio), or no major (all the college's graduates).
 */
export function majorBasis(
  major: ScenarioCollegeResult['major'],
  language: Language = 'en',
): MajorBasis {
  const w = WORDS[language];
  if (major === null) return { text: w.all, note: null };
  const p = major.program;
  if (major.kind === 'program' && p) {
    const at = [
      [p.earnings_1yr, 1],
      [p.earnings_4yr, 4],
      [p.earnings_5yr, 5],
    ] as const;
    const figures = at.flatMap(([value, years]) =>
      value === null ? [] : [w.after(formatMoney(value), years)],
    );
    const source = p.sources.earnings_1yr ?? p.sources.earnings_5yr ?? p.sources.earnings_4yr;
    // The amounts are already in the scenario's dollars: the cohort and years, not the dollars
    // they were published in.
    const cohort = source ? ` (${w.source(source)})` : '';
    return { text: w.program, note: w.programNote(figures.join(', '), cohort) };
  }
  if (major.ratio === null) return { text: w.national, note: w.noRatio };
  return { text: w.national, note: w.ratio(major.ratio.toFixed(2)) };
}
