import { PageContainer } from '@/components/page-container';
import { PageImage } from '@/components/page-image';
import { Seo } from '@/components/seo';
import { usePageContent } from '@/lib/page-content';
import { useSitePagesTexts } from '@/lib/site-pages-texts';

/** The sections in order; their ids let /about#method scroll to them. */
const SECTION_IDS = ['mission', 'method', 'who'] as const;

/** /about. Its texts and image are editable at /crm/about. */
export function AboutPage() {
  // Today's texts paint first; the admin's replace them when GET /content/about answers.
  const { content, image, language } = usePageContent('about');
  const { t } = useSitePagesTexts();
  return (
    <PageContainer
      lang={language}
      title={content.title}
      intro={<p className="whitespace-pre-line">{content.intro}</p>}
    >
      <Seo title={t('aboutSeoTitle')} />
      <PageImage src={image} alt={content.title} />
      <div className="mt-10 space-y-10">
        {SECTION_IDS.map((id) => (
          <section
            key={id}
            id={id}
            aria-labelledby={`${id}-heading`}
            className="max-w-3xl scroll-mt-24"
          >
            <h2 id={`${id}-heading`} className="text-2xl font-bold text-slate-900">
              {content[id].title}
            </h2>
            <p className="mt-3 text-lg whitespace-pre-line text-slate-700">{content[id].text}</p>
          </section>
        ))}
      </div>
    </PageContainer>
  );
}
