import {
  type AdminResourceListResponse,
  AdminResourceListResponseSchema,
  type DeletedResponse,
  DeletedResponseSchema,
  type Resource,
  type ResourceCategoriesResponse,
  ResourceCategoriesResponseSchema,
  type ResourceResponse,
  ResourceResponseSchema,
  ResourceSchema,
} from '@degreeworth/core';
import { z } from 'zod';
import { answerSchema } from '@/lib/api';
import { ADMIN_AUTH, adminApi, LIST, type QueryParams } from './admin-api';

export interface ResourcesQuery extends QueryParams {
  search?: string;
  category?: string;
  page?: number;
}

const OneResourceSchema = z.object({ resource: ResourceSchema });
const item = (id: string) => ({ type: 'AdminResources' as const, id });
const list = { type: 'AdminResources', id: LIST } as const;
const path = (id: string) => `/admin/adminResources/${encodeURIComponent(id)}`;

/**
 * Articles (/admin/adminResources; permission "resources"). Adds and updates are multipart:
 * the caller builds the FormData (resource-form-data.ts).
 */
export const resourcesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminResources: build.query<AdminResourceListResponse, ResourcesQuery>({
      query: (params) => ({ url: '/admin/adminResources', params }),
      extraOptions: ADMIN_AUTH,
      responseSchema: answerSchema(AdminResourceListResponseSchema),
      providesTags: [list],
    }),
    // Tagged with the list: every add, change or delete of an article may change the categories.
    getResourceCategories: build.query<ResourceCategoriesResponse, void>({
      query: () => ({ url: '/admin/adminResources/categories' }),
      extraOptions: ADMIN_AUTH,
      responseSchema: answerSchema(ResourceCategoriesResponseSchema),
      providesTags: [list],
    }),
    getAdminResource: build.query<{ resource: Resource }, string>({
      query: (id) => ({ url: path(id) }),
      extraOptions: ADMIN_AUTH,
      responseSchema: answerSchema(OneResourceSchema),
      providesTags: (_result, _error, id) => [item(id)],
    }),
    addResource: build.mutation<ResourceResponse, FormData>({
      query: (body) => ({ url: '/admin/adminResources', method: 'POST', body }),
      extraOptions: ADMIN_AUTH,
      responseSchema: answerSchema(ResourceResponseSchema),
      invalidatesTags: [list, 'AdminActivity'],
    }),
    updateResource: build.mutation<ResourceResponse, { id: string; body: FormData }>({
      query: ({ id, body }) => ({ url: path(id), method: 'POST', body }),
      extraOptions: ADMIN_AUTH,
      responseSchema: answerSchema(ResourceResponseSchema),
      invalidatesTags: (_result, _error, { id }) => [list, item(id), 'AdminActivity'],
    }),
    // The deleted item's own entry is left alone: its screen is being left, and a refetch would 404.
    deleteResource: build.mutation<DeletedResponse, string>({
      query: (id) => ({ url: path(id), method: 'DELETE' }),
      extraOptions: ADMIN_AUTH,
      responseSchema: answerSchema(DeletedResponseSchema),
      invalidatesTags: [list, 'AdminActivity'],
    }),
  }),
});

export const {
  useGetAdminResourcesQuery,
  useGetAdminResourceQuery,
  useGetResourceCategoriesQuery,
  useAddResourceMutation,
  useUpdateResourceMutation,
  useDeleteResourceMutation,
} = resourcesApi;
