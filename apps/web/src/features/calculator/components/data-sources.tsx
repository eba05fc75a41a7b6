import type { ScenarioResult } from '@degreeworth/core';
import { TEXTS } from '../calculator-texts';

interface DataSourcesProps {
  /** reference.sources; null while the reference loads or when it failed. */
  sources: string[] | null;
  results: ScenarioResult;
}

/** Where the figures come from: the sources in words and each college's data and dollar year. */
export function DataSources({ sources, results }: DataSourcesProps) {
  return (
    <section
      aria-labelledby="sources-heading"
      className="rounded-xl bg-slate-50 p-4 text-sm break-words text-slate-700"
    >
      <h2 id="sources-heading" className="text-base font-semibold text-slate-900">
        {TEXTS.sourcesHeading}
      </h2>
      {sources && sources.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {sources.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      )}
      <ul className="mt-3 space-y-1">
        {results.colleges.map((c) => (
          <li key={c.university_id}>
            <span className="font-medium">{c.name}</span>: data year {c.year} (the academic year{' '}
            {c.year - 1}–{String(c.year).slice(2)}), amounts in {c.dollar_year} dollars.
          </li>
        ))}
      </ul>
    </section>
  );
}
