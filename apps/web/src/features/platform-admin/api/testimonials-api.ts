import {
  type DeletedResponse,
  DeletedResponseSchema,
  type TestimonialListResponse,
  TestimonialListResponseSchema,
  type TestimonialResponse,
  TestimonialResponseSchema,
} from '@degreeworth/core';
import { answerSchema } from '@/lib/api';
import { ADMIN_AUTH, adminApi } from './admin-api';

const path = (id: string) => `/admin/adminTestimonial/${encodeURIComponent(id)}`;
const invalidates = ['AdminTestimonials', 'AdminActivity'] as const;

/** Testimonials (/admin/adminTestimonial; permission "testimonials"); multipart writes. */
export const testimonialsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminTestimonials: build.query<TestimonialListResponse, void>({
      query: () => ({ url: '/admin/adminTestimonial' }),
      extraOptions: ADMIN_AUTH,
      responseSchema: answerSchema(TestimonialListResponseSchema),
      providesTags: ['AdminTestimonials'],
    }),
    addTestimonial: build.mutation<TestimonialResponse, FormData>({
      query: (body) => ({ url: '/admin/adminTestimonial', method: 'POST', body }),
      extraOptions: ADMIN_AUTH,
      responseSchema: answerSchema(TestimonialResponseSchema),
      invalidatesTags: [...invalidates],
    }),
    updateTestimonial: build.mutation<TestimonialResponse, { id: string; body: FormData }>({
      query: ({ id, body }) => ({ url: path(id), method: 'POST', body }),
      extraOptions: ADMIN_AUTH,
      responseSchema: answerSchema(TestimonialResponseSchema),
      invalidatesTags: [...invalidates],
    }),
    deleteTestimonial: build.mutation<DeletedResponse, string>({
      query: (id) => ({ url: path(id), method: 'DELETE' }),
      extraOptions: ADMIN_AUTH,
      responseSchema: answerSchema(DeletedResponseSchema),
      invalidatesTags: [...invalidates],
    }),
  }),
});

export const {
  useGetAdminTestimonialsQuery,
  useAddTestimonialMutation,
  useUpdateTestimonialMutation,
  useDeleteTestimonialMutation,
} = testimonialsApi;
