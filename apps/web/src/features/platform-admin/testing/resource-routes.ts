import type { Resource } from '@degreeworth/core';
import { jsonResponse } from '@/testing/fetch-stub';

/** GET /admin/adminResources answering the current `items` (a list the test may change). */
export function resourceList(items: () => Resource[]) {
  return () =>
    jsonResponse(200, { resources: items(), page: 1, per_page: 20, total: items().length });
}

/** GET /admin/adminResources/categories answering these categories (A to Z, one article each). */
export function categoryList(names: string[]) {
  return () => jsonResponse(200, { categories: names.map((category) => ({ category, count: 1 })) });
}

/** A PNG file as the file input gives it. */
export const pngFile = (name = 'cover.png') =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
