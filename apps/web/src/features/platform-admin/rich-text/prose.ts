/** How the article's HTML looks in the editor and the preview (no typography plugin here). */
export const PROSE =
  'text-slate-800 [&_a]:text-emerald-800 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-3 ' +
  '[&_h2]:mt-3 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:font-semibold ' +
  '[&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6';
