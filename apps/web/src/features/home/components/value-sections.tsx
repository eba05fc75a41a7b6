import { Link } from 'react-router';
import { paths } from '@/lib/paths';

const SECTIONS = [
  {
    id: 'calculator',
    title: 'Your scenario, your numbers',
    text: 'Enter the colleges you are considering, the aid and scholarships you expect, your loans and your intended major. The calculator weighs what you pay against what graduates earn, so each choice comes down to money you can compare.',
    link: { to: paths.collegeSelection, label: 'Start a scenario' },
  },
  {
    id: 'rankings',
    title: 'Rankings built on return, not reputation',
    text: 'Sort colleges by return on investment, computed from the U.S. Department of Education College Scorecard: net price, completion, debt and earnings after enrollment, all in constant dollars.',
    link: { to: paths.rankings, label: 'See the rankings' },
  },
  {
    id: 'resources',
    title: 'Guides for families and counselors',
    text: 'Articles on choosing and paying for college, written for students, families and counselors.',
    link: { to: paths.resources, label: 'Read the resources' },
  },
] as const;

/** The three things the product does (spec §1), each with a way in. */
export function ValueSections() {
  return (
    <section aria-labelledby="how-heading" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="how-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        How DegreeWorth helps
      </h2>
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        {SECTIONS.map((section) => (
          <article
            key={section.id}
            id={section.id}
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
          >
            <h3 className="text-lg font-bold text-slate-900">{section.title}</h3>
            <p className="mt-3 text-slate-700">{section.text}</p>
            <Link
              to={section.link.to}
              className="mt-4 inline-block font-semibold text-emerald-800 underline underline-offset-4"
            >
              {section.link.label}
            </Link>
          </article>
        ))}
      </div>
    </section>
  );
}
