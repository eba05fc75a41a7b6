import type { ContactInput, ContactResponse } from '@degreeworth/core';
import { api, messageOrEmpty } from '@/lib/api';

/** POST /contact-us: JSON name, email, message, contact_type; answers { message }. */
export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ContactResponse, ContactInput>({
      query: (body) => ({ url: '/contact-us', method: 'POST', body }),
      // A 2xx without the expected body still counts as sent; the caller then shows its default.
      transformResponse: messageOrEmpty,
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
