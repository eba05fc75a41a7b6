import { useState } from 'react';
import { ForgotPasswordInputSchema } from '@degreeworth/core';
import { EmailField } from '@/components/forms/email-field';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useForgotPasswordMutation } from '../api/auth-api';
import { AUTH_TEXTS } from '../auth-texts';
import { AuthScreen } from '../components/auth-screen';
import { ResetPasswordForm } from '../components/reset-password-form';
import { ContinueButton } from '../components/continue-button';

/**
 * /forgot: the e-mail ("Please enter a valid email." when empty) goes to
 * POST /auth/forgot-password (201), which mails a 6-digit code and a link; the same screen then
 * takes the code and the new password. The answer is the same whether or not the account exists.
 */
export function ForgotPage() {
  const form = useSchemaForm(ForgotPasswordInputSchema, { email: '' });
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();

  const submit = form.submitWith(async ({ email }) => {
    const answer = await forgotPassword({ email }).unwrap();
    setSent({ email, message: answer.message });
  });

  if (sent) {
    return (
      <AuthScreen title={AUTH_TEXTS.resetTitle}>
        <div className="space-y-4">
          <FormAlert message={sent.message} tone="success" />
          <ResetPasswordForm email={sent.email} />
          <Button variant="link" onClick={() => setSent(null)}>
            Use another email
          </Button>
        </div>
      </AuthScreen>
    );
  }
  return (
    <AuthScreen title={AUTH_TEXTS.forgotTitle}>
      <form noValidate onSubmit={submit} className="space-y-4" aria-label={AUTH_TEXTS.forgotTitle}>
        <p>Enter the email of your account. We will send you a code to choose a new password.</p>
        <FormAlert message={form.formError} />
        <EmailField {...form.field('email')} />
        <ContinueButton isLoading={isLoading} disabled={form.hasErrors} />
      </form>
    </AuthScreen>
  );
}
