import { type FormEvent, useState } from 'react';
import {
  type AdminAccount,
  type AdminPermission,
  SUBADMIN_TEXT,
  SubadminInputSchema,
} from '@degreeworth/core';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/lib/toast';
import { useSchemaForm } from '@/lib/use-schema-form';
import { PermissionCheckboxes } from './permission-checkboxes';

const FieldsSchema = SubadminInputSchema.pick({ name: true, email: true });

export interface SubadminValues {
  name: string;
  email: string;
  permissions: AdminPermission[];
}

interface SubadminFormProps {
  /** The account being changed (its e-mail is fixed); absent when adding. */
  account?: AdminAccount;
  grantable: (permission: AdminPermission) => boolean;
  isBusy: boolean;
  onSubmit: (values: SubadminValues, onError: (err: unknown) => void) => Promise<boolean>;
  onDone: () => void;
}

/** Name, e-mail and permissions of a subadmin, checked with core's SubadminInputSchema. */
export function SubadminForm({ account, grantable, isBusy, onSubmit, onDone }: SubadminFormProps) {
  const form = useSchemaForm(FieldsSchema, {
    name: account?.name ?? '',
    email: account?.email ?? '',
  });
  const [permissions, setPermissions] = useState<AdminPermission[]>(account?.permissions ?? []);
  const [wasSubmitted, setWasSubmitted] = useState(false);
  const permissionsError =
    wasSubmitted && permissions.length === 0 ? SUBADMIN_TEXT.permissionsRequired : null;

  const send = form.handleSubmit(async (data) => {
    if (permissions.length === 0) return void toast.error(SUBADMIN_TEXT.permissionsRequired);
    const values = { name: data.name, email: data.email, permissions };
    if (await onSubmit(values, form.applyServerErrors)) onDone();
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setWasSubmitted(true);
    return send(event);
  };
  const label = account ? 'Save changes' : 'Add subadmin';

  return (
    <form noValidate onSubmit={submit} aria-label={label} className="space-y-4">
      <TextField label="Name" required autoComplete="off" {...form.field('name')} />
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="off"
        readOnly={Boolean(account)}
        {...form.field('email')}
      />
      {!account && (
        <p className="text-sm text-slate-600">
          The new subadmin gets an e-mail with a link to choose a password (valid 3 days).
        </p>
      )}
      <PermissionCheckboxes
        value={permissions}
        onChange={setPermissions}
        grantable={grantable}
        error={permissionsError}
      />
      <Button type="submit" isLoading={isBusy} disabled={form.hasErrors}>
        {label}
      </Button>
    </form>
  );
}
