import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';

export type NewContactMessage = typeof contactMessages.$inferInsert;

export async function insertContactMessage(db: Db, row: NewContactMessage): Promise<void> {
  await db.insert(contactMessages).values(row);
}
