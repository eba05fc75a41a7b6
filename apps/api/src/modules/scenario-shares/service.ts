import {
  SCENARIO_SHARE_TEXT as TEXT,
  type ScenarioShare,
  type ScenarioShareStatus,
  type SharedScenarioResponse,
} from '@degreeworth/core';
import type { Db } from '../../db/client';
import { generateLinkToken } from '../../lib/codes';
import { NotFoundError } from '../../lib/errors';
import type { UserRow } from '../../lib/sessions';
import type { ScenariosService } from '../scenarios';
import {
  deleteShareOfScenario,
  findShareOfScenario,
  findSharedScenario,
  insertShareOnce,
  type ScenarioShareRow,
} from './repository';
import { shareUrl } from './share-url';

/** generateLinkToken's 32 random bytes in base64url: exactly 43 characters of that alphabet. */
const SHARE_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Read-only share links of saved scenarios. Only a scenario's owner makes, reads or stops its
 * link (another user's scenario is the scenarios' own 404); anyone holding a live token reads the
 * scenario with fresh results, never its owner or its comments. Every token that opens nothing
 * answers the same 404.
 */
export function createScenarioSharesService(deps: {
  db: Db;
  scenarios: Pick<ScenariosService, 'assertOwned' | 'withResults'>;
  publicUrl: string;
}) {
  const { db, scenarios, publicUrl } = deps;
  const shareOf = (row: ScenarioShareRow): ScenarioShare => ({
    token: row.token,
    url: shareUrl(publicUrl, row.token),
    created_at: row.createdAt.toISOString(),
  });

  return {
    /** POST /scenario/{id}/share: a new link (`isNew`), or the one the scenario already has. */
    async share(user: UserRow, scenarioId: string) {
      await scenarios.assertOwned(user.id, scenarioId);
      const { row, isNew } = await insertShareOnce(db, scenarioId, generateLinkToken());
      return {
        isNew,
        answer: { message: isNew ? TEXT.created : TEXT.existing, share: shareOf(row) },
      };
    },

    /** GET /scenario/{id}/share: the live link, or null. */
    async find(user: UserRow, scenarioId: string): Promise<ScenarioShareStatus> {
      await scenarios.assertOwned(user.id, scenarioId);
      const row = await findShareOfScenario(db, scenarioId);
      return { share: row ? shareOf(row) : null };
    },

    /**
     * DELETE /scenario/{id}/share: the row goes, so the token answers 404 from the next request
     * on. A scenario that was not shared answers the same: what the owner asked for holds.
     */
    async stop(user: UserRow, scenarioId: string): Promise<{ message: string }> {
      await scenarios.assertOwned(user.id, scenarioId);
      await deleteShareOfScenario(db, scenarioId);
      return { message: TEXT.stopped };
    },

    /** GET /shared-scenarios/{token}: the scenario as its owner sees it, results recomputed. */
    async read(token: string): Promise<SharedScenarioResponse> {
      const row = SHARE_TOKEN_SHAPE.test(token) ? await findSharedScenario(db, token) : undefined;
      if (!row) throw new NotFoundError(TEXT.gone);
      const { name, payload, colleges, results, updated_at } = await scenarios.withResults(row);
      return { scenario: { name, payload, colleges, results, updated_at } };
    },
  };
}
export type ScenarioSharesService = ReturnType<typeof createScenarioSharesService>;
