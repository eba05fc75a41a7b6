import { Link } from 'react-router';
import type { HomeContent } from '@degreeworth/core';
import { paths } from '@/lib/paths';

/** The three sections in order, each with its anchor id and the fixed route its link opens. */
const SECTIONS = [
  { id: 'calculator', to: paths.collegeSelection },
  { id: 'rankings', to: paths.rankings },
  { id: 'resources', to: paths.resources },
] as const;

/** The three things the product does, each with a way in. */
export function ValueSections({ how }: { how: HomeContent['how'] }) {
  return (
    <section aria-labelledby="how-heading" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="how-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {how.heading}
      </h2>
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        {SECTIONS.map(({ id, to }) => (
          <article
            key={id}
            id={id}
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
          >
            <h3 className="text-lg font-bold text-slate-900">{how[id].title}</h3>
            <p className="mt-3 whitespace-pre-line text-slate-700">{how[id].text}</p>
            <Link
              to={to}
              className="mt-4 inline-block font-semibold text-emerald-800 underline underline-offset-4"
            >
              {how[id].link_label}
            </Link>
          </article>
        ))}
      </div>
    </section>
  );
}
