import {
  type AdminAccountListResponse,
  AdminAccountListResponseSchema,
  type AdminAccountResponse,
  AdminAccountResponseSchema,
  type DeletedResponse,
  DeletedResponseSchema,
  type SubadminInput,
  type SubadminUpdateInput,
} from '@degreeworth/core';
import { answerSchema } from '@/lib/api';
import { ADMIN_AUTH, adminApi, LIST } from './admin-api';

const path = (id: string) => `/admin/subadmins/${encodeURIComponent(id)}`;
const list = { type: 'AdminSubadmins', id: LIST } as const;

/** /crm/subadmins (permission "subadmins"): list, add (JSON), change, delete. */
export const subadminsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getSubadmins: build.query<AdminAccountListResponse, void>({
      query: () => ({ url: '/admin/subadmins' }),
      extraOptions: ADMIN_AUTH,
      responseSchema: answerSchema(AdminAccountListResponseSchema),
      providesTags: [list],
    }),
    addSubadmin: build.mutation<AdminAccountResponse, SubadminInput>({
      query: (body) => ({ url: '/admin/subadmins', method: 'POST', body }),
      extraOptions: ADMIN_AUTH,
      responseSchema: answerSchema(AdminAccountResponseSchema),
      invalidatesTags: [list, { type: 'AdminUsers', id: LIST }, 'AdminActivity'],
    }),
    updateSubadmin: build.mutation<AdminAccountResponse, { id: string; body: SubadminUpdateInput }>(
      {
        query: ({ id, body }) => ({ url: path(id), method: 'POST', body }),
        extraOptions: ADMIN_AUTH,
        responseSchema: answerSchema(AdminAccountResponseSchema),
        invalidatesTags: [list, 'AdminActivity'],
      },
    ),
    deleteSubadmin: build.mutation<DeletedResponse, string>({
      query: (id) => ({ url: path(id), method: 'DELETE' }),
      extraOptions: ADMIN_AUTH,
      responseSchema: answerSchema(DeletedResponseSchema),
      invalidatesTags: [list, { type: 'AdminUsers', id: LIST }, 'AdminActivity'],
    }),
  }),
});

export const {
  useGetSubadminsQuery,
  useAddSubadminMutation,
  useUpdateSubadminMutation,
  useDeleteSubadminMutation,
} = subadminsApi;
