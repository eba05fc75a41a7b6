import { useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { LINK_TOKEN_PATTERN, MESSAGES, ResetPasswordInputSchema } from '@degreeworth/core';
import { useAppDispatch } from '@/lib/hooks';
import { paths } from '@/lib/paths';
import { PasswordField } from '@/components/forms/password-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/lib/toast';
import { authModalOpened } from '@/lib/ui-slice';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useResetPasswordMutation } from '../api/auth-api';
import { Trans } from '@/lib/i18n';
import { useAuthTexts } from '../auth-texts';
import { toDigits } from './code-boxes';
import { CodeField } from './code-field';

/**
 * The API's reset schema plus the confirmation field the screen adds: "Please enter
 * both password and confirm password." when either is empty, "Passwords do not match." when
 * they differ.
 */
export const ResetPasswordFormSchema = ResetPasswordInputSchema.extend({
  confirmPassword: z.string().min(1, MESSAGES.enterBothPasswords),
}).refine((v) => v.password === v.confirmPassword, {
  message: MESSAGES.passwordsDoNotMatch,
  path: ['confirmPassword'],
});

interface ResetPasswordFormProps {
  email: string;
  /** The e-mailed link's token: a long random token (or, from older links, the 6-digit code). */
  code?: string;
}

/**
 * New password with the e-mailed 6-digit code: POST /auth/reset-password (email,
 * verificationCode, password; 200). Every session ends, so the login modal opens next.
 */
export function ResetPasswordForm({ email, code = '' }: ResetPasswordFormProps) {
  const dispatch = useAppDispatch();
  const { t } = useAuthTexts();
  const navigate = useNavigate();
  // A link's token stands in for the code: nothing to type.
  const fromLink = LINK_TOKEN_PATTERN.test(code);
  const form = useSchemaForm(ResetPasswordFormSchema, {
    email,
    verificationCode: fromLink ? code : toDigits(code).join(''),
    password: '',
    confirmPassword: '',
  });
  const [digits, setDigits] = useState(() => toDigits(code));
  const [resetPassword, { isLoading }] = useResetPasswordMutation();

  const changeDigits = (next: string[]) => {
    setDigits(next);
    const joined = next.join('');
    // The code's message waits until all six boxes are filled (or until submit).
    form.setValue('verificationCode', joined, joined.length === next.length);
  };

  const submit = form.submitWith(async (input) => {
    const answer = await resetPassword({
      email: input.email,
      verificationCode: input.verificationCode,
      password: input.password,
    }).unwrap();
    toast.success(answer.message);
    dispatch(authModalOpened('login'));
    navigate(paths.homeNoModal);
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={t('resetTitle')}>
      <p>
        <Trans
          t={t}
          i18nKey="resetAccount"
          values={{ email }}
          components={{ strong: <strong className="break-all" /> }}
        />
      </p>
      <FormAlert message={form.formError ?? form.errors.email} />
      {fromLink ? (
        <p className="text-sm text-slate-600">{t('resetLinkFilled')}</p>
      ) : (
        <CodeField
          caption={t('resetCode')}
          digits={digits}
          onChange={changeDigits}
          error={form.errors.verificationCode}
        />
      )}
      <PasswordField label={t('newPassword')} isNew {...form.field('password')} />
      <PasswordField label={t('confirmPassword')} isNew {...form.field('confirmPassword')} />
      <SubmitButton isLoading={isLoading} disabled={form.hasErrors}>
        {t('resetTitle')}
      </SubmitButton>
    </form>
  );
}
