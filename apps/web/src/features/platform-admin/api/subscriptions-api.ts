import {
  type DeletedResponse,
  DeletedResponseSchema,
  type SubscriptionListResponse,
  SubscriptionListResponseSchema,
  type SubscriptionResponse,
  SubscriptionResponseSchema,
  type SubscriptionStatus,
} from '@degreeworth/core';
import { answerSchema } from '@/lib/api';
import { ADMIN_AUTH, adminApi, LIST, type QueryParams } from './admin-api';

export interface SubscriptionsQuery extends QueryParams {
  search?: string;
  status?: SubscriptionStatus;
  page?: number;
}

const path = (id: string) => `/admin/subscriptions/${encodeURIComponent(id)}`;
const list = { type: 'AdminSubscriptions', id: LIST } as const;
// Every write reloads the list and the audit log; the dashboard counts institutes too.
const invalidates = [list, 'AdminActivity'] as const;

/**
 * Institute subscriptions (/admin/subscriptions; permission "subscriptions"). Adds and updates
 * are multipart: the form builds the FormData (subscriptionFormData).
 */
export const subscriptionsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getSubscriptions: build.query<SubscriptionListResponse, SubscriptionsQuery>({
      query: (params) => ({ url: '/admin/subscriptions', params }),
      extraOptions: ADMIN_AUTH,
      responseSchema: answerSchema(SubscriptionListResponseSchema),
      providesTags: [list],
    }),
    addSubscription: build.mutation<SubscriptionResponse, FormData>({
      query: (body) => ({ url: '/admin/subscriptions', method: 'POST', body }),
      extraOptions: ADMIN_AUTH,
      responseSchema: answerSchema(SubscriptionResponseSchema),
      invalidatesTags: [...invalidates],
    }),
    updateSubscription: build.mutation<SubscriptionResponse, { id: string; body: FormData }>({
      query: ({ id, body }) => ({ url: path(id), method: 'POST', body }),
      extraOptions: ADMIN_AUTH,
      responseSchema: answerSchema(SubscriptionResponseSchema),
      invalidatesTags: [...invalidates],
    }),
    deleteSubscription: build.mutation<DeletedResponse, string>({
      query: (id) => ({ url: path(id), method: 'DELETE' }),
      extraOptions: ADMIN_AUTH,
      responseSchema: answerSchema(DeletedResponseSchema),
      invalidatesTags: [...invalidates],
    }),
    resendInvite: build.mutation<SubscriptionResponse, string>({
      query: (id) => ({ url: `${path(id)}/resend-invite`, method: 'POST' }),
      extraOptions: ADMIN_AUTH,
      responseSchema: answerSchema(SubscriptionResponseSchema),
      invalidatesTags: [...invalidates],
    }),
  }),
});

export const {
  useGetSubscriptionsQuery,
  useAddSubscriptionMutation,
  useUpdateSubscriptionMutation,
  useDeleteSubscriptionMutation,
  useResendInviteMutation,
} = subscriptionsApi;
