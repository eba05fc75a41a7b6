import sharp from 'sharp';
import { BadRequestError } from './errors';

/** Uploads (issue #3): PNG, JPEG or WebP up to 5 MB, judged by content, never by name. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const ACCEPTED = new Set(['png', 'jpeg', 'webp']);
export const IMAGE_MESSAGES = {
  type: 'The image must be a PNG, JPEG or WebP file.',
  size: 'The image must be at most 5 MB.',
} as const;

/**
 * Checks the bytes really are an accepted image, then re-encodes to a 256×256 WebP
 * (drops metadata such as GPS, and anything smuggled after the image data).
 */
export async function normalizeAvatar(input: Buffer): Promise<Buffer> {
  let format: string | undefined;
  try {
    ({ format } = await sharp(input).metadata());
  } catch {
    throw new BadRequestError(IMAGE_MESSAGES.type);
  }
  if (!format || !ACCEPTED.has(format)) throw new BadRequestError(IMAGE_MESSAGES.type);
  try {
    return await sharp(input, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(256, 256, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new BadRequestError(IMAGE_MESSAGES.type);
  }
}
