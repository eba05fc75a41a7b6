import { useState } from 'react';
import { ForgotPasswordInputSchema } from '@degreeworth/core';
import { EmailField } from '@/components/forms/email-field';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useForgotPasswordMutation } from '../api/auth-api';
import { useAuthTexts } from '../auth-texts';
import { AuthScreen } from '../components/auth-screen';
import { ResetPasswordForm } from '../components/reset-password-form';
import { ContinueButton } from '../components/continue-button';

/**
 * /forgot: the e-mail ("Please enter a valid email." when empty) goes to
 * POST /auth/forgot-password (201), which mails a 6-digit code and a link; the same screen then
 * takes the code and the new password. The answer is the same whether or not the account exists.
 */
export function ForgotPage() {
  const { t } = useAuthTexts();
  const form = useSchemaForm(ForgotPasswordInputSchema, { email: '' });
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();

  const submit = form.submitWith(async ({ email }) => {
    const answer = await forgotPassword({ email }).unwrap();
    setSent({ email, message: answer.message });
  });

  if (sent) {
    return (
      <AuthScreen title={t('resetTitle')}>
        <div className="space-y-4">
          <FormAlert message={sent.message} tone="success" />
          <ResetPasswordForm email={sent.email} />
          <Button variant="link" onClick={() => setSent(null)}>
            {t('useAnotherEmail')}
          </Button>
        </div>
      </AuthScreen>
    );
  }
  return (
    <AuthScreen title={t('forgotTitle')}>
      <form noValidate onSubmit={submit} className="space-y-4" aria-label={t('forgotTitle')}>
        <p>{t('forgotText')}</p>
        <FormAlert message={form.formError} />
        <EmailField label={t('email')} {...form.field('email')} />
        <ContinueButton isLoading={isLoading} disabled={form.hasErrors} />
      </form>
    </AuthScreen>
  );
}
