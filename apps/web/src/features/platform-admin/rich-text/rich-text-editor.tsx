import { Suspense } from 'react';
import { ChartBoundary } from '@/components/chart-boundary';
import { lazyComponent } from '@/lib/lazy-component';

export interface RichTextEditorProps {
  label: string;
  /** The starting HTML (already sanitized by the server); read once, on mount. */
  initialHtml: string;
  /** The cleaned HTML, or '' when the text is empty. */
  onChange: (html: string) => void;
  error?: string | null;
  required?: boolean;
}

// The editor (Tiptap with ProseMirror, and DOMPurify) is most of the admin's JavaScript and only
// the article form uses it: it loads in its own files when a form first shows it.
const RichTextEditorBody = lazyComponent(() =>
  import('./rich-text-editor-body').then((m) => m.RichTextEditorBody),
);

/** The article text field: a rich-text editor with its toolbar and a preview of the HTML sent. */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <ChartBoundary
      name="The rich-text editor"
      fallback="The text editor could not be loaded. Reload the page to try again."
    >
      <Suspense fallback={<EditorLoading label={props.label} />}>
        <RichTextEditorBody {...props} />
      </Suspense>
    </ChartBoundary>
  );
}

/** Stands in for the editor while its code arrives (the first form that shows it). */
function EditorLoading({ label }: { label: string }) {
  return (
    <div>
      <p className="mb-1 text-sm font-medium text-slate-800">{label}</p>
      <p
        role="status"
        className="min-h-48 rounded-lg border border-slate-300 p-3 text-sm text-slate-500"
      >
        Loading the editor…
      </p>
    </div>
  );
}
