import { SetPasswordInputSchema } from '@degreeworth/core';
import { PasswordField } from '@/components/forms/password-field';
import { FormAlert } from '@/components/ui/form-alert';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useSetPasswordMutation } from '../api/student-api';
import { useAuthTexts } from '../auth-texts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { ContinueButton } from './continue-button';

interface CreatePasswordFormProps {
  email: string;
  /** From POST /verify-otp after a right code. */
  ticket?: string;
  /** From the e-mailed link /{mailStatus}/{mail}/{dummyPassword}. */
  dummyPassword?: string;
  /** Off where the screen's own title already says "Create password". */
  showHeading?: boolean;
}

/**
 * The student's create-password step: both fields start empty; POST /set-password
 * with status create_password and the ticket or dummy password. Success ("Password has been
 * created successfully.") stores the token and reloads the profile.
 */
export function CreatePasswordForm({
  email,
  ticket,
  dummyPassword,
  showHeading = true,
}: CreatePasswordFormProps) {
  const { t } = useAuthTexts();
  const form = useSchemaForm(SetPasswordInputSchema, {
    email,
    new_password: '',
    confirm_password: '',
  });
  const [setPassword, { isLoading }] = useSetPasswordMutation();
  const completeSignIn = useCompleteSignIn();

  const submit = form.submitWith(async (input) => {
    const answer = await setPassword({
      email: input.email,
      new_password: input.new_password,
      confirm_password: input.confirm_password,
      status: 'create_password',
      ...(ticket ? { ticket } : { dummyPassword }),
    }).unwrap();
    completeSignIn(answer, input.email);
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={t('createPasswordTitle')}>
      <div>
        {showHeading && (
          <h3 className="text-lg font-semibold text-slate-900">{t('createPasswordTitle')}</h3>
        )}
        <p className="text-sm text-slate-600">{t('createPasswordText')}</p>
      </div>
      <FormAlert message={form.formError ?? form.errors.email} />
      <PasswordField label={t('newPassword')} isNew {...form.field('new_password')} />
      <PasswordField label={t('confirmPassword')} isNew {...form.field('confirm_password')} />
      <ContinueButton isLoading={isLoading} disabled={form.hasErrors} />
    </form>
  );
}
