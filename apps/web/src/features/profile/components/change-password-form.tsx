import { useState } from 'react';
import { ChangePasswordInputSchema, MESSAGES } from '@degreeworth/core';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { apiErrorMessage, toast } from '@/lib/toast';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useChangePasswordMutation } from '../api/profile-api';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/** Password change with the current password (issue item 7); other sessions end on success. */
export function ChangePasswordForm() {
  const form = useSchemaForm(ChangePasswordInputSchema, EMPTY);
  const [formError, setFormError] = useState<string | null>(null);
  const [changePassword, { isLoading }] = useChangePasswordMutation();

  const submit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      toast.success((await changePassword(input).unwrap()).message);
      form.reset();
    } catch (err) {
      if (!form.applyServerErrors(err))
        setFormError(apiErrorMessage(err) ?? MESSAGES.contactFailed);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Change password">
      <FormAlert message={formError} />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        {...form.field('current_password')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        {...form.field('password')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        {...form.field('password_confirmation')}
      />
      <Button type="submit" isLoading={isLoading} disabled={form.hasErrors}>
        Update password
      </Button>
    </form>
  );
}
