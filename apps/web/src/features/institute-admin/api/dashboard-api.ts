import {
  type InstituteDashboardResponse,
  InstituteDashboardResponseSchema,
} from '@degreeworth/core';
import { answerSchema } from '@/lib/api';
import { INSTITUTE_AUTH, instituteApi } from './institute-api';

/** GET /institute/dashboard: seats, students, counselors, scenarios and two distributions. */
export const instituteDashboardApi = instituteApi.injectEndpoints({
  endpoints: (build) => ({
    getInstituteDashboard: build.query<InstituteDashboardResponse, void>({
      query: () => ({ url: '/institute/dashboard' }),
      extraOptions: INSTITUTE_AUTH,
      responseSchema: answerSchema(InstituteDashboardResponseSchema),
      providesTags: ['InstituteDashboard'],
    }),
  }),
});

export const { useGetInstituteDashboardQuery } = instituteDashboardApi;
