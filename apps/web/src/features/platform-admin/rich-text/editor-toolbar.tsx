import type { MouseEvent } from 'react';
import { type Editor, useEditorState } from '@tiptap/react';
import { FORMAT_COMMANDS, removeLink } from './format-commands';

const TOOL =
  'min-w-9 rounded px-2 py-1 text-sm font-semibold text-slate-800 hover:bg-slate-200 aria-pressed:bg-slate-800 aria-pressed:text-white';

/** Keeps the editor's focus and selection when a button is pressed with a mouse. */
const keepFocus = (event: MouseEvent) => event.preventDefault();

interface EditorToolbarProps {
  editor: Editor;
  /** The field's label: the toolbar is "<label> formatting". */
  label: string;
  isLinking: boolean;
  onToggleLink: () => void;
}

/**
 * The formatting buttons above the text: each says whether it is on where the caret is
 * (aria-pressed), and the Link button opens the link address field.
 */
export function EditorToolbar({ editor, label, isLinking, onToggleLink }: EditorToolbarProps) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      FORMAT_COMMANDS.filter((c) => c.isActive(current)).map((c) => c.key),
  });
  return (
    <div
      role="group"
      aria-label={`${label} formatting`}
      className="flex flex-wrap gap-1 border-b border-slate-200 p-1"
    >
      {FORMAT_COMMANDS.map((c) => (
        <button
          key={c.key}
          type="button"
          aria-label={c.label}
          title={c.label}
          aria-pressed={active.includes(c.key)}
          className={TOOL}
          onMouseDown={keepFocus}
          onClick={() => c.run(editor.chain().focus()).run()}
        >
          <span aria-hidden="true">{c.symbol}</span>
        </button>
      ))}
      <button
        type="button"
        className={TOOL}
        aria-expanded={isLinking}
        onMouseDown={keepFocus}
        onClick={onToggleLink}
      >
        Link
      </button>
      <button
        type="button"
        className={TOOL}
        onMouseDown={keepFocus}
        onClick={() => removeLink(editor)}
      >
        Remove link
      </button>
    </div>
  );
}
