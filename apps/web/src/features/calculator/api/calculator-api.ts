import {
  type CalculatorReferenceResponse,
  CalculatorReferenceResponseSchema,
  type CollegeCalculatorResponse,
  CollegeCalculatorResponseSchema,
  type CommentNoticesResponse,
  CommentNoticesResponseSchema,
  type Scenario,
  type ScenarioListResponse,
  ScenarioListResponseSchema,
  type ScenarioCommentsResponse,
  ScenarioCommentsResponseSchema,
  ScenarioCommentResponseSchema,
  type ScenarioResponse,
  ScenarioResponseSchema,
  type ScenarioShareResponse,
  ScenarioShareResponseSchema,
  type ScenarioShareStatus,
  ScenarioShareStatusSchema,
  type SharedScenarioResponse,
  SharedScenarioResponseSchema,
} from '@degreeworth/core';
import type { TypedMutationOnQueryStarted } from '@reduxjs/toolkit/query/react';
import type { z } from 'zod';
import { answerSchema, api, type baseQuery, messageOrEmpty } from '@/lib/api';

/** What POST /scenario/{id}/pdf/email and DELETE /scenario/{id} answer. */
export interface MessageAnswer {
  message: string;
}

/**
 * A saved scenario's answer holds the server's results: it becomes the cached GET /scenario/{id},
 * so the results page shows it at once, never the version before the save.
 */
function cacheSavedScenario<Arg>(): TypedMutationOnQueryStarted<
  ScenarioResponse,
  Arg,
  typeof baseQuery
> {
  return async (_arg, { dispatch, queryFulfilled }) => {
    const answer = await queryFulfilled.catch(() => null);
    if (!answer) return; // The caller shows the failure.
    const { data } = answer;
    dispatch(calculatorApi.util.upsertQueryData('getScenario', data.scenario.id, data));
  };
}

/**
 * The calculator and scenario calls, injected into the single api. Creating, duplicating or
 * updating reloads the list (the `Scenarios` tag); deletion removes the item locally by id,
 * without a reload.
 */
