import { formatMoney } from '../display/money';
import { describeProgramSource } from '../scorecard/field-of-study';
import type { ScenarioCollegeResult } from './compute';

/** What a scenario's earnings after college rest on, in words for the results and the PDF. */
export interface MajorBasis {
  /** A few words: "This program's graduates", "National estimate", "All the college's graduates". */
  text: string;
  /** The figures behind it, or null. */
  note: string | null;
}

/**
 * How the major shapes the earnings: a program's own graduates (its published earnings after
 * completion, with their cohort), a national estimate of the field (the college's earnings
 * scaled by the field's national ratio), or no major (all the college's graduates).
 */
export function majorBasis(major: ScenarioCollegeResult['major']): MajorBasis {
  if (major === null) return { text: 'All the college’s graduates', note: null };
  const p = major.program;
  if (major.kind === 'program' && p) {
    const at = [
      [p.earnings_1yr, '1 year'],
      [p.earnings_4yr, '4 years'],
      [p.earnings_5yr, '5 years'],
    ] as const;
    const figures = at.flatMap(([value, when]) =>
      value === null ? [] : [`${formatMoney(value)} ${when} after`],
    );
    const source = p.sources.earnings_1yr ?? p.sources.earnings_5yr ?? p.sources.earnings_4yr;
    // The amounts are already in the scenario's dollars: the cohort and years, not the dollars
    // they were published in.
    const cohort = source
      ? ` (${describeProgramSource({ ...source, dollar_year: null, dollar_year_assumed: false })})`
      : '';
    return {
      text: 'This program’s graduates',
      note: `Median earnings ${figures.join(', ')}${cohort}; federal-aid recipients only.`,
    };
  }
  if (major.ratio === null)
    return {
      text: 'National estimate',
      note: 'No national earnings for this field: the college’s own earnings are used.',
    };
  return {
    text: 'National estimate',
    note: `The college’s earnings × ${major.ratio.toFixed(2)}: graduates of this field nationally against all majors (no program figures of this college).`,
  };
}
