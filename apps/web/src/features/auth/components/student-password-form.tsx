import { LoginUserInputSchema } from '@degreeworth/core';
import { PasswordField } from '@/components/forms/password-field';
import { FormAlert } from '@/components/ui/form-alert';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useLoginUserMutation } from '../api/student-api';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useAuthTexts } from '../auth-texts';
import { ContinueButton } from './continue-button';
import { ForgotPasswordLink } from './forgot-password-link';

/** Status verify, an existing student: the password goes to POST /login-user. */
export function StudentPasswordForm({ email }: { email: string }) {
  const { t } = useAuthTexts();
  const form = useSchemaForm(LoginUserInputSchema, { email, password: '' });
  const [loginUser, { isLoading }] = useLoginUserMutation();
  const completeSignIn = useCompleteSignIn();

  const submit = form.submitWith(async (input) => {
    completeSignIn(await loginUser(input).unwrap(), input.email);
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={t('studentPassword')}>
      <FormAlert message={form.formError ?? form.errors.email} />
      <PasswordField label={t('password')} {...form.field('password')} />
      <ForgotPasswordLink />
      <ContinueButton isLoading={isLoading} disabled={form.hasErrors} />
    </form>
  );
}
