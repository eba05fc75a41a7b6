import { RICH_TEXT_LINK_ATTRIBUTES, RICH_TEXT_SCHEMES, RICH_TEXT_TAGS } from '@degreeworth/core';

/**
 * A second look at an article's HTML before it is rendered. The API sanitizes it with an
 * allow-list (core's RICH_TEXT_TAGS); this check uses the same list
 * and answers yes or no: the HTML is rendered exactly as sent, or not at all. Nothing is
 * stripped here, so a text that passes is shown unchanged and one that does not is never shown.
 */
const TAGS: ReadonlySet<string> = new Set(RICH_TEXT_TAGS);
const LINK_ATTRIBUTES: ReadonlySet<string> = new Set(RICH_TEXT_LINK_ATTRIBUTES);
const SCHEMES: ReadonlySet<string> = new Set(RICH_TEXT_SCHEMES.map((scheme) => `${scheme}:`));
const HTML_NS = 'http://www.w3.org/1999/xhtml';

/**
 * An href the API lets through: http:, https: or mailto:, or a relative address on this site.
 * Browsers ignore tabs, line breaks and leading control characters in a URL, so they are
 * removed before the scheme is read; "//host" and "/\host" lead to another site.
 */
export function isSafeHref(href: string): boolean {
  // eslint-disable-next-line no-control-regex
  const compact = href.replace(/[\u0000-\u0020\u007f]/g, '');
  if (/^[/\\]{2}/.test(compact)) return false;
  const scheme = /^([a-z][a-z0-9+.-]*:)/i.exec(compact)?.[1];
  return scheme === undefined || SCHEMES.has(scheme.toLowerCase());
}

function isAllowedElement(element: Element): boolean {
  if (element.namespaceURI !== HTML_NS || !TAGS.has(element.localName)) return false;
  for (const { name, value } of Array.from(element.attributes)) {
    if (element.localName !== 'a' || !LINK_ATTRIBUTES.has(name)) return false;
    if (name === 'href' && !isSafeHref(value)) return false;
    if (name === 'target' && value !== '_blank') return false;
  }
  return true;
}

function isAllowedTree(root: Node): boolean {
  for (const node of Array.from(root.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE || node.nodeType === Node.COMMENT_NODE) continue;
    if (node.nodeType !== Node.ELEMENT_NODE) return false;
    if (!isAllowedElement(node as Element) || !isAllowedTree(node)) return false;
  }
  return true;
}

/**
 * True when `html` parses into the allowed tags and attributes only. The parse happens in an
 * inert document (DOMParser): nothing in it runs or loads. Markup that would land outside the
 * body (a leading style or meta) or add attributes to html or body also fails.
 */
export function isRenderableRichText(html: string): boolean {
  if (typeof DOMParser === 'undefined') return false;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (
    doc.head.childNodes.length === 0 &&
    doc.documentElement.attributes.length === 0 &&
    doc.body.attributes.length === 0 &&
    isAllowedTree(doc.body)
  );
}
