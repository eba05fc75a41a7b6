import { customType, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Bytes as PostgreSQL's bytea; PGlite answers a Uint8Array, node-postgres a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded images (avatars, article and testimonial images, institute logos, page images), kept
 * in the database so that every host behind a load balancer serves every image. `path` is
 * `<folder>/<file>`, the same relative path the owning rows store; a new image always gets a new
 * name, so a row is written once and only deleted.
 */
export const mediaFiles = pgTable('media_files', {
  path: text('path').primaryKey(),
  content: bytea('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
