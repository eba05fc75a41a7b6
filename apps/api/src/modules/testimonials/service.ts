import { randomUUID } from 'node:crypto';
import {
  type Testimonial,
  TESTIMONIAL_TEXT,
  type TestimonialFields,
  type TestimonialUpdateFields,
  UUID_PATTERN,
} from '@degreeworth/core';
import type { Db } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { AVATAR_SHAPE } from '../../lib/images';
import { type MediaStore, mediaUrl } from '../../lib/media';
import type { UserRow } from '../../lib/sessions';
import type { TestimonialForm } from './form';
import {
  deleteTestimonial,
  findTestimonial,
  findTestimonials,
  insertTestimonial,
  type TestimonialRow,
  updateTestimonial,
} from './repository';

/** Testimonials a list answers at most (the home page shows a few; the admin list all). */
export const TESTIMONIALS_MAX = 200;

export const toTestimonial = (r: TestimonialRow): Testimonial => ({
  id: r.id,
  name: r.name,
  testimonial: r.testimonial,
  designation: r.designation,
  image: mediaUrl(r.imagePath),
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

const notFound = () => new NotFoundError(TESTIMONIAL_TEXT.notFound);

/**
 * Testimonials, written like articles: one transaction with the audit
 * entry; a portrait (256×256 WebP, as avatars) stored first and removed if the change fails.
 */
export function createTestimonialsService(deps: { db: Db; media: MediaStore }) {
  const { db, media } = deps;
  const upload = (actor: UserRow, id: string) => ({
    accountId: actor.id,
    folder: 'testimonials' as const,
    id,
    shape: AVATAR_SHAPE,
  });

  return {
    async list() {
      return { testimonials: (await findTestimonials(db, TESTIMONIALS_MAX)).map(toTestimonial) };
    },

    async create(actor: UserRow, form: TestimonialForm<TestimonialFields>) {
      if (!form.image)
        throw new ValidationError(TESTIMONIAL_TEXT.imageRequired, {
          image: [TESTIMONIAL_TEXT.imageRequired],
        });
      const id = randomUUID();
      const row = await media.withUpload(upload(actor, id), form.image, (imagePath) =>
        db.transaction(async (tx) => {
          const created = await insertTestimonial(tx, {
            id,
            ...form.fields,
            imagePath: imagePath!,
          });
          await recordAudit(tx, actor, {
            action: 'testimonial.create',
            targetType: 'testimonial',
            targetId: id,
            after: toTestimonial(created),
          });
          return created;
        }),
      );
      return { message: TESTIMONIAL_TEXT.added, testimonial: toTestimonial(row) };
    },

    async update(actor: UserRow, id: string, form: TestimonialForm<TestimonialUpdateFields>) {
      if (!UUID_PATTERN.test(id) || !(await findTestimonial(db, id))) throw notFound();
      const { before, after } = await media.withUpload(upload(actor, id), form.image, (path) =>
        db.transaction(async (tx) => {
          const old = await findTestimonial(tx, id, true);
          if (!old) throw notFound();
          const patch = path ? { ...form.fields, imagePath: path } : form.fields;
          const row = (await updateTestimonial(tx, id, patch))!;
          await recordAudit(tx, actor, {
            action: 'testimonial.update',
            targetType: 'testimonial',
            targetId: id,
            before: toTestimonial(old),
            after: toTestimonial(row),
          });
          return { before: old, after: row };
        }),
      );
      if (after.imagePath !== before.imagePath) await media.remove(before.imagePath);
      return { message: TESTIMONIAL_TEXT.updated, testimonial: toTestimonial(after) };
    },

    async remove(actor: UserRow, id: string) {
      if (!UUID_PATTERN.test(id)) throw notFound();
      const row = await db.transaction(async (tx) => {
        const deleted = await deleteTestimonial(tx, id);
        if (!deleted) throw notFound();
        await recordAudit(tx, actor, {
          action: 'testimonial.delete',
          targetType: 'testimonial',
          targetId: id,
          before: toTestimonial(deleted),
        });
        return deleted;
      });
      await media.remove(row.imagePath);
      return { message: TESTIMONIAL_TEXT.deleted, id };
    },
  };
}
export type TestimonialsService = ReturnType<typeof createTestimonialsService>;
