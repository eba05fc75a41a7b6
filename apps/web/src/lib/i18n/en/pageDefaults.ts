import { LEGAL_PAGE_DEFAULTS, PAGE_CONTENT_DEFAULTS } from '@degreeworth/core';

/**
 * The editable pages' default texts, which the pages show until GET /content/{page} answers.
 * Never registered in English: the pages take core's English defaults straight (the home
 * page's are in the first bundle, the legal pages' come with those pages). Listed here so the
 * Spanish below must cover every text, with the same keys.
 */
export const pageDefaults = { ...PAGE_CONTENT_DEFAULTS, ...LEGAL_PAGE_DEFAULTS } as const;
