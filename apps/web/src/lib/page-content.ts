import { useEffect } from 'react';
import {
  type Language,
  PAGE_CONTENT_DEFAULTS,
  type PageContent,
  type PageContentMap,
  type PageKey,
  type SitePageKey,
} from '@degreeworth/core';
// The zod-free twin of PageContentSchema: the home page reads these texts, and it loads
// without zod.
import { PageContentCheck } from '@degreeworth/core/checks';
import { api } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { useLanguage } from '@/lib/i18n/language';

/*
 * The public pages' editable texts (home, about, rankings, resources, and the legal pages): one
 * hook for every feature. The admin's editor has its own endpoint (platform-admin), named apart from this one.
 */
const pageContentApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /content/{page}?language= (public): the stored texts over the defaults in that
     * language, the image. English asks without the parameter, the URL it always had.
     */
    getPublicPageContent: build.query<PageContent, { page: PageKey; language: Language }>({
      query: ({ page, language }) => ({
        url: language === 'en' ? `/content/${page}` : `/content/${page}?language=${language}`,
      }),
      responseSchema: PageContentCheck,
    }),
  }),
});

export interface PageTexts<P extends PageKey> {
  content: PageContentMap[P];
  /** URL of the page's image (a path under /api/v1/media), or null. */
  image: string | null;
  /** The language `content` is in: the page marks its texts with it (`lang`). */
  language: Language;
}

/**
 * The Spanish defaults of a page, from the Spanish texts (loaded before a Spanish page renders;
 * kept out of the first bundle). Undefined when they are not loaded.
 */
function spanishDefaults<P extends PageKey>(page: P): PageContentMap[P] | undefined {
  const texts = i18n.getResourceBundle('es', 'pageDefaults') as Partial<PageContentMap> | undefined;
  return texts?.[page] as PageContentMap[P] | undefined;
}

/**
 * The editable texts of a public page, in the language shown; asked again when the language
 * changes. The first render has today's texts (the core defaults in that language),
 * so the page paints at once and never waits; the admin's texts replace them when the answer
 * is in. When the call fails the defaults stay, and the reason goes to the console only.
 * A legal page passes its own defaults (LEGAL_PAGE_DEFAULTS): they are kept out of the first
 * bundle, which holds only PAGE_CONTENT_DEFAULTS.
 */
export function usePageContent<P extends SitePageKey>(page: P): PageTexts<P>;
export function usePageContent<P extends PageKey>(
  page: P,
  defaults: PageContentMap[P],
): PageTexts<P>;
export function usePageContent<P extends PageKey>(
  page: P,
  defaults?: PageContentMap[P],
): PageTexts<P> {
  const language = useLanguage();
  // Cached texts show at once on a later visit; a fresh copy is still asked for (an admin may
  // have just changed them in this tab).
  const { data, error } = pageContentApi.useGetPublicPageContentQuery(
    { page, language },
    { refetchOnMountOrArgChange: true },
  );
  useEffect(() => {
    if (error) console.error(`The texts of the ${page} page could not be loaded.`, error);
  }, [page, error]);
  // An answer without `language` is English (asked without the parameter).
  if (data?.page !== page || (data.language ?? 'en') !== language) {
    // Until the answer in the language shown is in, that language's defaults (never the
    // previous language's answer).
    const spanish = language === 'es' ? spanishDefaults(page) : undefined;
    // The image is the same in every language: the previous answer's stays meanwhile.
    const image = data?.page === page ? data.image : null;
    if (spanish) return { content: spanish, image, language };
    const content = defaults ?? PAGE_CONTENT_DEFAULTS[page as SitePageKey];
    return { content: content as PageContentMap[P], image, language: 'en' };
  }
  return { content: data.content as PageContentMap[P], image: data.image, language };
}
