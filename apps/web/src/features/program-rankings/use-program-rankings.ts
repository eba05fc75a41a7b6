import {
  type ProgramViewer,
  useGetProgramFieldsQuery,
  useGetProgramRankingsQuery,
} from './api/program-rankings-api';
import { type ProgramView, rankingsArgs } from './program-view';

/** The ranking a view asks for, read with the viewer's token (the API applies the plan rules). */
export function useProgramRankings(view: ProgramView, viewer: ProgramViewer) {
  return useGetProgramRankingsQuery(rankingsArgs(view, viewer));
}

export type ProgramRankingsQuery = ReturnType<typeof useProgramRankings>;

/** The fields with programs of the view's credential, for the program picker. */
export function useProgramFields(credential: number) {
  return useGetProgramFieldsQuery({ credential });
}
