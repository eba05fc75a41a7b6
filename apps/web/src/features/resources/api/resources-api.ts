import { z } from 'zod';
import {
  type Language,
  type Resource,
  type ResourceListResponse,
  ResourceListResponseSchema,
  ResourceSchema,
} from '@degreeworth/core';
import { answerSchema, api } from '@/lib/api';

/** GET /resources?category=&search=&page=&language=: absent values are not sent. */
export interface ResourcesArgs {
  category?: string;
  search?: string;
  page: number;
  /** The page's language: the API lists the articles written in it first. */
  language: Language;
}

/** GET /resources/{id} answers `{ resource }` (the whole article, sanitized HTML). */
const OneResourceSchema = z.object({ resource: ResourceSchema });

/**
 * The public article calls. They need no token; the user's token goes along when there is one, as
 * for every user-client call.
 */
export const resourcesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicResources: build.query<ResourceListResponse, ResourcesArgs>({
      query: ({ category, search, page, language }) => ({
        url: '/resources',
        params: { category: category || undefined, search: search || undefined, page, language },
      }),
      responseSchema: answerSchema(ResourceListResponseSchema),
    }),
    getPublicResource: build.query<{ resource: Resource }, string>({
      query: (id) => ({ url: `/resources/${encodeURIComponent(id)}` }),
      responseSchema: answerSchema(OneResourceSchema),
    }),
  }),
});

export const { useGetPublicResourcesQuery, useGetPublicResourceQuery } = resourcesApi;
