import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { testimonials } from '../../db/schema';

export type TestimonialRow = typeof testimonials.$inferSelect;
export type NewTestimonial = typeof testimonials.$inferInsert;
export type TestimonialPatch = Partial<
  Pick<NewTestimonial, 'name' | 'testimonial' | 'designation' | 'imagePath'>
>;

/** Newest first, at most `limit`. */
export async function findTestimonials(db: Db, limit: number): Promise<TestimonialRow[]> {
  return db
    .select()
    .from(testimonials)
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
    .limit(limit);
}

export async function findTestimonial(db: Db, id: string, lock = false) {
  const query = db.select().from(testimonials).where(eq(testimonials.id, id)).limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function insertTestimonial(db: Db, row: NewTestimonial): Promise<TestimonialRow> {
  const [created] = await db.insert(testimonials).values(row).returning();
  return created!;
}

export async function updateTestimonial(db: Db, id: string, patch: TestimonialPatch) {
  const [row] = await db
    .update(testimonials)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(testimonials.id, id))
    .returning();
  return row;
}

export async function deleteTestimonial(db: Db, id: string) {
  const [row] = await db.delete(testimonials).where(eq(testimonials.id, id)).returning();
  return row;
}
