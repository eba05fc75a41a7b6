import type { FastifyRequest } from 'fastify';
import {
  TESTIMONIAL_LIMITS,
  TESTIMONIAL_TEXT,
  TestimonialFieldsSchema,
  TestimonialUpdateFieldsSchema,
  type TestimonialFields,
  type TestimonialUpdateFields,
} from '@degreeworth/core';
import { parseFields, readMultipartForm } from '../../lib/multipart-form';

export interface TestimonialForm<F> {
  fields: F;
  image: Buffer | null;
}

const NAMES = ['name', 'testimonial', 'designation'] as const;
const MAX_FIELD_BYTES = TESTIMONIAL_LIMITS.testimonial * 4 + 1024;

async function read(req: FastifyRequest) {
  return readMultipartForm(req, {
    names: NAMES,
    maxFieldBytes: MAX_FIELD_BYTES,
    notMultipart: TESTIMONIAL_TEXT.noFormData,
  });
}

/** POST /admin/adminTestimonial: every field checked with core's schema; the image is required. */
export async function readNewTestimonialForm(
  req: FastifyRequest,
): Promise<TestimonialForm<TestimonialFields>> {
  const form = await read(req);
  return { fields: parseFields(TestimonialFieldsSchema, form.fields), image: form.image };
}

/** POST /admin/adminTestimonial/{id}: the fields sent; the image only when one is sent. */
export async function readTestimonialUpdateForm(
  req: FastifyRequest,
): Promise<TestimonialForm<TestimonialUpdateFields>> {
  const form = await read(req);
  return { fields: parseFields(TestimonialUpdateFieldsSchema, form.fields), image: form.image };
}
