import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { API_BASE_PATH, MESSAGES } from '@degreeworth/core';
import type { Db } from '../db/client';
import { mediaFiles } from '../db/schema';
import { NotFoundError } from './errors';
import { type ImageShape, normalizeImage } from './images';
import { enforceLimits } from './limits';
import type { RateLimiter } from './rate-limiter';

/**
 * Uploaded images: re-encoded WebP, stored in the database (table media_files) so that every
 * host serves every image, named `<item id>-<random>.webp` in a folder per kind, served at
 * /api/v1/media/<folder>/<file>. Owning rows store the relative path `<folder>/<file>`.
 */
export const MEDIA_FOLDERS = [
  'avatars',
  'resources',
  'testimonials',
  'subscriptions',
  'content',
] as const;
export type MediaFolder = (typeof MEDIA_FOLDERS)[number];

/**
 * A stored file name: the item's uuid (for page images, a uuid of the upload), a dash, a
 * random part, .webp.
 */
export const MEDIA_FILE_NAME = /^[0-9a-f-]{36}-[A-Za-z0-9_-]{8,}\.webp$/;

/** The URL path of a stored image. */
export const mediaUrl = (relPath: string) => `${API_BASE_PATH}/media/${relPath}`;

/**
 * Image uploads per admin per hour: each is decoded and re-encoded (the costliest work an
 * account can ask for); far more than editing articles and testimonials needs.
 */
export const CONTENT_UPLOADS_PER_HOUR = 100;
/** Profile pictures per account per hour: someone choosing a picture needs a few. */
export const AVATAR_UPLOADS_PER_HOUR = 20;

/** The hourly upload limit of each folder: its counter's name and its most per account. */
const UPLOAD_LIMITS: Record<MediaFolder, { counter: string; max: number }> = {
  avatars: { counter: 'avatar', max: AVATAR_UPLOADS_PER_HOUR },
  resources: { counter: 'content-image', max: CONTENT_UPLOADS_PER_HOUR },
  testimonials: { counter: 'content-image', max: CONTENT_UPLOADS_PER_HOUR },
  subscriptions: { counter: 'content-image', max: CONTENT_UPLOADS_PER_HOUR },
  content: { counter: 'content-image', max: CONTENT_UPLOADS_PER_HOUR },
};

export function createMediaStore(db: Db, limiter: RateLimiter) {
  const store = {
    /** Stores `webp` for item `id` under a new name and returns its relative path. */
    async save(folder: MediaFolder, id: string, webp: Buffer): Promise<string> {
      const path = `${folder}/${id}-${randomBytes(9).toString('base64url')}.webp`;
      await db.insert(mediaFiles).values({ path, content: webp });
      return path;
    },
    /** Deletes a stored image; one already gone is no error. */
    async remove(relPath: string | null | undefined): Promise<void> {
      if (relPath) await db.delete(mediaFiles).where(eq(mediaFiles.path, relPath));
    },
    /** The bytes of a stored image; 404 when it is gone. */
    async read(folder: MediaFolder, file: string): Promise<Buffer> {
      const [row] = MEDIA_FILE_NAME.test(file)
        ? await db
            .select({ content: mediaFiles.content })
            .from(mediaFiles)
            .where(eq(mediaFiles.path, `${folder}/${file}`))
        : [];
      if (!row) throw new NotFoundError('This image does not exist.');
      return row.content;
    },
  };
  return {
    ...store,
    /**
     * Checks and re-encodes an uploaded `image` (400 when it is not an accepted image: nothing
     * is written), stores it for item `id`, then runs `work` with its path (null without an
     * image). When `work` fails (the database refused the change), the new image is removed:
     * a failed upload leaves neither a row nor an image. `accountId`'s uploads to the folder
     * are limited per hour (UPLOAD_LIMITS).
     */
    async withUpload<T>(
      upload: { accountId: string; folder: MediaFolder; id: string; shape: ImageShape },
      image: Buffer | null,
      work: (imagePath: string | null) => Promise<T>,
    ): Promise<T> {
      if (!image) return work(null);
      // Counted before decoding: a refused image cost the decoder as much as an accepted one.
      const { counter, max } = UPLOAD_LIMITS[upload.folder];
      await enforceLimits(
        limiter,
        [{ key: `${counter}:acct:${upload.accountId}`, max, windowSeconds: 3600 }],
        MESSAGES.tooManyImageUploads,
      );
      const webp = await normalizeImage(image, upload.shape);
      const imagePath = await store.save(upload.folder, upload.id, webp);
      try {
        return await work(imagePath);
      } catch (err) {
        await store.remove(imagePath);
        throw err;
      }
    },
  };
}
export type MediaStore = ReturnType<typeof createMediaStore>;

/**
 * GET /media/<folder>/:file, served as the avatars are (immutable: a new image gets a new name).
 * `docs`: the route's documentation (modules/api-docs `imageDoc`), given by the module serving it.
 */
export function serveMedia(
  app: FastifyInstance,
  folder: MediaFolder,
  media: MediaStore,
  docs: FastifySchema,
): void {
  app.get<{ Params: { file: string } }>(
    `/media/${folder}/:file`,
    {
      schema: {
        ...docs,
        params: z.object({ file: z.string().regex(MEDIA_FILE_NAME, 'Not found.') }),
      },
    },
    async (req, reply) => {
      const bytes = await media.read(folder, req.params.file);
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
}

/**
 * Images an earlier version stored as files (`<mediaDir>/<folder>/<file>`), copied into the
 * database so that every host serves them; the files stay where they are. An image already in
 * the database is left as it is, so running this on every start costs a directory listing.
 * Returns how many images were copied.
 */
export async function copyMediaFilesIntoDatabase(db: Db, mediaDir: string): Promise<number> {
  let copied = 0;
  for (const folder of MEDIA_FOLDERS) {
    const dir = join(mediaDir, folder);
    if (!existsSync(dir)) continue;
    for (const file of (await readdir(dir)).filter((name) => MEDIA_FILE_NAME.test(name))) {
      const inserted = await db
        .insert(mediaFiles)
        .values({ path: `${folder}/${file}`, content: await readFile(join(dir, file)) })
        .onConflictDoNothing()
        .returning({ path: mediaFiles.path });
      copied += inserted.length;
    }
  }
  return copied;
}
