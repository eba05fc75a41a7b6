import { describeProgramSource, type ProgramRankingRow } from '@degreeworth/core';
import { PROGRAM_TEXTS } from '../program-texts';
import type { ProgramFigure } from './program-figures';

interface ProgramSourcesProps {
  rows: ProgramRankingRow[];
  figures: ProgramFigure[];
  dollarYear: number | null;
}

/**
 * Where the published figures of the programs listed come from: for each figure, each cohort
 * and dollar year it was published in, with how many programs have it (a program takes each
 * figure from the newest release that publishes it, so one page can mix two releases). The same
 * idea as the college page's list of program sources.
 */
export function ProgramSources({ rows, figures, dollarYear }: ProgramSourcesProps) {
  const lines = figures.flatMap((figure) => {
    const key = figure.source;
    if (!key) return [];
    const counts = new Map<string, number>();
    for (const row of rows) {
      const source = row.sources[key];
      if (!source) continue;
      const text = describeProgramSource(source);
      counts.set(text, (counts.get(text) ?? 0) + 1);
    }
    return counts.size ? [{ heading: figure.heading, counts: [...counts] }] : [];
  });
  return (
    <section aria-labelledby="program-sources" className="space-y-2 text-sm text-slate-600">
      <h2 id="program-sources" className="text-base font-semibold text-slate-900">
        Where the figures come from
      </h2>
      <p>
        U.S. Department of Education, College Scorecard Field of Study data.{' '}
        {PROGRAM_TEXTS.populationNote}
        {dollarYear !== null &&
          ` Amounts are restated to ${dollarYear} dollars from the dollars each was published in.`}
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
                    {line.counts.length > 1 ? ` (${n} ${n === 1 ? 'program' : 'programs'})` : ''}
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
