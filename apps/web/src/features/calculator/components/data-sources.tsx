import type { TFunction } from 'i18next';
import {
  comparedProgramName,
  describeProgramSource,
  type Language,
  type ScenarioResult,
} from '@degreeworth/core';
import { useLanguage } from '@/lib/i18n/language';
import { useCalculatorTexts } from '../calculator-texts';

interface DataSourcesProps {
  /** reference.sources; null while the reference loads or when it failed. */
  sources: string[] | null;
  results: ScenarioResult;
  /** The results are named by program and college already (the programs comparison). */
  namedByProgram?: boolean;
}

/**
 * The Field of Study line of a college whose major is one of its programs, or null. The cohort
 * is the earnings figure's (1 year after, else 5 years after); its published dollars are left
 * out, since the amounts are restated in the college's dollars, which its own line names.
 */
function programSourceOf(
  t: TFunction<'calculator'>,
  language: Language,
  c: ScenarioResult['colleges'][number],
  namedByProgram: boolean,
): string | null {
  const major = c.major;
  // Results saved before programs existed have no `kind` or `program`.
  const program = major?.kind === 'program' ? major.program : null;
  if (!major || !program) return null;
  const source =
    program.sources.earnings_1yr ?? program.sources.earnings_5yr ?? program.sources.earnings_4yr;
  const cohort = source
    ? describeProgramSource({ ...source, dollar_year: null, dollar_year_assumed: false }, language)
    : t('cardFields.cohortNotStated');
  const name = namedByProgram
    ? c.name
    : comparedProgramName(major.label, major.id, c.name, language);
  return t('programSource', { programAtCollege: name, cohort });
}

/** Where the figures come from: the sources in words and each college's data and dollar year. */
export function DataSources({ sources, results, namedByProgram = false }: DataSourcesProps) {
  const { t } = useCalculatorTexts();
  const language = useLanguage();
  // Keyed by place: a comparison of programs may hold one college twice.
  const programLines = results.colleges.flatMap((c, i) => {
    const line = programSourceOf(t, language, c, namedByProgram);
    return line ? [{ id: i, line }] : [];
  });
  return (
    <section
      aria-labelledby="sources-heading"
      className="rounded-xl bg-slate-50 p-4 text-sm break-words text-slate-700"
    >
      <h2 id="sources-heading" className="text-base font-semibold text-slate-900">
        {t('sourcesHeading')}
      </h2>
      {sources && sources.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {sources.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      )}
      <ul className="mt-3 space-y-1">
        {results.colleges.map((c, i) => (
          <li key={i}>
            <span className="font-medium">{c.name}</span>
            {t('dataYearLine', {
              year: c.year,
              from: c.year - 1,
              to: String(c.year).slice(2),
              dollarYear: c.dollar_year,
            })}
          </li>
        ))}
        {programLines.map(({ id, line }) => (
          <li key={`program-${id}`}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
