import sanitizeHtml from 'sanitize-html';
import {
  RICH_TEXT_LINK_ATTRIBUTES,
  RICH_TEXT_RENAMES,
  RICH_TEXT_SCHEMES,
  RICH_TEXT_TAGS,
} from '@degreeworth/core';

/**
 * Rich text of the admin's articles, sanitized on the server with an allow-list
 * before it is stored, so what the public pages render is always this subset of HTML:
 * - paragraphs and line breaks, headings h2–h4 (h1 becomes h2, h5/h6 become h4), bulleted and
 *   numbered lists, bold/italic/underline (strong, b, em, i, u) and blockquotes;
 * - links whose href is http:, https: or mailto: (or a relative link on this site, such as
 *   "#/rankings"); protocol-relative "//host" links and every other scheme (javascript:, data:,
 *   vbscript:…) lose their href. Every link gets rel="noopener noreferrer"; target is kept only
 *   as "_blank";
 * - no other tag and no other attribute: no script, style, iframe, object, form, img or svg, no
 *   style, class, id or on* attributes. The text inside script, style and textarea is dropped
 *   with the tag; other unknown tags are dropped but keep their text.
 * Images are not allowed inside the text: each article has its own uploaded image, checked and
 * re-encoded by the server, and a hot-linked image would let a third party see every reader.
 */
export { RICH_TEXT_TAGS };

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: [...RICH_TEXT_LINK_ATTRIBUTES] },
  allowedSchemes: [...RICH_TEXT_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    ...RICH_TEXT_RENAMES,
    a: (_tag, attribs) => ({
      tagName: 'a',
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        ...(attribs.target === '_blank' ? { target: '_blank' } : {}),
        rel: 'noopener noreferrer',
      },
    }),
  },
};

/** The allowed subset of `html` (see above). */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

const ENTITIES: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&amp;': '&',
};

/** The words of sanitized HTML as plain text (search, excerpts): one space between blocks. */
export function richTextToPlain(html: string): string {
  const spaced = html.replace(/<\/(p|h2|h3|h4|li|blockquote)>|<br\s*\/?>/gi, ' $&');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}
