import type { Resource, ResourceSummary } from '@degreeworth/core';
import { mediaUrl } from '../../lib/media';
import type { ResourceRow } from './repository';

/** Longest excerpt of an article in the public list, characters. */
export const EXCERPT_CHARS = 200;

/** The start of `text`, cut at a word boundary with an ellipsis when longer than EXCERPT_CHARS. */
export function excerptOf(text: string): string {
  if (text.length <= EXCERPT_CHARS) return text;
  const cut = text.slice(0, EXCERPT_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > EXCERPT_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

type Base = Omit<ResourceRow, 'description' | 'bodyText' | 'createdBy'>;

const baseOf = (r: Base) => ({
  id: r.id,
  title: r.title,
  category: r.category,
  sub_category: r.subCategory,
  image: mediaUrl(r.imagePath),
  language: r.language,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

export const toResource = (r: ResourceRow): Resource => ({
  ...baseOf(r),
  description: r.description,
});

export const toResourceSummary = (r: Base & { text: string }): ResourceSummary => ({
  ...baseOf(r),
  excerpt: excerptOf(r.text),
});
