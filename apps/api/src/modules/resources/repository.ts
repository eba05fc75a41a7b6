import { and, asc, desc, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type PublicResourcesQuery, type ResourcesQuery } from '@degreeworth/core';
import type { Db } from '../../db/client';
import { resources } from '../../db/schema';
import { containsPattern } from '../../lib/like';

export type ResourceRow = typeof resources.$inferSelect;
export type NewResource = typeof resources.$inferInsert;
export type ResourcePatch = Partial<
  Pick<
    NewResource,
    'title' | 'category' | 'subCategory' | 'description' | 'bodyText' | 'imagePath' | 'language'
  >
>;

/** The length of body_text a list reads for its excerpt, characters. */
const EXCERPT_SOURCE_CHARS = 300;

function whereOf(q: ResourcesQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (q.category) conditions.push(sql`lower(${resources.category}) = lower(${q.category})`);
  if (q.search) {
    const pattern = containsPattern(q.search);
    conditions.push(
      or(
        ilike(resources.title, pattern),
        ilike(resources.category, pattern),
        ilike(resources.subCategory, pattern),
        ilike(resources.bodyText, pattern),
      ),
    );
  }
  return and(...conditions);
}

const newestFirst = [desc(resources.createdAt), desc(resources.id)];

async function countOf(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(resources)
    .where(where);
  return row?.total ?? 0;
}

/** One page of articles, newest first, whole (the admin list). */
export async function findResourcesPage(db: Db, q: ResourcesQuery) {
  const where = whereOf(q);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(resources)
      .where(where)
      .orderBy(...newestFirst)
      .limit(ADMIN_PAGE_SIZE)
      .offset((q.page - 1) * ADMIN_PAGE_SIZE),
    countOf(db, where),
  ]);
  return { rows, total };
}

/**
 * The public list's order: with a reader's language, the articles in it first (true sorts after
 * false, so descending), then the others; each group newest first.
 */
const publicOrder = (language: PublicResourcesQuery['language']) =>
  language ? [desc(sql`${resources.language} = ${language}`), ...newestFirst] : newestFirst;

/** One page of articles without their HTML, with the start of their text (the public list). */
export async function findResourceSummaries(db: Db, q: PublicResourcesQuery) {
  const where = whereOf(q);
  const { description: _html, bodyText: _text, ...columns } = getTableColumns(resources);
  const [rows, total] = await Promise.all([
    db
      .select({
        ...columns,
        text: sql<string>`left(${resources.bodyText}, ${EXCERPT_SOURCE_CHARS})`,
      })
      .from(resources)
      .where(where)
      .orderBy(...publicOrder(q.language))
      .limit(ADMIN_PAGE_SIZE)
      .offset((q.page - 1) * ADMIN_PAGE_SIZE),
    countOf(db, where),
  ]);
  return { rows, total };
}

/** Every category with its number of articles, A to Z. */
export async function findCategories(db: Db) {
  return db
    .select({ category: resources.category, count: sql<number>`count(*)::int` })
    .from(resources)
    .groupBy(resources.category)
    .orderBy(asc(resources.category));
}

export async function findResource(db: Db, id: string, lock = false) {
  const query = db.select().from(resources).where(eq(resources.id, id)).limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function insertResource(db: Db, row: NewResource): Promise<ResourceRow> {
  const [created] = await db.insert(resources).values(row).returning();
  return created!;
}

export async function updateResource(db: Db, id: string, patch: ResourcePatch) {
  const [row] = await db
    .update(resources)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(resources.id, id))
    .returning();
  return row;
}

export async function deleteResource(db: Db, id: string) {
  const [row] = await db.delete(resources).where(eq(resources.id, id)).returning();
  return row;
}
