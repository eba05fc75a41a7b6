import type { ChainedCommands, Editor } from '@tiptap/react';

/**
 * The toolbar's formatting buttons, run as Tiptap commands. Their keyboard shortcuts come with
 * the editor's extensions (Ctrl+B, Ctrl+I, Ctrl+U, and Ctrl+Shift+8 / Ctrl+Shift+7 for lists).
 */
export interface FormatCommand {
  key: string;
  label: string;
  /** Visible button text (the label is its accessible name). */
  symbol: string;
  run: (chain: ChainedCommands) => ChainedCommands;
  /** Whether it is on where the caret is (for aria-pressed). */
  isActive: (editor: Editor) => boolean;
}

export const FORMAT_COMMANDS: readonly FormatCommand[] = [
  {
    key: 'bold',
    label: 'Bold',
    symbol: 'B',
    run: (chain) => chain.toggleBold(),
    isActive: (editor) => editor.isActive('bold'),
  },
  {
    key: 'italic',
    label: 'Italic',
    symbol: 'I',
    run: (chain) => chain.toggleItalic(),
    isActive: (editor) => editor.isActive('italic'),
  },
  {
    key: 'underline',
    label: 'Underline',
    symbol: 'U',
    run: (chain) => chain.toggleUnderline(),
    isActive: (editor) => editor.isActive('underline'),
  },
  {
    // The article's title is its h1: the text's headings start at h2. Pressed again, a paragraph.
    key: 'heading',
    label: 'Heading',
    symbol: 'H',
    run: (chain) => chain.toggleHeading({ level: 2 }),
    isActive: (editor) => editor.isActive('heading', { level: 2 }),
  },
  {
    key: 'bullets',
    label: 'Bulleted list',
    symbol: '•',
    run: (chain) => chain.toggleBulletList(),
    isActive: (editor) => editor.isActive('bulletList'),
  },
  {
    key: 'numbers',
    label: 'Numbered list',
    symbol: '1.',
    run: (chain) => chain.toggleOrderedList(),
    isActive: (editor) => editor.isActive('orderedList'),
  },
];

/**
 * Links the selected text to `href`. With nothing selected, the link under the caret gets the
 * new address, or else the address itself is inserted as a linked text where the caret is.
 */
export function applyLink(editor: Editor, href: string): void {
  const chain = editor.chain().focus();
  if (!editor.state.selection.empty) {
    chain.setLink({ href }).run();
  } else if (editor.isActive('link')) {
    chain.extendMarkRange('link').setLink({ href }).run();
  } else {
    chain
      .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
      .run();
  }
}

/** Removes the link under the caret or in the selection (its text stays). */
export function removeLink(editor: Editor): void {
  editor.chain().focus().extendMarkRange('link').unsetLink().run();
}
