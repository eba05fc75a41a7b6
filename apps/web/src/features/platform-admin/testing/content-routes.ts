import { pageContentDefaults, type PageContentOf, type PageKey } from '@degreeworth/core';
import { jsonResponse } from '@/testing/fetch-stub';

/** A page as GET /admin/content/{page} answers it: the defaults unless told otherwise. */
export function pageContent<P extends PageKey>(
  page: P,
  overrides: Partial<Omit<PageContentOf<P>, 'page'>> = {},
): PageContentOf<P> {
  return {
    page,
    content: structuredClone(pageContentDefaults(page)),
    image: null,
    updated_at: null,
    ...overrides,
  } as unknown as PageContentOf<P>;
}

/** The answer of a content write: its message and the page as it now is. */
export const contentAnswer = (message: string, page: PageContentOf<PageKey>) =>
  jsonResponse(200, { message, page_content: page });

/** GET /admin/content/{page} answering `page()` (a page the test may change). */
export const pageRead = (page: () => PageContentOf<PageKey>) => () => jsonResponse(200, page());
