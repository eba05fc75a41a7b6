import Link from '@tiptap/extension-link';
import StarterKit from '@tiptap/starter-kit';
import { isAllowedHref } from './purify-html';

/**
 * What the editor can make: exactly the server's allow-list (core's RICH_TEXT_TAGS), so the
 * text an admin sees is the text that is stored. Paragraphs, line breaks (Shift+Enter),
 * headings h2–h4, bold, italic, underline, lists, blockquotes and links; undo and redo.
 */
export const EDITOR_EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    // Not on the server's list, so never made here.
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    // An empty paragraph kept after a last list or heading would be sent as <p></p>.
    trailingNode: false,
    // Configured below.
    link: false,
  }),
  Link.configure({
    // Links are made with the toolbar only: typed or pasted addresses stay text, and a click
    // in the editor places the caret instead of leaving the page.
    autolink: false,
    linkOnPaste: false,
    openOnClick: false,
    isAllowedUri: (url) => isAllowedHref(url),
    HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer', class: null },
  }),
];
