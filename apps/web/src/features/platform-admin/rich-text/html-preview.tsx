import { PROSE } from './prose';

/**
 * What the article will look like, and the HTML that is sent (the server sanitizes it again).
 * `html` has been through purifyHtml: only the allow-listed tags and safe links.
 */
export function HtmlPreview({ html }: { html: string }) {
  return (
    <section aria-label="Preview" className="mt-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
      <h3 className="text-sm font-semibold text-slate-700">Preview</h3>
      {html ? (
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
