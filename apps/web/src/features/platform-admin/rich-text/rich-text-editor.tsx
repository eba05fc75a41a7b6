import { type ClipboardEvent, useEffect, useId, useRef, useState } from 'react';
import { FieldError } from '@/components/ui/field-error';
import { purifyHtml } from './purify-html';
import { exec, FORMAT_COMMANDS, insertLink, runCommand } from './editor-commands';
import { LinkForm } from './link-form';
import { useEditorSelection } from './use-editor-selection';

/** How the article's HTML looks in the editor and the preview (no typography plugin here). */
export const PROSE =
  'text-slate-800 [&_a]:text-emerald-800 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-3 ' +
  '[&_h2]:mt-3 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:font-semibold ' +
  '[&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6';

interface RichTextEditorProps {
  label: string;
  /** The starting HTML (already sanitized by the server); read once, on mount. */
  initialHtml: string;
  /** The cleaned HTML, or '' when the text is empty. */
  onChange: (html: string) => void;
  error?: string | null;
  required?: boolean;
}

const TOOL =
  'min-w-9 rounded px-2 py-1 text-sm font-semibold text-slate-800 hover:bg-slate-200 aria-pressed:bg-slate-800 aria-pressed:text-white';

/**
 * A small rich-text editor: a contentEditable text box with toolbar buttons for bold, italic,
 * underline, heading, bulleted and numbered lists and links, and a preview of the HTML sent.
 */
export function RichTextEditor({
  label,
  initialHtml,
  onChange,
  error,
  required,
}: RichTextEditorProps) {
  const id = useId();
  const editorRef = useRef<HTMLDivElement>(null);
  const { active, restore } = useEditorSelection(editorRef);
  const [isLinking, setIsLinking] = useState(false);
  const [html, setHtml] = useState(() => purifyHtml(initialHtml));

  useEffect(() => {
    const editor = editorRef.current;
    if (editor) editor.innerHTML = initialHtml;
    // Enter starts a <p>, which the server keeps (it drops Chrome's default <div>, merging lines).
    exec('defaultParagraphSeparator', 'p');
    // initialHtml is read once: the editor owns its content afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const report = () => {
    const next = purifyHtml(editorRef.current?.innerHTML ?? '');
    setHtml(next);
    onChange(next);
  };
  const format = (run: () => void) => {
    run();
    report();
  };
  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    // Pasted text arrives plain: styles and markup of other programs stay out of the article.
    event.preventDefault();
    exec('insertText', event.clipboardData.getData('text/plain'));
    report();
  };
  const applyLink = (url: string) => {
    setIsLinking(false);
    const hasSelection = restore();
    format(() => insertLink(url, hasSelection));
  };
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');

  return (
    <div>
      <div className="mb-1 flex gap-0.5 text-sm font-medium text-slate-800">
        <span id={`${id}-label`} onClick={() => editorRef.current?.focus()}>
          {label}
        </span>
        {required && (
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        )}
      </div>
      <div className="rounded-lg border border-slate-300 bg-white has-[[aria-invalid=true]]:border-red-600">
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
              aria-pressed={active.has(c.key)}
              className={TOOL}
              // Keeps the editor's selection when the button is pressed with a mouse.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                restore();
                format(() => runCommand(c));
              }}
            >
              <span aria-hidden="true">{c.symbol}</span>
            </button>
          ))}
          <button
            type="button"
            className={TOOL}
            aria-expanded={isLinking}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => setIsLinking((open) => !open)}
          >
            Link
          </button>
          <button
            type="button"
            className={TOOL}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              restore();
              format(() => exec('unlink'));
            }}
          >
            Remove link
          </button>
        </div>
        {isLinking && (
          <LinkForm
            onApply={applyLink}
            onCancel={() => {
              setIsLinking(false);
              restore();
            }}
          />
        )}
        <div
          ref={editorRef}
          contentEditable
          role="textbox"
          aria-multiline="true"
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          tabIndex={0}
          onInput={report}
          onBlur={report}
          onPaste={onPaste}
          className={`min-h-48 p-3 outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 ${PROSE}`}
        />
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
        Ctrl+B, Ctrl+I and Ctrl+U work too. Pasted text arrives without formatting.
      </p>
      <FieldError id={`${id}-error`} message={error} />
      <HtmlPreview html={html} />
    </div>
  );
}

/** What the article will look like, and the HTML that is sent (the server sanitizes it again). */
function HtmlPreview({ html }: { html: string }) {
  return (
    <section aria-label="Preview" className="mt-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
      <h3 className="text-sm font-semibold text-slate-700">Preview</h3>
      {html ? (
        // purifyHtml kept only the allow-listed tags and safe links.
        <div className={PROSE} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p className="text-sm text-slate-500">Nothing written yet.</p>
      )}
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-emerald-800">HTML</summary>
        <pre className="mt-1 overflow-x-auto text-xs break-all whitespace-pre-wrap">
          <code>{html}</code>
        </pre>
      </details>
    </section>
  );
}
