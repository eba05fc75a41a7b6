import { paths } from '@/lib/paths';
import { ButtonLink } from '@/components/ui/button-link';

export function HomeHero() {
  return (
    <section className="bg-gradient-to-b from-emerald-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
        <p className="text-sm font-semibold tracking-wide text-emerald-800 uppercase">
          College return on investment
        </p>
        <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
          Know what a college is worth before you commit to it.
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-700">
          Tuition is only half the story. See how your college choice, scholarships, loans and major
          shape your money after graduation, and compare options side by side.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to={paths.collegeSelection} size="lg">
            Calculate your college ROI
          </ButtonLink>
          <ButtonLink to={paths.rankings} size="lg" variant="secondary">
            Explore the rankings
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
