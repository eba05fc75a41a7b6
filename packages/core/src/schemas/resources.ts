import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { singleValue } from './input-limits';
import { optionalText, pageParam, PageInfoShape, requiredText, searchParam } from './admin-fields';

/**
 * Articles (id, title, category, optional sub_category, description, image, language;
 * /admin/adminResources, GET /resources, GET /resources/{id}). The
 * description is rich text (HTML), sanitized by the API with an allow-list before it is stored.
 */

export const RESOURCE_LIMITS = {
  title: 200,
  category: 100,
  sub_category: 100,
  /** Characters of HTML as sent (before sanitizing). */
  description: 50_000,
} as const;

export const RESOURCE_TEXT = {
  // The admin screens' usual success texts.
  added: 'Resource added successfully.',
  updated: 'Resource updated successfully.',
  deleted: 'Resource deleted successfully.',
  notFound: 'This resource does not exist.',
  imageRequired: 'An image is required.',
  noFormData: 'Send the resource as multipart form data (title, category, description, image).',
  language: 'Language must be en (English) or es (Spanish).',
  languageParam: 'language must be en or es.',
} as const;

/** The language an article is written in: one of the site's languages. */
const articleLanguage = z.enum(LANGUAGES, { error: RESOURCE_TEXT.language });

/** The text fields of POST /admin/adminResources (multipart; the image is a file part). */
export const ResourceFieldsSchema = z.object({
  title: requiredText('Title', RESOURCE_LIMITS.title),
  category: requiredText('Category', RESOURCE_LIMITS.category),
  sub_category: optionalText('Sub-category', RESOURCE_LIMITS.sub_category).optional(),
  description: requiredText('Description', RESOURCE_LIMITS.description, true),
  /** English when not sent: every article written before the field existed is English. */
  language: articleLanguage.default('en'),
});
export type ResourceFields = z.output<typeof ResourceFieldsSchema>;

/**
 * POST /admin/adminResources/{id}: only the fields sent change. The language has no default
 * here (zod 4 would still apply a default under `.partial()`), so a change without it keeps
 * the stored one.
 */
export const ResourceUpdateFieldsSchema = ResourceFieldsSchema.extend({
  language: articleLanguage,
}).partial();
export type ResourceUpdateFields = z.output<typeof ResourceUpdateFieldsSchema>;

/** An article as the admin screens read it. `image` is a URL path under /api/v1/media. */
export const ResourceSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  sub_category: z.string().nullable(),
  /** Sanitized HTML. */
  description: z.string(),
  image: z.string(),
  /** The language the article is written in; its page marks the text with it (`lang`). */
  language: z.enum(LANGUAGES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Resource = z.infer<typeof ResourceSchema>;

/** An article in the public list: a plain-text excerpt instead of the whole description. */
export const ResourceSummarySchema = ResourceSchema.omit({ description: true }).extend({
  excerpt: z.string(),
});
export type ResourceSummary = z.infer<typeof ResourceSummarySchema>;

/** GET /resources?category=&search=&page= and GET /admin/adminResources?category=&search=&page= */
export const ResourcesQuerySchema = z.object({
  category: singleValue(
    'category',
    z
      .string({ error: 'category must be text.' })
      .trim()
      .max(RESOURCE_LIMITS.category, 'category is too long.')
      .optional(),
  ),
  search: searchParam,
  page: pageParam,
});
export type ResourcesQuery = z.output<typeof ResourcesQuerySchema>;

/**
 * GET /resources also takes `?language=en|es`, the reader's: the articles in that language come
 * first, then the others, each newest first. In the URL, so a public answer stays cacheable.
 */
export const PublicResourcesQuerySchema = ResourcesQuerySchema.extend({
  language: singleValue(
    'language',
    z.enum(LANGUAGES, { error: RESOURCE_TEXT.languageParam }).optional(),
  ),
});
export type PublicResourcesQuery = z.output<typeof PublicResourcesQuerySchema>;

/** The categories that have articles, with how many each, for the filter tabs. */
const CategoryCountSchema = z.object({ category: z.string(), count: z.number().int() });

export const ResourceListResponseSchema = z.object({
  resources: z.array(ResourceSummarySchema),
  categories: z.array(CategoryCountSchema),
  ...PageInfoShape,
});
export type ResourceListResponse = z.infer<typeof ResourceListResponseSchema>;

/**
 * GET /admin/adminResources/categories: every category articles use, A to Z, with how many use
 * it; the article form offers them to choose from.
 */
export const ResourceCategoriesResponseSchema = z.object({
  categories: z.array(CategoryCountSchema),
});
export type ResourceCategoriesResponse = z.infer<typeof ResourceCategoriesResponseSchema>;

export const AdminResourceListResponseSchema = z.object({
  resources: z.array(ResourceSchema),
  ...PageInfoShape,
});
export type AdminResourceListResponse = z.infer<typeof AdminResourceListResponseSchema>;

export const ResourceResponseSchema = z.object({ message: z.string(), resource: ResourceSchema });
export type ResourceResponse = z.infer<typeof ResourceResponseSchema>;

/** DELETE answers: the message and the id that is gone. */
export const DeletedResponseSchema = z.object({ message: z.string(), id: z.string() });
export type DeletedResponse = z.infer<typeof DeletedResponseSchema>;
