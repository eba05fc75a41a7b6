import {
  type AdvancedRankingsInput,
  DEFAULT_RANKING_HORIZON,
  FREE_RANKING_SORTS,
  hasFullAccess,
  RANKINGS_PER_PAGE,
  RANKINGS_TEXTS,
  type RankingsQuery,
} from '@degreeworth/core';
import type { Db } from '../../db/client';
import { ForbiddenError, UnauthenticatedError } from '../../lib/errors';
import { accessSubjectOf } from '../../lib/plan-access';
import type { UserRow } from '../../lib/sessions';

/**
 * Plan rules of the rankings: visitors see the first page of the default ranking, also filtered
 * by state and type (an Ohio junior's first question; decision 075); signed-in users page through
 * everything with the year, state and type filters and may sort by name, net price and the
 * default ROI order; every other sort and the advanced filters need full access (Individual Pro,
 * hasFullAccess in core).
 */

/** GET /rankings for a visitor: page 1 only, of the newest year, any state and type (a 401 the
 * UI turns into the sign-up notice). A year equal to the newest counts as no year filter. */
export function assertVisitorMayList(query: RankingsQuery, newestYear: number): void {
  if (query.page > 1 || query.per_page > RANKINGS_PER_PAGE) {
    throw new UnauthenticatedError(RANKINGS_TEXTS.signUpForMore);
  }
  if (query.year !== undefined && query.year !== newestYear) {
    throw new UnauthenticatedError(RANKINGS_TEXTS.signUpForFilters);
  }
}

/** What a free account may ask of the advanced ranking: the free sorts, nothing else. */
function usesOnlyFreeFeatures(input: AdvancedRankingsInput): boolean {
  const sort = input.sort ?? 'npv';
  if (!FREE_RANKING_SORTS.includes(sort)) return false;
  if ((input.horizon ?? DEFAULT_RANKING_HORIZON) !== DEFAULT_RANKING_HORIZON) return false;
  if ((input.income ?? 'all') !== 'all') return false;
  return !input.control && !input.search && !input.min && !input.max;
}

/**
 * POST /rankings/universities: 403 naming the Individual Pro benefit when not allowed. The plan
 * (and the user's institute subscription) is read only when a paid feature is asked for.
 */
export async function assertMayUseAdvanced(
  db: Db,
  input: AdvancedRankingsInput,
  user: UserRow,
): Promise<void> {
  if (usesOnlyFreeFeatures(input) || hasFullAccess(await accessSubjectOf(db, user))) return;
  throw new ForbiddenError(RANKINGS_TEXTS.proRequired);
}
