import { ChangePasswordInputSchema } from '@degreeworth/core';
import { PasswordField } from '@/components/forms/password-field';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/lib/toast';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useChangePasswordMutation } from '../api/profile-api';
import { useProfileTexts } from '../profile-texts';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/** Password change with the current password; other sessions end on success. */
export function ChangePasswordForm() {
  const { t } = useProfileTexts();
  const form = useSchemaForm(ChangePasswordInputSchema, EMPTY);
  const [changePassword, { isLoading }] = useChangePasswordMutation();

  const submit = form.submitWith(async (input) => {
    toast.success((await changePassword(input).unwrap()).message);
    form.reset();
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={t('passwordTitle')}>
      <FormAlert message={form.formError} />
      <PasswordField label={t('password.current')} {...form.field('current_password')} />
      <PasswordField label={t('password.new')} isNew {...form.field('password')} />
      <PasswordField label={t('password.confirm')} isNew {...form.field('password_confirmation')} />
      <Button type="submit" isLoading={isLoading} disabled={form.hasErrors}>
        {t('password.submit')}
      </Button>
    </form>
  );
}
