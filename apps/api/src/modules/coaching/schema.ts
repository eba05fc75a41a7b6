import { z } from 'zod';

/** Route-only schemas of the coaching calls (the answers are core's institute.ts schemas). */

/** Any text: a malformed id is the same 404 as an unknown one (never a database error). */
export const CoachingParamsSchema = z.object({ id: z.string() });

/** A comment is at most 2,000 characters (core INSTITUTE_LIMITS.comment): 32 KB is plenty. */
export const COMMENT_BODY_LIMIT_BYTES = 32 * 1024;
