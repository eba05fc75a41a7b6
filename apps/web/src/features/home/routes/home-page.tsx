import { Seo } from '@/components/seo';
import { HomeHero } from '../components/home-hero';
import { SchoolsCallout } from '../components/schools-callout';
import { TestimonialsSection } from '../components/testimonials-section';
import { ValueSections } from '../components/value-sections';

/** / and /home (spec §2). */
export function HomePage() {
  return (
    <>
      <Seo />
      <HomeHero />
      <ValueSections />
      <SchoolsCallout />
      {/* Last, below the fold: it appears when its answer is in without moving anything above. */}
      <TestimonialsSection />
    </>
  );
}
