import type { ExportedScenario } from '@degreeworth/core';
import type { scenarioComments, scenarios } from '../../db/schema';
import { groupBy } from '../../lib/group-by';

type ScenarioRow = typeof scenarios.$inferSelect;
type CommentRow = typeof scenarioComments.$inferSelect;

/** A time as the exports write it; null stays null (never read, never ended). */
export const isoOrNull = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** Comments by the scenario they are on, each list in the comments' order. */
export const commentsByScenario = (comments: readonly CommentRow[]) =>
  groupBy(comments, (c) => c.scenarioId);

/**
 * Saved scenarios as the data exports write them (a person's own and a school's), each with its
 * comments (`commentsByScenario`).
 */
export function exportedScenarios(
  saved: readonly ScenarioRow[],
  commentsOf: ReadonlyMap<string, readonly CommentRow[]>,
): ExportedScenario[] {
  return saved.map((s) => ({
    id: s.id,
    name: s.name,
    created_at: s.createdAt.toISOString(),
    updated_at: s.updatedAt.toISOString(),
    inputs: s.payload,
    comments: (commentsOf.get(s.id) ?? []).map((c) => ({
      author_name: c.authorName,
      author_role: c.authorRole,
      body: c.body,
      created_at: c.createdAt.toISOString(),
      read_at: isoOrNull(c.readAt),
    })),
  }));
}
