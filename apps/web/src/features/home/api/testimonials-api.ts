import { type TestimonialListResponse, TestimonialListResponseSchema } from '@degreeworth/core';
import { answerSchema, api } from '@/lib/api';

/** GET /testimonials (public): the testimonials the home page shows. */
export const testimonialsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicTestimonials: build.query<TestimonialListResponse, void>({
      query: () => ({ url: '/testimonials' }),
      responseSchema: answerSchema(TestimonialListResponseSchema),
    }),
  }),
});

export const { useGetPublicTestimonialsQuery } = testimonialsApi;
