import type { TestimonialListResponse } from '@degreeworth/core';
// The zod-free twin of TestimonialListResponseSchema: the home page is a visitor's first page,
// which should not have to download zod.
import { TestimonialListResponseCheck } from '@degreeworth/core/checks';
import { api } from '@/lib/api';

/** GET /testimonials (public): the testimonials the home page shows. */
export const testimonialsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicTestimonials: build.query<TestimonialListResponse, void>({
      query: () => ({ url: '/testimonials' }),
      responseSchema: TestimonialListResponseCheck,
    }),
  }),
});

export const { useGetPublicTestimonialsQuery } = testimonialsApi;
