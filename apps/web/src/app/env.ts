import type { PublicConfig } from '@degreeworth/core';
// The zod-free twin of PublicConfigSchema: read before the first page renders, so zod stays
// out of the first bundle.
import { PublicConfigCheck } from '@degreeworth/core/checks';
import { DEFAULT_PUBLIC_CONFIG } from '@/lib/public-config';

/** Id of the element the API server writes in place of `<!--dw-public-config-->` in index.html. */
export const PUBLIC_CONFIG_ELEMENT_ID = 'dw-public-config';

/**
 * The browser's public settings, read once at start from the JSON script the server embeds.
 * Without it (Vite dev server, tests) or when it does not parse, the defaults apply; a
 * malformed block is a server bug, so it is reported on the console rather than hidden.
 */
export function readPublicConfig(doc: Document = document): PublicConfig {
  const element = doc.getElementById(PUBLIC_CONFIG_ELEMENT_ID);
  if (!element?.textContent) return DEFAULT_PUBLIC_CONFIG;
  try {
    const parsed = PublicConfigCheck.safeParse(JSON.parse(element.textContent));
    if (parsed.success) return parsed.data;
    console.error('Public configuration does not match its schema; using defaults.', parsed.issues);
  } catch (err) {
    console.error('Public configuration is not valid JSON; using defaults.', err);
  }
  return DEFAULT_PUBLIC_CONFIG;
}
