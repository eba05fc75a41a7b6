import type { FastifySchema } from 'fastify';
import type { z } from 'zod';
import type { AdminPermission } from '@degreeworth/core';
import type { ErrorResponseName } from './error-examples';
import type { Tag } from './tags';

/**
 * What a route's `schema` says for the OpenAPI document beyond its zod schemas. The standard
 * keys (`tags`, `summary`, `description`) are @fastify/swagger's; the others are this API's own,
 * read by transform.ts and by the document's test. Fastify compiles only `body`, `querystring`,
 * `params`, `headers` and `response`, and fastify-type-provider-zod passes every other key
 * through, so these change nothing in how a request is handled.
 */

/**
 * Who may call a route. `user`, `admin`, `institute`: that token is required (401 without).
 * `optional-user`: anyone; a user token adds the user's view. `institute-owner`: the owner's
 * institute token (403 for a counselor). `institute-or-admin`: the owner's institute token, or an
 * admin token holding `permission`.
 */
export type Access =
  | 'public'
  | 'optional-user'
  | 'user'
  | 'admin'
  | 'institute'
  | 'institute-owner'
  | 'institute-or-admin';

/** A multipart form: text fields checked with `fields`, and at most one file part. */
export interface FormBody {
  fields: z.ZodType;
  /** Fields the schema reads only to refuse them (never sent by a client). */
  hidden?: string[];
  file?: { name: string; required: boolean; description: string; mediaType: string };
  example: Record<string, string>;
}

/** A body read as raw bytes (webhooks: their signatures cover the exact bytes). */
export interface RawBody {
  mediaType: string;
  description: string;
  headers?: Record<string, string>;
  example: Record<string, unknown>;
}

/** An answer that is not JSON, or that has no zod schema (the route sends it itself). */
export interface RawResponse {
  status: number;
  description: string;
  mediaType: string;
  /** The zod schema of what is sent, or the JSON Schema itself (files). */
  schema: z.ZodType | Record<string, unknown>;
}

declare module 'fastify' {
  interface FastifySchema {
    /** Who may call: the operation's security and its "Who may call" line. */
    access?: Access;
    /** Admin routes: the permission needed (403 without it); 'full' for full admins only. */
    permission?: AdminPermission | 'full';
    /** Errors of the service beyond the ones every route of its kind answers (transform.ts). */
    errors?: readonly ErrorResponseName[];
    /** An example of the JSON body; the document's test checks it against `body`. */
    example?: unknown;
    /** The body the document shows when `body` accepts more than the service does. */
    documentedBody?: z.ZodType;
    /** The multipart form of a route that reads its body itself (no `body` schema). */
    form?: FormBody;
    /** The body of a route that reads it as raw bytes (no `body` schema). */
    rawBody?: RawBody;
    /** The 200 answer of a route that sends something other than its `response` schema. */
    rawResponse?: RawResponse;
  }
}

/** The documentation keys of a route's `schema`, as `doc` and `adminDoc` make them. */
export type RouteDocs = { tags: [Tag]; summary: string; access: Access } & Pick<
  FastifySchema,
  | 'description'
  | 'permission'
  | 'errors'
  | 'example'
  | 'documentedBody'
  | 'form'
  | 'rawBody'
  | 'rawResponse'
>;
type MoreDocs = Omit<RouteDocs, 'tags' | 'summary' | 'access'>;

/** A route's documentation, to spread into its `schema`: `{ ...doc(…), body, response }`. */
export const doc = (tag: Tag, access: Access, summary: string, more: MoreDocs = {}): RouteDocs => ({
  tags: [tag],
  summary,
  access,
  ...more,
});

/** A platform admin route's documentation: an admin token, with `permission` if one is needed. */
export const adminDoc = (
  permission: AdminPermission | 'full' | undefined,
  summary: string,
  more: Omit<MoreDocs, 'permission'> = {},
): RouteDocs => doc('Admin', 'admin', summary, { ...(permission && { permission }), ...more });

/** A 200 answer of one file (a PDF, a CSV, an image). */
export const fileResponse = (mediaType: string, description: string): RawResponse => ({
  status: 200,
  description,
  mediaType,
  schema: { type: 'string', contentMediaType: mediaType },
});

/** An uploaded image's route (lib/media.ts serveMedia): public, one WebP file. */
export const imageDoc = (tag: Tag, summary: string): RouteDocs =>
  doc(tag, 'public', summary, {
    rawResponse: fileResponse(
      'image/webp',
      'The image (cached for a year: its name changes with it)',
    ),
  });

/** The image part of the admin and profile forms (the field is `image` unless renamed). */
export const imageFile = (required: boolean) => ({
  name: 'image',
  required,
  mediaType: 'image/jpeg, image/png, image/webp',
  description: 'JPEG, PNG or WebP, at most 5 MB; stored as WebP.',
});
