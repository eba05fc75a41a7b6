import { useId, useMemo, useState } from 'react';
import { EditorContent, type EditorOptions, useEditor } from '@tiptap/react';
import { FieldError } from '@/components/ui/field-error';
import { EDITOR_EXTENSIONS } from './editor-extensions';
import { EditorToolbar } from './editor-toolbar';
import { applyLink } from './format-commands';
import { HtmlPreview } from './html-preview';
import { LinkForm } from './link-form';
import { PROSE } from './prose';
import { purifyHtml } from './purify-html';
import type { RichTextEditorProps } from './rich-text-editor';

type EditorProps = EditorOptions['editorProps'];

/** Pasted text arrives plain: styles and markup of other programs stay out of the article. */
const pastePlainText: NonNullable<EditorProps['handleDOMEvents']>['paste'] = (view, event) => {
  event.preventDefault();
  const text = event.clipboardData?.getData('text/plain') ?? '';
  // One paragraph per line, in the formatting where the caret is.
  if (text) view.pasteText(text, event);
  return true;
};

/**
 * The article editor (Tiptap): a labelled text box with toolbar buttons for bold, italic,
 * underline, heading, bulleted and numbered lists and links, and a preview of the HTML sent.
 * Loaded on demand by RichTextEditor.
 */
export function RichTextEditorBody({
  label,
  initialHtml,
  onChange,
  error,
  required,
}: RichTextEditorProps) {
  const id = useId();
  // initialHtml is read once: the editor owns its content afterwards.
  const [initialContent] = useState(() => purifyHtml(initialHtml));
  const [html, setHtml] = useState(initialContent);
  const [isLinking, setIsLinking] = useState(false);
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const editorProps = useMemo<EditorProps>(
    () => ({
      attributes: {
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        'aria-describedby': describedBy,
        ...(required ? { 'aria-required': 'true' } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        class: `min-h-48 p-3 outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 ${PROSE}`,
      },
      handleDOMEvents: { paste: pastePlainText },
    }),
    [id, describedBy, required, error],
  );
  const editor = useEditor({
    extensions: EDITOR_EXTENSIONS,
    content: initialContent,
    // As before Tiptap: typed text such as "## " or "1. " stays text, and so does pasted text.
    enableInputRules: false,
    enablePasteRules: false,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const next = purifyHtml(current.getHTML());
      setHtml(next);
      onChange(next);
    },
  });

  return (
    <div>
      <div className="mb-1 flex gap-0.5 text-sm font-medium text-slate-800">
        <span id={`${id}-label`} onClick={() => editor.commands.focus()}>
          {label}
        </span>
        {required && (
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        )}
      </div>
      <div className="rounded-lg border border-slate-300 bg-white has-[[aria-invalid=true]]:border-red-600">
        <EditorToolbar
          editor={editor}
          label={label}
          isLinking={isLinking}
          onToggleLink={() => setIsLinking((open) => !open)}
        />
        {isLinking && (
          <LinkForm
            onApply={(url) => {
              setIsLinking(false);
              applyLink(editor, url);
            }}
            onCancel={() => {
              setIsLinking(false);
              editor.commands.focus();
            }}
          />
        )}
        <EditorContent editor={editor} />
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
        Ctrl+B, Ctrl+I and Ctrl+U work too. Pasted text arrives without formatting.
      </p>
      <FieldError id={`${id}-error`} message={error} />
      <HtmlPreview html={html} />
    </div>
  );
}
