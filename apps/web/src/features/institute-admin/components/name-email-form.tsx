import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useSchemaForm } from '@/lib/use-schema-form';

export interface NameEmail {
  name: string;
  email: string;
}

interface NameEmailFormProps {
  /** Core's schema of the call (InstituteStudentInputSchema, SubUserInputSchema). */
  schema: z.ZodType<NameEmail, NameEmail>;
  initial?: NameEmail;
  submitLabel: string;
  /** A line above the button: what happens next (an invitation e-mail). */
  note?: string;
  isBusy: boolean;
  /** Sends the values; true when done. `onError` puts the server's field messages on the fields. */
  onSubmit: (values: NameEmail, onError: (err: unknown) => void) => Promise<boolean>;
  onDone: () => void;
}

/** Name and e-mail of a student or a counselor, checked with the same core schema as the API. */
export function NameEmailForm({
  schema,
  initial = { name: '', email: '' },
  submitLabel,
  note,
  isBusy,
  onSubmit,
  onDone,
}: NameEmailFormProps) {
  const form = useSchemaForm(schema, initial);
  const submit = form.handleSubmit(async (values) => {
    if (await onSubmit(values, form.applyServerErrors)) onDone();
  });
  return (
    <form noValidate onSubmit={submit} aria-label={submitLabel} className="space-y-4">
      <TextField label="Name" required autoComplete="off" {...form.field('name')} />
      <TextField label="Email" type="email" required autoComplete="off" {...form.field('email')} />
      {note && <p className="text-sm text-slate-600">{note}</p>}
      <Button type="submit" isLoading={isBusy} disabled={form.hasErrors}>
        {submitLabel}
      </Button>
    </form>
  );
}
