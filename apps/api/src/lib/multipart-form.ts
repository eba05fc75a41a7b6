import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, BadRequestError, ValidationError } from './errors';
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES } from './images';

/**
 * Multipart forms of the admin's content: text fields plus at most one file part
 * (named `image`, or the form's own name such as a subscription's `logo`). Read here (the route's job), checked with the form's core schema, and handed
 * to the service as plain values; the image's bytes are judged by content in the service.
 */
export interface MultipartForm {
  fields: Record<string, string>;
  image: Buffer | null;
}

export const MULTIPART_TEXT = {
  unreadable: 'The form data could not be read. Send it as multipart form data.',
  oneImage: 'Send at most one image.',
  tooManyFields: 'The form has too many fields.',
  tooLong: (field: string) => `The ${field} field is too long.`,
} as const;

/**
 * Lets the routes of `app` (one module's encapsulated plugin) read multipart bodies. Registered
 * per module, not app-wide: the plugin adds an async onRequest hook (a 'close' listener on every
 * answer) and an async onResponse hook, which every other request would pay for.
 * Elsewhere a multipart body is refused with 415 before any route code runs.
 */
export async function acceptMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 10 } });
}

/** Errors of the multipart reader that concern the request, as our 4xx answers. */
function asClientError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError(413, 'PAYLOAD_TOO_LARGE', IMAGE_MESSAGES.size);
  if (code === 'FST_FILES_LIMIT') return new BadRequestError(MULTIPART_TEXT.oneImage);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return new BadRequestError(MULTIPART_TEXT.tooManyFields);
  // Anything else here is the body itself: no boundary, a cut-off part, a bad part header.
  return new BadRequestError(MULTIPART_TEXT.unreadable);
}

/**
 * The fields named in `names` (others are ignored) and the file part named `fileField` (default
 * `image`), if any (an empty file counts as none), returned as `image`. `maxFieldBytes` bounds
 * each field while streaming; a longer one is a 400.
 */
export async function readMultipartForm(
  req: FastifyRequest,
  opts: {
    names: readonly string[];
    maxFieldBytes: number;
    notMultipart: string;
    fileField?: string;
  },
): Promise<MultipartForm> {
  const fileField = opts.fileField ?? 'image';
  if (!req.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', opts.notMultipart);
  const fields: Record<string, string> = {};
  let image: Buffer | null = null;
  const limits = {
    fileSize: IMAGE_MAX_BYTES,
    files: 1,
    // Room for fields a client adds (an id, a previous-image marker): ignored, not refused.
    fields: opts.names.length + 20,
    fieldSize: opts.maxFieldBytes,
  };
  try {
    for await (const part of req.parts({ limits })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname === fileField && buffer.length > 0) image = buffer;
      } else if (opts.names.includes(part.fieldname)) {
        if (part.valueTruncated) {
          const message = MULTIPART_TEXT.tooLong(part.fieldname);
          throw new ValidationError(message, { [part.fieldname]: [message] });
        }
        // Browsers send line breaks in form data as CRLF (HTML's form encoding): stored as LF.
        fields[part.fieldname] = String(part.value).replace(/\r\n?/g, '\n');
      }
    }
  } catch (err) {
    throw asClientError(err);
  }
  return { fields, image };
}

/**
 * Checks form fields (or a JSON body a service checks itself) with a core schema: a 400 with one
 * message per field ("hero.title" for nested ones), like the route-checked JSON bodies.
 */
export function parseFields<S extends z.ZodType>(schema: S, fields: unknown) {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data as z.output<S>;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.') || 'form';
    (fieldErrors[field] ??= []).push(issue.message);
  }
  throw new ValidationError(parsed.error.issues[0]!.message, fieldErrors);
}
