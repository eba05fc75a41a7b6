import { PRODUCT_NAME } from '@degreeworth/core';
import { PageContainer } from '@/components/page-container';
import { Seo } from '@/components/seo';

const SECTIONS = [
  {
    id: 'mission',
    title: 'Our mission',
    text: `${PRODUCT_NAME} helps students, counselors and schools see how college choice, scholarships and major affect finances after graduation, so a big decision rests on numbers rather than guesswork.`,
  },
  {
    id: 'method',
    title: 'How we measure value',
    text: 'We start from public data: the U.S. Department of Education College Scorecard for net price, completion, debt and earnings, and the consumer price index to put every amount in the same year’s dollars. Where data is missing, we say so instead of filling the gap with a guess.',
  },
  {
    id: 'who',
    title: 'Who it is for',
    text: 'Students and families comparing offers, counselors coaching their students through the choice, and high schools and districts that want every student to have the same tools.',
  },
] as const;

/** /about (spec §2). Sections have ids so /about#method scrolls to them. */
export function AboutPage() {
  return (
    <PageContainer
      title={`About ${PRODUCT_NAME}`}
      intro="A college choice is one of the largest financial decisions a young person makes. We make its money side visible."
    >
      <Seo title="About Us" />
      <div className="mt-10 space-y-10">
        {SECTIONS.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="max-w-3xl scroll-mt-24"
          >
            <h2 id={`${section.id}-heading`} className="text-2xl font-bold text-slate-900">
              {section.title}
            </h2>
            <p className="mt-3 text-lg text-slate-700">{section.text}</p>
          </section>
        ))}
      </div>
    </PageContainer>
  );
}
