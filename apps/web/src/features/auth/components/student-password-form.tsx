import { useState } from 'react';
import { LoginUserInputSchema, MESSAGES } from '@degreeworth/core';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { apiErrorMessage } from '@/lib/toast';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useLoginUserMutation } from '../api/student-api';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { ContinueButton } from './continue-button';
import { ForgotPasswordLink } from './forgot-password-link';

/** Status verify, an existing student (spec §4): the password goes to POST /login-user. */
export function StudentPasswordForm({ email }: { email: string }) {
  const form = useSchemaForm(LoginUserInputSchema, { email, password: '' });
  const [formError, setFormError] = useState<string | null>(null);
  const [loginUser, { isLoading }] = useLoginUserMutation();
  const completeSignIn = useCompleteSignIn();

  const submit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      completeSignIn(await loginUser(input).unwrap(), input.email);
    } catch (err) {
      if (!form.applyServerErrors(err))
        setFormError(apiErrorMessage(err) ?? MESSAGES.contactFailed);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Student password">
      <FormAlert message={formError ?? form.errors.email} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        {...form.field('password')}
      />
      <ForgotPasswordLink />
      <ContinueButton isLoading={isLoading} disabled={form.hasErrors} />
    </form>
  );
}
