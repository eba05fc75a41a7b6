import { InstituteUpdatePasswordInputSchema } from '@degreeworth/core';
import { runAdminAction } from '@/components/admin/run-admin-action';
import { PasswordField } from '@/components/forms/password-field';
import { Button } from '@/components/ui/button';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useUpdateInstitutePasswordMutation } from '../api/institute-auth-api';
import { InstitutePageFrame } from '../components/institute-page-frame';
import { TOASTS } from '../institute-texts';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/** /{institute}/admin/update-password: the current password, then the new one twice. */
export function InstituteUpdatePasswordPage() {
  const form = useSchemaForm(InstituteUpdatePasswordInputSchema, EMPTY);
  const [updatePassword, { isLoading }] = useUpdateInstitutePasswordMutation();
  const submit = form.handleSubmit(async (input) => {
    const answer = await runAdminAction(
      () => updatePassword(input).unwrap(),
      TOASTS.update,
      form.applyServerErrors,
    );
    if (answer) form.reset();
  });
  return (
    <InstitutePageFrame title="Update password">
      <form
        noValidate
        onSubmit={submit}
        aria-label="Update password"
        className="max-w-md space-y-4 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-6"
      >
        <PasswordField label="Current password" {...form.field('current_password')} />
        <PasswordField label="New password" isNew {...form.field('password')} />
        <PasswordField
          label="Confirm new password"
          isNew
          {...form.field('password_confirmation')}
        />
        <Button type="submit" isLoading={isLoading} disabled={form.hasErrors}>
          Update password
        </Button>
      </form>
    </InstitutePageFrame>
  );
}
