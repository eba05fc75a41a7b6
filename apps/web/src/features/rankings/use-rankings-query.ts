import { skipToken } from '@reduxjs/toolkit/query/react';
import {
  type RankingsListArgs,
  type Viewer,
  useGetAdvancedRankingsQuery,
  useGetRankingsQuery,
} from './api/rankings-api';
import { advancedBody, isAdvanced, type RankingsView } from './rankings-view';

/**
 * The read behind a rankings view: GET /rankings for the default ROI order, POST
 * /rankings/universities for any other sort or a Pro filter. Visitors cannot use the
 * advanced ranking (a 401), so for them it is not asked at all (`blocked`).
 */
export function useRankingsQuery(view: RankingsView, viewer: Viewer) {
  const advanced = isAdvanced(view);
  const blocked = advanced && viewer === 'visitor';
  const list = useGetRankingsQuery(
    advanced || view.list === 'favorites' ? skipToken : listArgsOf(view, viewer),
  );
  const more = useGetAdvancedRankingsQuery(
    !advanced || blocked || view.list === 'favorites'
      ? skipToken
      : { body: advancedBody(view), viewer },
  );
  const active = advanced ? more : list;
  // Years with data, for the year filter: from whichever read answered last.
  const years = (active.data ?? (advanced ? list.data : more.data))?.years ?? [];
  return { ...active, blocked, years };
}

/** The GET /rankings arguments of a view: one cache entry per view and viewer. */
export function listArgsOf(view: RankingsView, viewer: Viewer): RankingsListArgs {
  return { year: view.year, page: view.page, state: view.state, type: view.type, viewer };
}

export type RankingsQueryResult = ReturnType<typeof useRankingsQuery>;
