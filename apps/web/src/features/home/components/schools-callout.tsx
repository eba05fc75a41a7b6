import type { HomeContent } from '@degreeworth/core';
import { paths } from '@/lib/paths';
import { ButtonLink } from '@/components/ui/button-link';

/** For schools and districts: the district plan is sold through the contact page. */
export function SchoolsCallout({ schools }: { schools: HomeContent['schools'] }) {
  return (
    <section id="for-schools" aria-labelledby="schools-heading" className="bg-slate-900 text-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-16 md:grid-cols-[2fr_1fr] md:items-center">
        <div>
          <h2 id="schools-heading" className="text-2xl font-bold sm:text-3xl">
            {schools.heading}
          </h2>
          <p className="mt-4 whitespace-pre-line text-slate-300">{schools.text}</p>
        </div>
        <div className="flex md:justify-end">
          <ButtonLink
            to={paths.contact}
            size="lg"
            className="bg-white !text-slate-900 hover:bg-emerald-50"
          >
            {schools.button}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
