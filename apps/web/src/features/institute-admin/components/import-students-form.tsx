import { type FormEvent, useId, useState } from 'react';
import {
  INSTITUTE_LIMITS,
  INSTITUTE_TEXT,
  type InstituteImportError,
  InstituteImportErrorSchema,
  formatCount,
} from '@degreeworth/core';
import { runAdminAction } from '@/components/admin/run-admin-action';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { FieldLabel } from '@/components/ui/field-label';
import { useImportInstituteStudentsMutation } from '../api/students-api';
import { TOASTS } from '../institute-texts';
import { ImportErrors } from './import-errors';

const HINT =
  `A header row "name,email", then one student per row: at most ` +
  `${formatCount(INSTITUTE_LIMITS.importRows)} rows and ` +
  `${INSTITUTE_LIMITS.importBytes / 1024} KB. Every row is added, or none. An address that ` +
  'already has its own DegreeWorth account is invited instead.';

/**
 * POST /institute/instituteUsers/import: a CSV of names and school e-mails. All or nothing: a
 * refused file lists every row to correct, and nothing was imported.
 */
export function ImportStudentsForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [refused, setRefused] = useState<InstituteImportError | null>(null);
  const [importStudents, { isLoading }] = useImportInstituteStudentsMutation();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefused(null);
    // The same first checks as the API, before the upload.
    const early = !file
      ? INSTITUTE_TEXT.csvNoFile
      : file.size > INSTITUTE_LIMITS.importBytes
        ? INSTITUTE_TEXT.csvTooLarge
        : null;
    setProblem(early);
    if (!file || early) return;
    const answer = await runAdminAction(
      () => importStudents(file).unwrap(),
      TOASTS.add,
      (err) => {
        const rows = InstituteImportErrorSchema.safeParse(err);
        if (rows.success && rows.data.errors.length > 0) setRefused(rows.data);
      },
    );
    if (answer) onDone();
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Import CSV" className="space-y-4">
      <div>
        <FieldLabel htmlFor={id} label="CSV file" required />
        <input
          id={id}
          type="file"
          accept=".csv,text/csv"
          aria-required
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setProblem(null);
            setRefused(null);
          }}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-emerald-700 file:px-3 file:py-2 file:text-white"
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {HINT}
        </p>
        <FieldError id={`${id}-error`} message={problem} />
      </div>
      {refused && <ImportErrors message={refused.message} errors={refused.errors} />}
      <Button type="submit" isLoading={isLoading}>
        Import students
      </Button>
    </form>
  );
}
