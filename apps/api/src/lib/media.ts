import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_BASE_PATH } from '@degreeworth/core';
import { NotFoundError } from './errors';
import { type ImageShape, normalizeImage } from './images';
import { enforceLimits } from './limits';
import type { RateLimiter } from './rate-limiter';

/**
 * Uploaded images of the admin's content, stored like avatars: re-encoded WebP
 * files under DATA_DIR/media/<folder>/, named `<item id>-<random>.webp`, served at
 * /api/v1/media/<folder>/<file>. The stored path is relative to DATA_DIR/media.
 */
export type MediaFolder = 'resources' | 'testimonials' | 'subscriptions' | 'content';

/**
 * A stored file name: the item's uuid (for page images, a uuid of the upload), a dash, a
 * random part, .webp.
 */
const FILE_NAME = /^[0-9a-f-]{36}-[A-Za-z0-9_-]{8,}\.webp$/;

/** The URL path of a stored image. */
export const mediaUrl = (relPath: string) => `${API_BASE_PATH}/media/${relPath}`;

/**
 * Image uploads per admin per hour: each is decoded and re-encoded (the costliest work an
 * account can ask for); far more than editing articles and testimonials needs.
 */
export const CONTENT_UPLOADS_PER_HOUR = 100;

export function createMediaStore(mediaDir: string, limiter: RateLimiter) {
  const store = {
    /**
     * Writes `webp` for item `id` and returns its relative path. Written to a temporary name,
     * then renamed: a crash never leaves a half-written image under a served name.
     */
    async save(folder: MediaFolder, id: string, webp: Buffer): Promise<string> {
      const dir = join(mediaDir, folder);
      await mkdir(dir, { recursive: true });
      const file = `${id}-${randomBytes(9).toString('base64url')}.webp`;
      const temp = join(dir, `.${file}.tmp`);
      await writeFile(temp, webp);
      await rename(temp, join(dir, file));
      return `${folder}/${file}`;
    },
    /** Deletes a stored image; a file already gone is no error. */
    async remove(relPath: string | null | undefined): Promise<void> {
      if (relPath) await unlink(join(mediaDir, relPath)).catch(() => undefined);
    },
    /** The absolute path of a stored image; 404 when it is gone. */
    pathOf(folder: MediaFolder, file: string): string {
      const path = join(mediaDir, folder, file);
      if (!FILE_NAME.test(file) || !existsSync(path))
        throw new NotFoundError('This image does not exist.');
      return path;
    },
  };
  return {
    ...store,
    /**
     * Checks and re-encodes an uploaded `image` (400 when it is not an accepted image: nothing
     * is written), stores it for item `id`, then runs `work` with its path (null without an
     * image). When `work` fails (the database refused the change), the new file is removed:
     * a failed upload leaves neither a row nor a file.
     */
    async withUpload<T>(
      upload: { adminId: string; folder: MediaFolder; id: string; shape: ImageShape },
      image: Buffer | null,
      work: (imagePath: string | null) => Promise<T>,
    ): Promise<T> {
      if (!image) return work(null);
      // Counted before decoding: a refused image cost the decoder as much as an accepted one.
      await enforceLimits(
        limiter,
        [
          {
            key: `content-image:acct:${upload.adminId}`,
            max: CONTENT_UPLOADS_PER_HOUR,
            windowSeconds: 3600,
          },
        ],
        'Too many image uploads.',
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

/** GET /media/<folder>/:file, served as the avatars are (immutable: a new image gets a new name). */
export function serveMedia(app: FastifyInstance, folder: MediaFolder, media: MediaStore): void {
  app.get<{ Params: { file: string } }>(
    `/media/${folder}/:file`,
    { schema: { params: z.object({ file: z.string().regex(FILE_NAME, 'Not found.') }) } },
    async (req, reply) =>
      reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(media.pathOf(folder, req.params.file))),
  );
}
