import { Link } from 'react-router';
import { Trans } from '@/lib/i18n';
import { useSitePagesTexts } from '@/lib/site-pages-texts';
import {
  LEGAL_PAGE_DEFAULTS,
  type LegalContent,
  type LegalPageKey,
  type PageContentMap,
} from '@degreeworth/core';
import { PageContainer } from '@/components/page-container';
import { PageImage } from '@/components/page-image';
import { Seo } from '@/components/seo';
import { usePageContent } from '@/lib/page-content';
import { paths } from '@/lib/paths';
import { usePublicConfig } from '@/lib/public-config';

const LINK = 'font-semibold text-emerald-800 underline underline-offset-4 hover:text-emerald-900';

/** A text's lines as paragraphs: a long legal section reads better in short blocks. */
function Paragraphs({ text, className }: { text: string; className?: string }) {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  return lines.map((line, index) => (
    <p key={index} className={className}>
      {line}
    </p>
  ));
}

interface LegalPageProps {
  page: LegalPageKey;
  /** The document title's key: "Privacy Policy" gives "Privacy Policy | DegreeWorth". */
  seoTitle: 'privacySeoTitle' | 'termsSeoTitle' | 'accessibilitySeoTitle';
}

/**
 * /privacy, /terms and /accessibility: title, updated-on line, introduction and sections, all
 * editable at /crm/{page}, then how to reach us (links, which the plain texts cannot hold).
 */
export function LegalPage({ page, seoTitle }: LegalPageProps) {
  // The defaults come from here, not from the first bundle: they paint at once all the same.
  const defaults = LEGAL_PAGE_DEFAULTS[page] as PageContentMap[typeof page];
  const { content, image, language } = usePageContent(page, defaults);
  const { t } = useSitePagesTexts();
  const texts = content as LegalContent;
  const { salesEmail } = usePublicConfig();
  return (
    <PageContainer
      lang={language}
      title={texts.title}
      intro={
        <>
          <p className="text-base text-slate-600">{texts.updated}</p>
          <div className="mt-3 space-y-3">
            <Paragraphs text={texts.intro} />
          </div>
        </>
      }
    >
      <Seo title={t(seoTitle)} />
      <PageImage src={image} alt={texts.title} />
      <div className="mt-10 max-w-3xl space-y-10">
        {Object.entries(texts.sections).map(([key, section]) => {
          // The section's key is its anchor: /privacy#children, /privacy#your-data.
          const id = key.replaceAll('_', '-');
          return (
            <section key={key} id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24">
              <h2 id={`${id}-heading`} className="text-2xl font-bold text-slate-900">
                {section.title}
              </h2>
              <div className="mt-3 space-y-3 text-lg text-slate-700">
                <Paragraphs text={section.text} className="break-words" />
              </div>
            </section>
          );
        })}
      </div>
      <p className="mt-12 max-w-3xl border-t border-slate-200 pt-6 text-lg text-slate-700">
        <Trans
          t={t}
          i18nKey="legalQuestions"
          values={{ email: salesEmail }}
          components={{
            contact: <Link to={paths.contact} className={LINK} />,
            email: <a href={`mailto:${salesEmail}`} className={`${LINK} break-all`} />,
          }}
        />
      </p>
    </PageContainer>
  );
}
