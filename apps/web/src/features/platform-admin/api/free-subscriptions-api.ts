import {
  FreeSubscriptionAddResponseSchema,
  FreeSubscriptionListResponseSchema,
  MessageResponseSchema,
  type FreeSubscriptionUser,
} from '@degreeworth/core';
import { answerSchema } from '@/lib/api';
import { ADMIN_AUTH, adminApi, LIST } from './admin-api';

const invalidates = [
  'AdminFreeSubscriptions',
  // The plan column of /crm/users changes with it.
  { type: 'AdminUsers', id: LIST },
  'AdminActivity',
] as const;

/**
 * GET and POST /admin/freeSubscriptionsUser, POST and DELETE …/{id} (permission
 * "free-subscription"). The update moves the free plan to the account of another e-mail.
 */
export const freeSubscriptionsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getFreeSubscriptions: build.query<{ users: FreeSubscriptionUser[] }, void>({
      query: () => ({ url: '/admin/freeSubscriptionsUser' }),
      extraOptions: ADMIN_AUTH,
      responseSchema: answerSchema(FreeSubscriptionListResponseSchema),
      providesTags: ['AdminFreeSubscriptions'],
    }),
    addFreeSubscription: build.mutation<
      { message: string; user: FreeSubscriptionUser },
      { email: string }
    >({
      query: (body) => ({ url: '/admin/freeSubscriptionsUser', method: 'POST', body }),
      extraOptions: ADMIN_AUTH,
      responseSchema: answerSchema(FreeSubscriptionAddResponseSchema),
      invalidatesTags: [...invalidates],
    }),
    moveFreeSubscription: build.mutation<
      { message: string; user: FreeSubscriptionUser },
      { id: string; email: string }
    >({
      query: ({ id, email }) => ({
        url: `/admin/freeSubscriptionsUser/${encodeURIComponent(id)}`,
        method: 'POST',
        body: { email },
      }),
      extraOptions: ADMIN_AUTH,
      responseSchema: answerSchema(FreeSubscriptionAddResponseSchema),
      invalidatesTags: [...invalidates],
    }),
    removeFreeSubscription: build.mutation<{ message: string }, string>({
      query: (id) => ({
        url: `/admin/freeSubscriptionsUser/${encodeURIComponent(id)}`,
        method: 'DELETE',
      }),
      extraOptions: ADMIN_AUTH,
      responseSchema: MessageResponseSchema,
      invalidatesTags: [...invalidates],
    }),
  }),
});

export const {
  useGetFreeSubscriptionsQuery,
  useAddFreeSubscriptionMutation,
  useMoveFreeSubscriptionMutation,
  useRemoveFreeSubscriptionMutation,
} = freeSubscriptionsApi;
