/** The previews' text: plain, with the line breaks of a paragraph kept (as the public pages). */
export const TEXT = 'break-words whitespace-pre-line';
/** A button or link of the public page, drawn but not working in the preview. */
export const FAKE_BUTTON =
  'inline-block rounded-lg bg-emerald-700 px-4 py-2 text-sm font-semibold text-white';
export const FAKE_LINK = 'font-semibold text-emerald-800 underline underline-offset-4';
