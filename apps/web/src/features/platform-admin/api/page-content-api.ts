import {
  type Language,
  type PageContent,
  type PageContentResponse,
  PageContentResponseSchema,
  PageContentSchema,
  type PageKey,
} from '@degreeworth/core';
import { answerSchema } from '@/lib/api';
import { ADMIN_AUTH, adminApi } from './admin-api';

const path = (page: PageKey) => `/admin/content/${page}`;
/** The texts of a page in a language other than English (English asks without it). */
export interface PageInLanguage {
  page: PageKey;
  language: Exclude<Language, 'en'>;
}

/**
 * Editable public pages (the admin permission "content"): the texts (JSON:
 * any part of the page, the rest is kept) and the page's one image (multipart part `image`).
 * Every write answers the page as it now is: it replaces the cached read (no reload needed).
 */
export const pageContentApi = adminApi.injectEndpoints({
  endpoints: (build) => {
    const write = {
      extraOptions: ADMIN_AUTH,
      responseSchema: answerSchema(PageContentResponseSchema),
      invalidatesTags: ['AdminActivity' as const],
      // Typed as much as this needs (RTK passes more); the page comes from either argument shape.
      async onQueryStarted(
        arg: PageKey | { page: PageKey; language?: Language },
        {
          dispatch,
          queryFulfilled,
        }: {
          dispatch: (a: unknown) => unknown;
          queryFulfilled: Promise<{ data: PageContentResponse }>;
        },
      ) {
        const page = typeof arg === 'string' ? arg : arg.page;
        const language = typeof arg === 'string' ? 'en' : (arg.language ?? 'en');
        try {
          const { data } = await queryFulfilled;
          dispatch(
            language === 'en'
              ? pageContentApi.util.upsertQueryData('getPageContent', page, data.page_content)
              : pageContentApi.util.upsertQueryData(
                  'getPageContentIn',
                  { page, language },
                  data.page_content,
                ),
          );
        } catch {
          // A failed write leaves the cached page as it was; the caller toasts.
        }
      },
    };
    return {
      getPageContent: build.query<PageContent, PageKey>({
        query: (page) => ({ url: path(page) }),
        extraOptions: ADMIN_AUTH,
        responseSchema: answerSchema(PageContentSchema),
        providesTags: (_result, _error, page) => [{ type: 'AdminContent', id: page }],
      }),
      /** GET /admin/content/{page}?language=es: the Spanish texts over the Spanish defaults. */
      getPageContentIn: build.query<PageContent, PageInLanguage>({
        query: ({ page, language }) => ({ url: `${path(page)}?language=${language}` }),
        extraOptions: ADMIN_AUTH,
        responseSchema: answerSchema(PageContentSchema),
      }),
      /** The texts of one language: English when `language` is absent or 'en'. */
      updatePageContent: build.mutation<
        PageContentResponse,
        { page: PageKey; body: unknown; language?: Language }
      >({
        query: ({ page, body, language = 'en' }) => ({
          url: language === 'en' ? path(page) : `${path(page)}?language=${language}`,
          method: 'POST',
          body,
        }),
        ...write,
      }),
      uploadPageImage: build.mutation<PageContentResponse, { page: PageKey; body: FormData }>({
        query: ({ page, body }) => ({ url: `${path(page)}/image`, method: 'POST', body }),
        ...write,
      }),
      removePageImage: build.mutation<PageContentResponse, PageKey>({
        query: (page) => ({ url: `${path(page)}/image`, method: 'DELETE' }),
        ...write,
      }),
    };
  },
});

export const {
  useGetPageContentQuery,
  useGetPageContentInQuery,
  useUpdatePageContentMutation,
  useUploadPageImageMutation,
  useRemovePageImageMutation,
} = pageContentApi;
