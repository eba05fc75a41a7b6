import {
  SUBSCRIPTION_LIMITS,
  SUBSCRIPTION_TEXT,
  SUBSCRIPTION_YEARS,
  SubscriptionFieldsSchema,
  type Subscription,
  type SubscriptionFields,
} from '@degreeworth/core';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useImageChoice } from '../hooks/use-image-choice';
import { ImageField } from './image-field';
import { InputField } from './input-field';

/**
 * The multipart body of an add or update: empty or falsy fields are skipped, a
 * status is never sent (it follows from the dates), and the logo part (`logo`) only when a file
 * was chosen (the previous-image marker on edit). `withEmail` false leaves out admin_email: a
 * subadmin cannot change it, and resending the address it saw could undo a full admin's change
 * made meanwhile (the API would answer 403).
 */
export function subscriptionFormData(
  fields: SubscriptionFields,
  logo: File | null,
  withEmail = true,
): FormData {
  const body = new FormData();
  const parts: Record<string, string> = {
    name: fields.name,
    admin_email: withEmail ? fields.admin_email : '',
    seats: fields.seats ? String(fields.seats) : '',
    start_date: fields.start_date,
    end_date: fields.end_date,
  };
  for (const [key, value] of Object.entries(parts)) if (value) body.append(key, value);
  if (logo) body.append('logo', logo);
  return body;
}

interface SubscriptionFormProps {
  /** The stored subscription when editing; absent when adding. */
  subscription?: Subscription;
  /**
   * False for a subadmin: only a full admin may change a stored subscription's admin e-mail
   * (the new address receives the owner's account), so the field is shown read-only.
   */
  canChangeEmail?: boolean;
  submitLabel: string;
  isBusy: boolean;
  /** Sends the multipart body; resolves false on failure with the error for field messages. */
  onSubmit: (body: FormData, onError: (err: unknown) => void) => Promise<boolean>;
  onDone: () => void;
}

/**
 * An institute subscription: name, admin e-mail, seats, start and end date (end ≥ start) and an
 * optional logo, checked with core's SubscriptionFieldsSchema, the API's own rules and words.
 */
export function SubscriptionForm({
  subscription: sub,
  canChangeEmail = true,
  submitLabel,
  isBusy,
  onSubmit,
  onDone,
}: SubscriptionFormProps) {
  const form = useSchemaForm(SubscriptionFieldsSchema, {
    name: sub?.name ?? '',
    admin_email: sub?.admin_email ?? '',
    seats: sub ? String(sub.seats) : '',
    start_date: sub?.start_date ?? '',
    end_date: sub?.end_date ?? '',
  });
  const logo = useImageChoice(false, '');
  const isEmailLocked = Boolean(sub) && !canChangeEmail;

  const submit = form.handleSubmit(async (data) => {
    const body = subscriptionFormData(data, logo.file, !isEmailLocked);
    if (await onSubmit(body, form.applyServerErrors)) onDone();
  });
  const years = { min: `${SUBSCRIPTION_YEARS.min}-01-01`, max: `${SUBSCRIPTION_YEARS.max}-12-31` };

  return (
    <form noValidate onSubmit={submit} aria-label={submitLabel} className="space-y-4">
      <TextField label="Institute name" required autoComplete="off" {...form.field('name')} />
      <TextField
        label="Admin email"
        type="email"
        required
        autoComplete="off"
        readOnly={isEmailLocked}
        hint={isEmailLocked ? SUBSCRIPTION_TEXT.emailFullAdminOnly : undefined}
        {...form.field('admin_email')}
      />
      {!isEmailLocked && (
        <p className="-mt-2 text-xs text-slate-500">
          {sub
            ? 'A new address gets a new invitation; the old address can no longer sign in.'
            : 'The institute admin gets an email with a link to choose a password (valid 7 days).'}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField
          label="Seats"
          type="number"
          required
          min={1}
          max={SUBSCRIPTION_LIMITS.seats}
          {...form.field('seats')}
        />
        <InputField
          label="Start date"
          type="date"
          required
          {...years}
          {...form.field('start_date')}
        />
        <InputField label="End date" type="date" required {...years} {...form.field('end_date')} />
      </div>
      <ImageField
        label="Logo"
        currentUrl={sub?.logo ?? undefined}
        file={logo.file}
        onChange={logo.setFile}
      />
      <Button type="submit" isLoading={isBusy} disabled={form.hasErrors}>
        {submitLabel}
      </Button>
    </form>
  );
}
