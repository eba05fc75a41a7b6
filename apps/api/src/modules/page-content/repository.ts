import { and, eq } from 'drizzle-orm';
import type { Language, PageKey } from '@degreeworth/core';
import type { Db } from '../../db/client';
import { pageContents } from '../../db/schema';

export type PageContentRow = typeof pageContents.$inferSelect;

const rowOf = (page: PageKey, language: Language) =>
  and(eq(pageContents.page, page), eq(pageContents.language, language));

export async function findPageContent(
  db: Db,
  page: PageKey,
  language: Language = 'en',
  lock = false,
) {
  const query = db.select().from(pageContents).where(rowOf(page, language)).limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/**
 * The page's row in `language`, locked for this transaction; made (empty: the defaults) on the
 * first edit, `created` then. Insert-or-nothing first, so two first edits at once both find one
 * row to lock (the second waits for the first to commit, and finds its row).
 */
export async function lockPageContent(db: Db, page: PageKey, language: Language = 'en') {
  const made = await db
    .insert(pageContents)
    .values({ page, language })
    .onConflictDoNothing()
    .returning({ page: pageContents.page });
  return { row: (await findPageContent(db, page, language, true))!, created: made.length > 0 };
}

export async function updatePageContent(
  db: Db,
  page: PageKey,
  patch: { content?: Record<string, unknown>; imagePath?: string | null; updatedBy: string },
  language: Language = 'en',
): Promise<PageContentRow> {
  const [row] = await db
    .update(pageContents)
    .set({ ...patch, updatedAt: new Date() })
    .where(rowOf(page, language))
    .returning();
  return row!;
}
