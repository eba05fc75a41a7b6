import type { z } from 'zod';
import {
  type InstituteStudentInput,
  InstituteImportResponseSchema,
  type InstituteInvitationsResponse,
  InstituteInvitationsResponseSchema,
  InstituteStudentResponseSchema,
  type InstituteUsersResponse,
  InstituteUsersResponseSchema,
  type RemindersResponse,
  RemindersResponseSchema,
  type StudentFilter,
  type StudentScenariosResponse,
  type StudentSort,
  StudentScenariosResponseSchema,
} from '@degreeworth/core';
import { answerSchema, messageOrEmpty } from '@/lib/api';
import { idPath, INSTITUTE_AUTH, instituteApi, objectUrlOf, whenDone } from './institute-api';

const STUDENTS = '/institute/instituteUsers';

/** GET /institute/instituteUsers: page, search, sort, filter and a dashboard bar (all optional). */
export interface StudentsQuery {
  page?: number;
  search?: string;
  sort?: StudentSort;
  direction?: 'asc' | 'desc';
  filter?: StudentFilter;
  npv_bar?: number;
  break_even_bar?: number | 'never';
}

// A student added, imported or removed changes the list, the seats and the dashboard; adding
// an address that has its own account invites it instead.
const changed = ['InstituteStudents', 'InstituteDashboard', 'InstituteInvitations'] as const;
const INVITATIONS = '/institute/invitations';

/**
 * The institute's students: the paged list (anyone of the institute), add one, import a CSV and
 * remove (the owner; a counselor gets 403), a student's scenarios, and the class report.
 */
export const studentsApi = instituteApi.injectEndpoints({
  endpoints: (build) => ({
    getInstituteStudents: build.query<InstituteUsersResponse, StudentsQuery>({
      query: (params) => ({ url: STUDENTS, params: { ...params } }),
      extraOptions: INSTITUTE_AUTH,
      responseSchema: answerSchema(InstituteUsersResponseSchema),
      providesTags: ['InstituteStudents'],
    }),
    addInstituteStudent: build.mutation<
      z.infer<typeof InstituteStudentResponseSchema>,
      InstituteStudentInput
    >({
      query: (body) => ({ url: STUDENTS, method: 'POST', body }),
      extraOptions: INSTITUTE_AUTH,
      responseSchema: answerSchema(InstituteStudentResponseSchema),
      invalidatesTags: whenDone(changed),
    }),
    /** Multipart `file`; all rows or none (a 400 lists every row error, see import-errors.ts). */
    importInstituteStudents: build.mutation<z.infer<typeof InstituteImportResponseSchema>, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: `${STUDENTS}/import`, method: 'POST', body };
      },
      extraOptions: INSTITUTE_AUTH,
      responseSchema: InstituteImportResponseSchema,
      invalidatesTags: whenDone(changed),
    }),
    removeInstituteStudent: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: idPath(STUDENTS, id), method: 'DELETE' }),
      extraOptions: INSTITUTE_AUTH,
      transformResponse: messageOrEmpty,
      invalidatesTags: whenDone([...changed, 'InstituteStudentScenarios'] as const),
    }),
    /** A new invite link for a student who has not signed in (429 while the mail limits hold). */
    resendStudentInvite: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `${idPath(STUDENTS, id)}/resend-invite`, method: 'POST' }),
      extraOptions: INSTITUTE_AUTH,
      transformResponse: messageOrEmpty,
    }),
    /** One invite mail to each student who has not signed in; says what was held back. */
    remindStudents: build.mutation<RemindersResponse, void>({
      query: () => ({ url: `${STUDENTS}/remind`, method: 'POST' }),
      extraOptions: INSTITUTE_AUTH,
      responseSchema: RemindersResponseSchema,
    }),
    /** Addresses with their own account that were invited and have not answered yet. */
    getInstituteInvitations: build.query<InstituteInvitationsResponse, void>({
      query: () => ({ url: INVITATIONS }),
      extraOptions: INSTITUTE_AUTH,
      responseSchema: answerSchema(InstituteInvitationsResponseSchema),
      providesTags: ['InstituteInvitations'],
    }),
    withdrawInvitation: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: idPath(INVITATIONS, id), method: 'DELETE' }),
      extraOptions: INSTITUTE_AUTH,
      transformResponse: messageOrEmpty,
      // Withdrawn, or answered meanwhile (404): either way the list is stale.
      invalidatesTags: ['InstituteInvitations'],
    }),
    getStudentScenarios: build.query<StudentScenariosResponse, string>({
      query: (id) => ({ url: `${idPath(STUDENTS, id)}/scenarios` }),
      extraOptions: INSTITUTE_AUTH,
      responseSchema: answerSchema(StudentScenariosResponseSchema),
      providesTags: (_result, _error, id) => [{ type: 'InstituteStudentScenarios', id }],
    }),
    /** GET /institute/report.csv as an object URL (it needs the Bearer header: no plain link). */
    downloadClassReport: build.mutation<string, void>({
      query: () => ({ url: '/institute/report.csv', responseType: 'blob' }),
      extraOptions: INSTITUTE_AUTH,
      transformResponse: objectUrlOf,
    }),
  }),
});

export const {
  useGetInstituteStudentsQuery,
  useAddInstituteStudentMutation,
  useImportInstituteStudentsMutation,
  useRemoveInstituteStudentMutation,
  useResendStudentInviteMutation,
  useRemindStudentsMutation,
  useGetStudentScenariosQuery,
  useDownloadClassReportMutation,
  useGetInstituteInvitationsQuery,
  useWithdrawInvitationMutation,
} = studentsApi;
