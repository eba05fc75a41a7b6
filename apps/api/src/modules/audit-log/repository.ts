import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminAuditLog } from '../../db/schema';

export type AuditRow = typeof adminAuditLog.$inferSelect;

/** Newest first; the id breaks ties between entries of the same instant. */
const newestFirst = [desc(adminAuditLog.createdAt), desc(adminAuditLog.id)];

export async function findAuditPage(db: Db, limit: number, offset: number) {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(adminAuditLog)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(adminAuditLog),
  ]);
  return { rows, total: count?.total ?? 0 };
}
