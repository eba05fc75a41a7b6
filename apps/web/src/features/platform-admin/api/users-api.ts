import {
  type AdminUserResponse,
  AdminUserResponseSchema,
  type AdminUsersResponse,
  AdminUsersResponseSchema,
} from '@degreeworth/core';
import { answerSchema } from '@/lib/api';
import { ADMIN_AUTH, adminApi, LIST, type QueryParams } from './admin-api';

/** The filters of GET /admin/users as the query string carries them (all optional). */
export interface UsersQuery extends QueryParams {
  search?: string;
  page?: number;
  plan?: string;
  role?: string;
  verified?: string;
  institute?: string;
}

const invalidates = [
  { type: 'AdminUsers', id: LIST },
  // A disabled admin account shows as disabled on the subadmins screen too.
  { type: 'AdminSubadmins', id: LIST },
  'AdminActivity',
] as const;

/** /crm/users (permission "users"): the list, and disabling or enabling an account. */
export const usersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminUsers: build.query<AdminUsersResponse, UsersQuery>({
      query: (params) => ({ url: '/admin/users', params }),
      extraOptions: ADMIN_AUTH,
      responseSchema: answerSchema(AdminUsersResponseSchema),
      providesTags: [{ type: 'AdminUsers', id: LIST }],
    }),
    setUserDisabled: build.mutation<AdminUserResponse, { id: string; disable: boolean }>({
      query: ({ id, disable }) => ({
        url: `/admin/users/${encodeURIComponent(id)}/${disable ? 'disable' : 'enable'}`,
        method: 'POST',
      }),
      extraOptions: ADMIN_AUTH,
      responseSchema: answerSchema(AdminUserResponseSchema),
      invalidatesTags: [...invalidates],
    }),
  }),
});

export const { useGetAdminUsersQuery, useSetUserDisabledMutation } = usersApi;
