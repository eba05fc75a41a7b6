import { PAGE_CONTENT_DEFAULTS_ES } from '@degreeworth/core';
import type { pageDefaults as en } from '../en/pageDefaults';
import type { Messages } from '../messages';

/*
 * The Spanish defaults of the editable pages (core's, which the API lays an admin's Spanish
 * over). Here so they load with the Spanish texts, before a Spanish visit's first render, and
 * never with the first page: lib/page-content.ts reads them from this bundle.
 */
export const pageDefaults: Messages<typeof en> = PAGE_CONTENT_DEFAULTS_ES;
