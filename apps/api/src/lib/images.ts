import sharp, { type Metadata } from 'sharp';
import { BadRequestError } from './errors';

/** Uploads: PNG, JPEG or WebP up to 5 MB, judged by content, never by name. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/**
 * Largest side decoded, pixels. A few hundred kB of PNG can declare
 * 20000×20000 pixels (1.6 GB to decode); 4096×4096 is at most 64 MB of RGBA for a 256×256
 * avatar. A 12-megapixel photo (4032×3024) fits; a 24-megapixel one must be made smaller first.
 */
export const IMAGE_MAX_SIDE = 4096;
const ACCEPTED = new Set(['png', 'jpeg', 'webp']);
export const IMAGE_MESSAGES = {
  type: 'The image must be a PNG, JPEG or WebP file.',
  size: 'The image must be at most 5 MB.',
  dimensions: `The image must be at most ${IMAGE_MAX_SIDE} × ${IMAGE_MAX_SIDE} pixels.`,
} as const;

/** What an accepted image becomes: a WebP of this box (cover: cropped to fill it; inside: fit). */
export interface ImageShape {
  width: number;
  height: number;
  fit: 'cover' | 'inside';
}

/** Profile pictures and testimonial portraits. */
export const AVATAR_SHAPE: ImageShape = { width: 256, height: 256, fit: 'cover' };
/** Article images: at most 1600 × 1600, never enlarged, the proportions kept. */
export const ARTICLE_SHAPE: ImageShape = { width: 1600, height: 1600, fit: 'inside' };
/** Institute logos: at most 512 × 512, never enlarged, the proportions kept. */
export const LOGO_SHAPE: ImageShape = { width: 512, height: 512, fit: 'inside' };
/** The one image of an editable public page (a wide hero or banner), proportions kept. */
export const PAGE_IMAGE_SHAPE: ImageShape = { width: 1920, height: 1920, fit: 'inside' };

/**
 * Checks the bytes really are an accepted image and, from its header alone, that it is at most
 * IMAGE_MAX_SIDE on each side; then decodes it (never more pixels than that, whatever the
 * header said) and re-encodes a WebP of `shape` (drops metadata such as GPS, and anything
 * smuggled after the image data).
 */
export async function normalizeImage(input: Buffer, shape: ImageShape): Promise<Buffer> {
  let meta: Metadata;
  try {
    meta = await sharp(input).metadata();
  } catch {
    throw new BadRequestError(IMAGE_MESSAGES.type);
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) throw new BadRequestError(IMAGE_MESSAGES.type);
  if (!(meta.width <= IMAGE_MAX_SIDE && meta.height <= IMAGE_MAX_SIDE))
    throw new BadRequestError(IMAGE_MESSAGES.dimensions);
  try {
    return await sharp(input, { limitInputPixels: IMAGE_MAX_SIDE * IMAGE_MAX_SIDE })
      .rotate()
      .resize(shape.width, shape.height, {
        fit: shape.fit,
        withoutEnlargement: shape.fit === 'inside',
      })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new BadRequestError(IMAGE_MESSAGES.type);
  }
}
