import { useId } from 'react';
import type { ImportRowError } from '@degreeworth/core';

/** "Row 3 · email: Invalid email address."; a whole-row error: "Row 4: Each row needs …". */
export function rowErrorText({ row, field, message }: ImportRowError): string {
  return field === 'row' ? `Row ${row}: ${message}` : `Row ${row} · ${field}: ${message}`;
}

interface ImportErrorsProps {
  /** The answer's message: nothing was imported. */
  message: string;
  errors: ImportRowError[];
}

/** Every row a CSV import refused, as a list named by its heading; the file's rows count from the header (1). */
export function ImportErrors({ message, errors }: ImportErrorsProps) {
  const headingId = useId();
  return (
    <section className="space-y-2 rounded-lg bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
      <p role="alert">{message}</p>
      <h3 id={headingId} className="font-semibold">
        Rows to correct ({errors.length})
      </h3>
      <ul
        aria-labelledby={headingId}
        // A long list scrolls; keyboard users scroll it once it has focus.
        tabIndex={0}
        className="max-h-64 list-disc space-y-1 overflow-y-auto pl-5"
      >
        {errors.map((e) => (
          <li key={`${e.row}-${e.field}-${e.message}`}>{rowErrorText(e)}</li>
        ))}
      </ul>
    </section>
  );
}
