import { ChangePasswordInputSchema } from '@degreeworth/core';
import { PasswordField } from '@/components/forms/password-field';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/lib/toast';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useChangePasswordMutation } from '../api/profile-api';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/** Password change with the current password; other sessions end on success. */
export function ChangePasswordForm() {
  const form = useSchemaForm(ChangePasswordInputSchema, EMPTY);
  const [changePassword, { isLoading }] = useChangePasswordMutation();

  const submit = form.submitWith(async (input) => {
    toast.success((await changePassword(input).unwrap()).message);
    form.reset();
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Change password">
      <FormAlert message={form.formError} />
      <PasswordField label="Current password" {...form.field('current_password')} />
      <PasswordField label="New password" isNew {...form.field('password')} />
      <PasswordField label="Confirm new password" isNew {...form.field('password_confirmation')} />
      <Button type="submit" isLoading={isLoading} disabled={form.hasErrors}>
        Update password
      </Button>
    </form>
  );
}