export const calculatorApi = api
  .enhanceEndpoints({
    addTagTypes: ['Scenarios', 'Scenario', 'ScenarioComments', 'CommentNotices', 'ScenarioShare'],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getCollegeCalculator: build.query<CollegeCalculatorResponse, number>({
        query: (id) => ({ url: `/universities/${id}/calculator` }),
        responseSchema: CollegeCalculatorResponseSchema,
        keepUnusedDataFor: 600,
      }),
      /** States with B, national majors, dollar year, sources: the same for every scenario. */
      getCalculatorReference: build.query<CalculatorReferenceResponse, void>({
        query: () => ({ url: '/calculator/reference' }),
        responseSchema: CalculatorReferenceResponseSchema,
        keepUnusedDataFor: 3600,
      }),
      getScenarios: build.query<ScenarioListResponse, void>({
        query: () => ({ url: '/scenario' }),
        responseSchema: answerSchema(ScenarioListResponseSchema),
        extraOptions: { auth: 'user' },
        // The list's `limits` follow the user's plan: a purchase (which refetches 'Me') refetches it.
        providesTags: ['Scenarios', 'Me'],
      }),
      getScenario: build.query<ScenarioResponse, string>({
        query: (id) => ({ url: `/scenario/${encodeURIComponent(id)}` }),
        responseSchema: answerSchema(ScenarioResponseSchema),
        extraOptions: { auth: 'user' },
        providesTags: (_result, _error, id) => [{ type: 'Scenario', id }],
      }),
      createScenario: build.mutation<ScenarioResponse, Scenario>({
        query: (payload) => ({ url: '/scenario', method: 'POST', body: payload }),
        responseSchema: answerSchema(ScenarioResponseSchema),
        extraOptions: { auth: 'user' },
        invalidatesTags: (result) => (result ? ['Scenarios'] : []),
        onQueryStarted: cacheSavedScenario(),
      }),
      updateScenario: build.mutation<ScenarioResponse, { id: string; payload: Scenario }>({
        query: ({ id, payload }) => ({
          url: `/scenario/${encodeURIComponent(id)}`,
          method: 'PUT',
          body: payload,
        }),
        responseSchema: answerSchema(ScenarioResponseSchema),
        extraOptions: { auth: 'user' },
        invalidatesTags: (result) => (result ? ['Scenarios'] : []),
        onQueryStarted: cacheSavedScenario(),
      }),
      /** A copy of a saved scenario, "<name> (copy)" (201); the server names it and counts it. */
      duplicateScenario: build.mutation<ScenarioResponse, string>({
        query: (id) => ({ url: `/scenario/${encodeURIComponent(id)}/duplicate`, method: 'POST' }),
        responseSchema: answerSchema(ScenarioResponseSchema),
        extraOptions: { auth: 'user' },
        invalidatesTags: (result) => (result ? ['Scenarios'] : []),
        onQueryStarted: cacheSavedScenario(),
      }),
      deleteScenario: build.mutation<MessageAnswer, string>({
        query: (id) => ({ url: `/scenario/${encodeURIComponent(id)}`, method: 'DELETE' }),
        extraOptions: { auth: 'user' },
        transformResponse: messageOrEmpty,
        // The deleted scenario's results (and its link, gone with it) must not show from the cache.
        invalidatesTags: (result, _error, id) =>
          result
            ? [
                { type: 'Scenario', id },
                { type: 'ScenarioShare', id },
              ]
            : [],
        async onQueryStarted(id, { dispatch, queryFulfilled }) {
          try {
            await queryFulfilled;
          } catch {
            return; // The list keeps the item; the caller shows the info toast.
          }
          dispatch(
            calculatorApi.util.updateQueryData('getScenarios', undefined, (draft) => {
              draft.scenarios = draft.scenarios.filter((s) => s.id !== id);
            }),
          );
        },
      }),
      /**
       * The PDF (Individual Pro) as an object URL of the bytes, fetched with the bearer token.
       * The caller revokes it once the download has started.
       */
      downloadScenarioPdf: build.mutation<string, string>({
        query: (id) => ({ url: `/scenario/${encodeURIComponent(id)}/pdf`, responseType: 'blob' }),
        extraOptions: { auth: 'user' },
        transformResponse: (blob: Blob) => URL.createObjectURL(blob),
      }),
      /** What the student's counselors wrote about a saved scenario. */
      getScenarioComments: build.query<ScenarioCommentsResponse, string>({
        query: (id) => ({ url: `/scenario/${encodeURIComponent(id)}/comments` }),
        responseSchema: ScenarioCommentsResponseSchema,
        extraOptions: { auth: 'user' },
        providesTags: (_result, _error, id) => [{ type: 'ScenarioComments', id }],
      }),
      /** The student's reply to their school (201); the thread reloads with it. */
      replyToComments: build.mutation<
        z.infer<typeof ScenarioCommentResponseSchema>,
        { id: string; body: string }
      >({
        query: ({ id, body }) => ({
          url: `/scenario/${encodeURIComponent(id)}/comments`,
          method: 'POST',
          body: { body },
        }),
        responseSchema: ScenarioCommentResponseSchema,
        extraOptions: { auth: 'user' },
        invalidatesTags: (result, _error, { id }) =>
          result ? [{ type: 'ScenarioComments', id }, 'CommentNotices'] : [],
      }),
      /** The school's comments on a scenario are read: the notice of them goes. */
      markCommentsRead: build.mutation<MessageAnswer, string>({
        query: (id) => ({
          url: `/scenario/${encodeURIComponent(id)}/comments/read`,
          method: 'POST',
        }),
        extraOptions: { auth: 'user' },
        transformResponse: messageOrEmpty,
        invalidatesTags: (result) => (result ? ['CommentNotices'] : []),
      }),
      /** The student's scenarios with comments from their school they have not read. */
      getCommentNotices: build.query<CommentNoticesResponse, void>({
        query: () => ({ url: '/me/comment-notices' }),
        responseSchema: CommentNoticesResponseSchema,
        extraOptions: { auth: 'user' },
        providesTags: ['CommentNotices'],
      }),
      /** The scenario's read-only link, or `share: null` when it is not shared. */
      getScenarioShare: build.query<ScenarioShareStatus, string>({
        query: (id) => ({ url: `/scenario/${encodeURIComponent(id)}/share` }),
        responseSchema: ScenarioShareStatusSchema,
        extraOptions: { auth: 'user' },
        providesTags: (_result, _error, id) => [{ type: 'ScenarioShare', id }],
      }),
      /** Makes the scenario's link (201), or answers the one it has (200); shown at once. */
      shareScenario: build.mutation<ScenarioShareResponse, string>({
        query: (id) => ({ url: `/scenario/${encodeURIComponent(id)}/share`, method: 'POST' }),
        responseSchema: ScenarioShareResponseSchema,
        extraOptions: { auth: 'user' },
        async onQueryStarted(id, { dispatch, queryFulfilled }) {
          const answer = await queryFulfilled.catch(() => null);
          if (!answer) return; // The caller shows the failure.
          dispatch(
            calculatorApi.util.upsertQueryData('getScenarioShare', id, {
              share: answer.data.share,
            }),
          );
        },
      }),
      /** Stops the scenario's link: it answers "no longer works" from now on. */
      stopSharingScenario: build.mutation<MessageAnswer, string>({
        query: (id) => ({ url: `/scenario/${encodeURIComponent(id)}/share`, method: 'DELETE' }),
        extraOptions: { auth: 'user' },
        transformResponse: messageOrEmpty,
        async onQueryStarted(id, { dispatch, queryFulfilled }) {
          const answer = await queryFulfilled.catch(() => null);
          if (!answer) return; // The link stays shown; the caller shows the failure.
          dispatch(calculatorApi.util.upsertQueryData('getScenarioShare', id, { share: null }));
        },
      }),
      /**
       * A shared scenario, read by anyone with its link. Never kept once its page is left: a
       * stopped link must not show from the cache.
       */
      getSharedScenario: build.query<SharedScenarioResponse, string>({
        query: (token) => ({ url: `/shared-scenarios/${encodeURIComponent(token)}` }),
        responseSchema: answerSchema(SharedScenarioResponseSchema),
        keepUnusedDataFor: 0,
      }),
      emailScenarioPdf: build.mutation<MessageAnswer, string>({
        query: (id) => ({ url: `/scenario/${encodeURIComponent(id)}/pdf/email`, method: 'POST' }),
        extraOptions: { auth: 'user' },
        transformResponse: messageOrEmpty,
      }),
    }),
  });

export const {
  useGetCollegeCalculatorQuery,
  useGetCalculatorReferenceQuery,
  useGetScenariosQuery,
  useGetScenarioQuery,
  useCreateScenarioMutation,
  useUpdateScenarioMutation,
  useDuplicateScenarioMutation,
  useDeleteScenarioMutation,
  useDownloadScenarioPdfMutation,
  useEmailScenarioPdfMutation,
  useGetScenarioCommentsQuery,
  useReplyToCommentsMutation,
  useMarkCommentsReadMutation,
  useGetCommentNoticesQuery,
  useGetScenarioShareQuery,
  useShareScenarioMutation,
  useStopSharingScenarioMutation,
  useGetSharedScenarioQuery,
} = calculatorApi;
