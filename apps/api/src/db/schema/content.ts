import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Language } from '@degreeworth/core';
import { users } from './users';

/**
 * Articles (the admin's resources). `description` is HTML already sanitized with
 * the allow-list of lib/rich-text.ts; `body_text` is its plain text (search and excerpts).
 * `image_path` names the image in media_files (e.g. "resources/<id>-<random>.webp").
 * `language` is the one the admin wrote it in (core LANGUAGES); the public list puts the
 * reader's first, and the page marks the article's text with it.
 */
export const resources = pgTable(
  'resources',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    title: text('title').notNull(),
    category: text('category').notNull(),
    subCategory: text('sub_category'),
    description: text('description').notNull(),
    bodyText: text('body_text').notNull(),
    imagePath: text('image_path').notNull(),
    language: text('language').$type<Language>().notNull().default('en'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('resources_created_idx').on(t.createdAt),
    index('resources_category_idx').on(t.category, t.createdAt),
    check('resources_language_known', sql`${t.language} in ('en', 'es')`),
  ],
);

/** Testimonials, shown on the home page. Plain text only. */
export const testimonials = pgTable(
  'testimonials',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    testimonial: text('testimonial').notNull(),
    designation: text('designation').notNull(),
    imagePath: text('image_path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('testimonials_created_idx').on(t.createdAt)],
);

/**
 * Editable texts of the public pages: one row per page (core PAGE_KEYS) and language, created
 * on the first edit in that language. `content` holds only the texts that differ from the page's
 * defaults in that language in core (pageContentDefaults); GET /content/{page} lays them over
 * the defaults. The page's one image is the English row's `image_path` (as for articles): every
 * language shows the same picture.
 */
export const pageContents = pgTable(
  'page_contents',
  {
    page: text('page').notNull(),
    language: text('language').$type<Language>().notNull().default('en'),
    content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
    imagePath: text('image_path'),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.page, t.language] }),
    check('page_contents_language_known', sql`${t.language} in ('en', 'es')`),
    check(
      'page_contents_page_known',
      sql`${t.page} in ('home', 'rankings', 'resources', 'about', 'privacy', 'terms', 'accessibility')`,
    ),
  ],
);
