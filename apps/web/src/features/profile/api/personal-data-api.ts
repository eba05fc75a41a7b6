import type { z } from 'zod';
import { type DeleteAccountInput, MessageResponseSchema } from '@degreeworth/core';
import { api } from '@/lib/api';

type MessageResponse = z.infer<typeof MessageResponseSchema>;

/**
 * The signed-in person's own data: GET /me/export as a file (it needs the Bearer header, so it
 * is fetched as a Blob and saved from an object URL), and DELETE /me.
 */
export const personalDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    downloadMyData: build.mutation<string, void>({
      query: () => ({ url: '/me/export', responseType: 'blob' }),
      extraOptions: { auth: 'user' },
      transformResponse: (blob: Blob) => URL.createObjectURL(blob),
    }),
    deleteAccount: build.mutation<MessageResponse, DeleteAccountInput>({
      query: (body) => ({ url: '/me', method: 'DELETE', body }),
      extraOptions: { auth: 'user' },
      responseSchema: MessageResponseSchema,
    }),
  }),
});

export const { useDownloadMyDataMutation, useDeleteAccountMutation } = personalDataApi;
