import { useEffect } from 'react';
import {
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

/*
 * The public pages' editable texts (home, about, rankings, resources, and the legal pages): one
 * hook for every feature. The admin's editor has its own endpoint (platform-admin), named apart from this one.
 */
const pageContentApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /content/{page} (public): the stored texts over the defaults, the image. */
    getPublicPageContent: build.query<PageContent, PageKey>({
      query: (page) => ({ url: `/content/${page}` }),
      responseSchema: PageContentCheck,
    }),
  }),
});

export interface PageTexts<P extends PageKey> {
  content: PageContentMap[P];
  /** URL of the page's image (a path under /api/v1/media), or null. */
  image: string | null;
}

/**
 * The editable texts of a public page. The first render has today's texts (the core defaults),
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
  // Cached texts show at once on a later visit; a fresh copy is still asked for (an admin may
  // have just changed them in this tab).
  const { data, error } = pageContentApi.useGetPublicPageContentQuery(page, {
    refetchOnMountOrArgChange: true,
  });
  useEffect(() => {
    if (error) console.error(`The texts of the ${page} page could not be loaded.`, error);
  }, [page, error]);
  if (data?.page !== page) {
    const content = defaults ?? PAGE_CONTENT_DEFAULTS[page as SitePageKey];
    return { content: content as PageContentMap[P], image: null };
  }
  return { content: data.content as PageContentMap[P], image: data.image };
}
