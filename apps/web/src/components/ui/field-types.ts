/** What a shared field reports on change and on blur: the new value and its validation error. */
export interface FieldChange {
  value: string;
  error: string | null;
}

export const inputClasses =
  'block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 placeholder:text-slate-400 ' +
  'disabled:bg-slate-100 aria-[invalid=true]:border-red-600 border-slate-300';
