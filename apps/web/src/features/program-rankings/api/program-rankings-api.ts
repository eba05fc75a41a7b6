import {
  type ProgramFieldsResponse,
  ProgramFieldsResponseSchema,
  type ProgramRankingSort,
  type ProgramRankingsResponse,
  ProgramRankingsResponseSchema,
} from '@degreeworth/core';
import { api } from '@/lib/api';

/**
 * Who asks: part of the cache key, so signing in (or a plan becoming Pro) asks again with the
 * rules of the account instead of showing an answer cached for a visitor.
 */
export type ProgramViewer = 'visitor' | 'user' | 'pro';

/**
 * GET /programs/rankings. Only what differs from the API's defaults is sent (visitors may use
 * the defaults only, so an explicit default must never look like a choice of theirs).
 */
export interface ProgramRankingsArgs {
  program?: string;
  credential: number;
  state?: string;
  control?: string;
  sort?: ProgramRankingSort;
  direction?: 'asc' | 'desc';
  horizon?: number;
  hide_at_risk?: 'true';
  page: number;
  viewer: ProgramViewer;
}

/** The rankings of programs (a college's field of study at one credential) and their fields. */
export const programRankingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProgramRankings: build.query<ProgramRankingsResponse, ProgramRankingsArgs>({
      query: ({ viewer: _viewer, ...params }) => ({ url: '/programs/rankings', params }),
      extraOptions: { auth: 'user' },
      responseSchema: ProgramRankingsResponseSchema,
    }),
    getProgramFields: build.query<ProgramFieldsResponse, { credential: number }>({
      query: (params) => ({ url: '/programs/fields', params }),
      responseSchema: ProgramFieldsResponseSchema,
    }),
  }),
});

export const { useGetProgramRankingsQuery, useGetProgramFieldsQuery } = programRankingsApi;
