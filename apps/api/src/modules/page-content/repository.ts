import { eq } from 'drizzle-orm';
import type { PageKey } from '@degreeworth/core';
import type { Db } from '../../db/client';
import { pageContents } from '../../db/schema';

export type PageContentRow = typeof pageContents.$inferSelect;

export async function findPageContent(db: Db, page: PageKey, lock = false) {
  const query = db.select().from(pageContents).where(eq(pageContents.page, page)).limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/**
 * The page's row, locked for this transaction; made (empty: the defaults) on the first edit,
 * `created` then. Insert-or-nothing first, so two first edits at once both find one row to lock
 * (the second waits for the first to commit, and finds its row).
 */
export async function lockPageContent(db: Db, page: PageKey) {
  const made = await db
    .insert(pageContents)
    .values({ page })
    .onConflictDoNothing()
    .returning({ page: pageContents.page });
  return { row: (await findPageContent(db, page, true))!, created: made.length > 0 };
}

export async function updatePageContent(
  db: Db,
  page: PageKey,
  patch: { content?: Record<string, unknown>; imagePath?: string | null; updatedBy: string },
): Promise<PageContentRow> {
  const [row] = await db
    .update(pageContents)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(pageContents.page, page))
    .returning();
  return row!;
}
