import type { z } from 'zod';
import {
  type CoachedScenarioResponse,
  CoachedScenarioResponseSchema,
  type ScenarioCommentInput,
  ScenarioCommentResponseSchema,
} from '@degreeworth/core';
import { answerSchema, messageOrEmpty } from '@/lib/api';
import { idPath, INSTITUTE_AUTH, instituteApi, objectUrlOf, whenDone } from './institute-api';

const SCENARIOS = '/institute/scenarios';

// A comment changes the scenario's thread and the comment counts of the student's scenario list.
const thread = (scenarioId: string) =>
  [{ type: 'InstituteScenario', id: scenarioId }, 'InstituteStudentScenarios'] as const;

/** Coaching: a student's scenario read-only with its comments, adding and deleting comments, its PDF. */
export const coachingApi = instituteApi.injectEndpoints({
  endpoints: (build) => ({
    getCoachedScenario: build.query<CoachedScenarioResponse, string>({
      query: (id) => ({ url: idPath(SCENARIOS, id) }),
      extraOptions: INSTITUTE_AUTH,
      responseSchema: answerSchema(CoachedScenarioResponseSchema),
      providesTags: (_result, _error, id) => [{ type: 'InstituteScenario', id }],
    }),
    addScenarioComment: build.mutation<
      z.infer<typeof ScenarioCommentResponseSchema>,
      { scenarioId: string; body: ScenarioCommentInput }
    >({
      query: ({ scenarioId, body }) => ({
        url: `${idPath(SCENARIOS, scenarioId)}/comments`,
        method: 'POST',
        body,
      }),
      extraOptions: INSTITUTE_AUTH,
      responseSchema: ScenarioCommentResponseSchema,
      invalidatesTags: (result, _error, { scenarioId }) => whenDone(thread(scenarioId))(result),
    }),
    deleteScenarioComment: build.mutation<{ message: string }, { id: string; scenarioId: string }>({
      query: ({ id }) => ({ url: idPath('/institute/comments', id), method: 'DELETE' }),
      extraOptions: INSTITUTE_AUTH,
      transformResponse: messageOrEmpty,
      invalidatesTags: (result, _error, { scenarioId }) => whenDone(thread(scenarioId))(result),
    }),
    /** The student's replies on this scenario are read: the unread counts drop. */
    markRepliesRead: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `${idPath(SCENARIOS, id)}/comments/read`, method: 'POST' }),
      extraOptions: INSTITUTE_AUTH,
      transformResponse: messageOrEmpty,
      invalidatesTags: whenDone(['InstituteStudentScenarios', 'InstituteStudents'] as const),
    }),
    /** GET /institute/scenarios/{id}/pdf as an object URL (it needs the Bearer header). */
    downloadCoachedScenarioPdf: build.mutation<string, string>({
      query: (id) => ({ url: `${idPath(SCENARIOS, id)}/pdf`, responseType: 'blob' }),
      extraOptions: INSTITUTE_AUTH,
      transformResponse: objectUrlOf,
    }),
  }),
});

export const {
  useGetCoachedScenarioQuery,
  useAddScenarioCommentMutation,
  useDeleteScenarioCommentMutation,
  useDownloadCoachedScenarioPdfMutation,
  useMarkRepliesReadMutation,
} = coachingApi;
