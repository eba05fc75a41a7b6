import DOMPurify, { type Config } from 'dompurify';
import {
  RICH_TEXT_LINK_ATTRIBUTES,
  RICH_TEXT_RENAMES,
  RICH_TEXT_SCHEMES,
  RICH_TEXT_TAGS,
} from '@degreeworth/core';

/**
 * The article editor's HTML check in the browser, with DOMPurify set to the server's allow-list
 * (core's RICH_TEXT_* lists, apps/api/src/lib/rich-text.ts): what the editor starts from, what
 * the preview shows and what the form sends are only what the server keeps. The server sanitizes
 * again whatever arrives. DOMPurify parses in an inert document, so nothing in the text runs or
 * loads while it is checked.
 */

const RENAMES: Readonly<Record<string, string>> = RICH_TEXT_RENAMES;

/**
 * Link targets the server keeps: http:, https: or mailto:, or an address without a scheme on
 * this site ("/resources", "#/rankings"), but never "//host" or "/\host", which lead elsewhere.
 * DOMPurify removes blanks and control characters from the value before it tests it.
 */
const SAFE_HREF = new RegExp(
  `^(?:(?:${RICH_TEXT_SCHEMES.join('|')}):|(?![/\\\\]{2})(?![a-z][a-z0-9+.-]*:))`,
  'i',
);

/** Whether the server keeps `href` on a link (the editor's link mark uses the same rule). */
export function isAllowedHref(href: string): boolean {
  // eslint-disable-next-line no-control-regex
  return SAFE_HREF.test(href.replace(/[\u0000-\u0020\u007f]/g, ''));
}

// An instance of our own, so its hook and settings never touch another user of DOMPurify.
const purify = DOMPurify(window);

// Attributes stay only on links; a link that kept its address opens in a new tab without the
// opener, and one that lost it keeps nothing (its text stays).
purify.addHook('afterSanitizeAttributes', (node) => {
  if (!(node instanceof Element)) return;
  const hasHref = node.localName === 'a' && node.hasAttribute('href');
  for (const { name } of Array.from(node.attributes)) {
    if (!hasHref || name !== 'href') node.removeAttribute(name);
  }
  if (hasHref) {
    node.setAttribute('rel', 'noopener noreferrer');
    node.setAttribute('target', '_blank');
  }
});

const CONFIG: Config & { RETURN_DOM_FRAGMENT: true } = {
  // The renamed headings are let in, then renamed below, as the server does.
  ALLOWED_TAGS: [...RICH_TEXT_TAGS, ...Object.keys(RENAMES)],
  ALLOWED_ATTR: [...RICH_TEXT_LINK_ATTRIBUTES],
  ALLOWED_URI_REGEXP: SAFE_HREF,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Like the server, the text inside these goes with the tag (script, style and others already do).
  ADD_FORBID_CONTENTS: ['textarea', 'option'],
  RETURN_DOM_FRAGMENT: true,
};

function rename(fragment: DocumentFragment): void {
  for (const [from, to] of Object.entries(RENAMES)) {
    for (const element of Array.from(fragment.querySelectorAll(from))) {
      const copy = document.createElement(to);
      copy.append(...Array.from(element.childNodes));
      element.replaceWith(copy);
    }
  }
}

/** The HTML with only the allowed tags, and links only with safe targets; '' when it has no text
 * (the server counts such a description as empty). */
export function purifyHtml(html: string): string {
  const fragment = purify.sanitize(html, CONFIG);
  if ((fragment.textContent ?? '').trim() === '') return '';
  rename(fragment);
  const out = document.createElement('div');
  out.append(fragment);
  return out.innerHTML;
}
