import { z } from 'zod';
import { requiredText } from './admin-fields';

/**
 * Testimonials (id, name, testimonial, designation, image; /admin/adminTestimonial; the home page
 * shows them through GET /testimonials). The text is plain text (line breaks kept), never HTML.
 */

export const TESTIMONIAL_LIMITS = { name: 100, testimonial: 2_000, designation: 100 } as const;

export const TESTIMONIAL_TEXT = {
  // The admin screens' usual success texts.
  added: 'Testimonial added successfully.',
  updated: 'Testimonial updated successfully.',
  deleted: 'Testimonial deleted successfully.',
  notFound: 'This testimonial does not exist.',
  imageRequired: 'An image is required.',
  noFormData:
    'Send the testimonial as multipart form data (name, testimonial, designation, image).',
} as const;

/** The text fields of POST /admin/adminTestimonial (multipart; the image is a file part). */
export const TestimonialFieldsSchema = z.object({
  name: requiredText('Name', TESTIMONIAL_LIMITS.name),
  testimonial: requiredText('Testimonial', TESTIMONIAL_LIMITS.testimonial, true),
  designation: requiredText('Designation', TESTIMONIAL_LIMITS.designation),
});
export type TestimonialFields = z.output<typeof TestimonialFieldsSchema>;

/** POST /admin/adminTestimonial/{id}: only the fields sent change. */
export const TestimonialUpdateFieldsSchema = TestimonialFieldsSchema.partial();
export type TestimonialUpdateFields = z.output<typeof TestimonialUpdateFieldsSchema>;

export const TestimonialSchema = z.object({
  id: z.string(),
  name: z.string(),
  testimonial: z.string(),
  designation: z.string(),
  /** URL path under /api/v1/media. */
  image: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Testimonial = z.infer<typeof TestimonialSchema>;

export const TestimonialListResponseSchema = z.object({
  testimonials: z.array(TestimonialSchema),
});
export type TestimonialListResponse = z.infer<typeof TestimonialListResponseSchema>;

export const TestimonialResponseSchema = z.object({
  message: z.string(),
  testimonial: TestimonialSchema,
});
export type TestimonialResponse = z.infer<typeof TestimonialResponseSchema>;
