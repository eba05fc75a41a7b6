/**
 * The HTML an article's text may hold: one allow-list for the
 * server's sanitizer (apps/api/src/lib/rich-text.ts), the admin editor's cleaner and the article
 * page's check, so the three never drift apart. Everything else is removed by the server.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'blockquote',
  'a',
] as const;

/** The only attributes kept, all on links (rel is always set to "noopener noreferrer"). */
export const RICH_TEXT_LINK_ATTRIBUTES = ['href', 'target', 'rel'] as const;

/** Link schemes kept (besides relative addresses on this site; never "//host"). */
export const RICH_TEXT_SCHEMES = ['http', 'https', 'mailto'] as const;

/** Headings outside h2–h4 become the nearest allowed one. */
export const RICH_TEXT_RENAMES = { h1: 'h2', h5: 'h4', h6: 'h4' } as const;
