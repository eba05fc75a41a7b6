import {
  describeProgramSource,
  programPopulationNote,
  type ProgramFigureKey,
  type ProgramSource,
} from '@degreeworth/core';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/i18n/language';

interface ProgramSourcesProps {
  /** The programs listed, each with its figures' sources (API `sources`). */
  rows: readonly { sources: Partial<Record<string, ProgramSource>> }[];
  /** The figures shown, in order; those with a `source` key are published figures. */
  figures: readonly { heading: string; source?: ProgramFigureKey }[];
  /** The dollars every amount is restated to; null when the answer has none. */
  dollarYear: number | null;
  /** The section's heading, and its level on the page. */
  title: string;
  level: 'h2' | 'h3';
}

/**
 * Where the published figures of the programs listed come from: for each figure, each cohort
 * and dollar year it was published in, with how many programs have it when there are several
 * (a program takes each figure from the newest release that publishes it, so one list can mix
 * two releases). The college page's programs and the rankings by program both show it.
 */
export function ProgramSources({ rows, figures, dollarYear, title, level }: ProgramSourcesProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const lines = figures.flatMap((figure) => {
    const key = figure.source;
    if (!key) return [];
    const counts = new Map<string, number>();
    for (const row of rows) {
      const source = row.sources[key];
      if (!source) continue;
      const text = describeProgramSource(source, language);
      counts.set(text, (counts.get(text) ?? 0) + 1);
    }
    return counts.size ? [{ heading: figure.heading, counts: [...counts] }] : [];
  });
  const Heading = level;
  return (
    <section aria-labelledby="program-sources" className="space-y-2 text-sm text-slate-600">
      <Heading id="program-sources" className="font-semibold text-slate-900">
        {title}
      </Heading>
      <p>
        {t('programSources.source')} {programPopulationNote(language)}
        {dollarYear !== null && ` ${t('programSources.restated', { year: dollarYear })}`}
      </p>
      {lines.length > 0 && (
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[max-content_minmax(0,1fr)]">
          {lines.map((line) => (
            <div key={line.heading} className="contents">
              <dt className="font-medium text-slate-700">{line.heading}</dt>
              <dd className="mb-1 sm:mb-0">
                {line.counts.map(([text, n]) => (
                  <span key={text} className="block">
                    {text}
                    {line.counts.length > 1
                      ? ` (${t('programSources.programs', { count: n })})`
                      : ''}
                  </span>
                ))}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
