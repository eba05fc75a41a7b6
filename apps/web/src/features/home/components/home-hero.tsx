import type { HomeContent } from '@degreeworth/core';
import { paths } from '@/lib/paths';
import { ButtonLink } from '@/components/ui/button-link';

interface HomeHeroProps {
  hero: HomeContent['hero'];
  /** The home page's image, set at /crm/home: beside the text on wide screens, else below it. */
  image: string | null;
}

export function HomeHero({ hero, image }: HomeHeroProps) {
  return (
    <section className="bg-gradient-to-b from-emerald-50 to-white">
      {/* On wide screens the image takes the room the text leaves free, so the text never moves
          when it arrives; on narrower ones it comes below the buttons. */}
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24 xl:flex xl:items-center xl:gap-10">
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold tracking-wide text-emerald-800 uppercase">
            {hero.eyebrow}
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {hero.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg whitespace-pre-line text-slate-700">{hero.text}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={paths.collegeSelection} size="lg">
              {hero.primary_button}
            </ButtonLink>
            <ButtonLink to={paths.rankings} size="lg" variant="secondary">
              {hero.secondary_button}
            </ButtonLink>
          </div>
        </div>
        {image && (
          <img
            src={image}
            alt={hero.title}
            width={576}
            height={432}
            decoding="async"
            className="mt-10 aspect-[4/3] w-full max-w-xl shrink-0 rounded-2xl bg-slate-100 object-cover xl:mt-0 xl:w-72"
          />
        )}
      </div>
    </section>
  );
}
