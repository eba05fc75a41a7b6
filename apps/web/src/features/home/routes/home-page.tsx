import { Seo } from '@/components/seo';
import { HomeHero } from '../components/home-hero';
import { SchoolsCallout } from '../components/schools-callout';
import { TestimonialsSection } from '../components/testimonials-section';
import { ValueSections } from '../components/value-sections';
import { usePageContent } from '@/lib/page-content';

/** / and /home. Its texts and image are editable at /crm/home. */
export function HomePage() {
  // Today's texts paint first; the admin's replace them when GET /content/home answers.
  const { content, image, language } = usePageContent('home');
  return (
    <>
      <Seo />
      {/* The editable texts say which language they are in (a page in Spanish may show the
          English defaults when the Spanish ones cannot load). */}
      <div lang={language} className="contents">
        <HomeHero hero={content.hero} image={image} />
        <ValueSections how={content.how} />
        <SchoolsCallout schools={content.schools} />
      </div>
      {/* Last, below the fold: it appears when its answer is in without moving anything above. */}
      <TestimonialsSection />
    </>
  );
}
