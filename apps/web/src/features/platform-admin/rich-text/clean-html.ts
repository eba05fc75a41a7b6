import { RICH_TEXT_RENAMES, RICH_TEXT_TAGS } from '@degreeworth/core';

/**
 * A small allow-list cleaner for the article editor's HTML, mirroring the server's rules
 * (core's RICH_TEXT_TAGS): the preview shows, and the form sends, only what the server keeps. The
 * server sanitizes again whatever arrives. Parsing happens in an inert <template>, so nothing in
 * the text runs or loads while it is cleaned.
 */

const KEEP: ReadonlySet<string> = new Set(RICH_TEXT_TAGS.map((tag) => tag.toUpperCase()));
/** Removed with everything inside. */
const DROP = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'TEMPLATE',
  'NOSCRIPT',
  'IMG',
  'SVG',
  'MATH',
  'FORM',
  'INPUT',
  'BUTTON',
  'SELECT',
  'TEXTAREA',
  'LINK',
  'META',
  'TITLE',
]);
/** Browsers' editing output and out-of-range headings, as the server maps them. */
const RENAME: Record<string, string> = {
  DIV: 'P',
  ...Object.fromEntries(
    Object.entries(RICH_TEXT_RENAMES).map(([from, to]) => [from.toUpperCase(), to.toUpperCase()]),
  ),
};

/** Link targets the server keeps: http, https, mailto, or a path on this site (not //host). */
export const SAFE_LINK = /^(https?:\/\/|mailto:|\/(?!\/))/i;

function copyChildren(from: Node, to: Node): void {
  for (const node of Array.from(from.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) {
      to.appendChild(document.createTextNode(node.textContent ?? ''));
    } else if (node instanceof Element) {
      copyElement(node, to);
    }
  }
}

function copyElement(element: Element, to: Node): void {
  const tag = element.tagName.toUpperCase();
  if (DROP.has(tag)) return;
  const name = RENAME[tag] ?? tag;
  // An unknown wrapper (span, font, section) goes; its text stays.
  if (!KEEP.has(name)) return copyChildren(element, to);
  const copy = document.createElement(name.toLowerCase());
  const href = element.getAttribute('href')?.trim();
  if (name === 'A' && href && SAFE_LINK.test(href)) {
    copy.setAttribute('href', href);
    copy.setAttribute('rel', 'noopener noreferrer');
    copy.setAttribute('target', '_blank');
  }
  copyChildren(element, copy);
  to.appendChild(copy);
}

function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/** True when the HTML has no text at all (the server counts such a description as empty). */
export function isBlankHtml(html: string): boolean {
  return (parse(html).textContent ?? '').trim() === '';
}

/** The HTML with only allowed tags, and links only with safe targets; '' when it has no text. */
export function cleanHtml(html: string): string {
  if (isBlankHtml(html)) return '';
  const out = document.createElement('div');
  copyChildren(parse(html), out);
  return out.innerHTML;
}
