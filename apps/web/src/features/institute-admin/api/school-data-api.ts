import {
  type SchoolDataDeletedResponse,
  SchoolDataDeletedResponseSchema,
  type SchoolDataDeleteInput,
} from '@degreeworth/core';
import { answerSchema } from '@/lib/api';
import { INSTITUTE_AUTH, instituteApi, objectUrlOf, whenDone } from './institute-api';

// Deleting the student data empties the class: every student screen and the dashboard reload.
const emptied = [
  'InstituteStudents',
  'InstituteDashboard',
  'InstituteInvitations',
  'InstituteStudentScenarios',
  'InstituteScenario',
] as const;

/**
 * The school's student data at the end of its contract (the owner; a counselor gets 403): GET
 * /institute/export as a file (it needs the Bearer header, so it is fetched as a Blob and saved
 * from an object URL), and POST /institute/delete-student-data.
 */
export const schoolDataApi = instituteApi.injectEndpoints({
  endpoints: (build) => ({
    downloadSchoolData: build.mutation<string, void>({
      query: () => ({ url: '/institute/export', responseType: 'blob' }),
      extraOptions: INSTITUTE_AUTH,
      transformResponse: objectUrlOf,
    }),
    deleteStudentData: build.mutation<SchoolDataDeletedResponse, SchoolDataDeleteInput>({
      query: (body) => ({ url: '/institute/delete-student-data', method: 'POST', body }),
      extraOptions: INSTITUTE_AUTH,
      responseSchema: answerSchema(SchoolDataDeletedResponseSchema),
      invalidatesTags: whenDone(emptied),
    }),
  }),
});

export const { useDownloadSchoolDataMutation, useDeleteStudentDataMutation } = schoolDataApi;
