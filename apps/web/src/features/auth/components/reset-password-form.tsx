import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { MESSAGES, ResetPasswordInputSchema } from '@degreeworth/core';
import { useAppDispatch } from '@/app/hooks';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { apiErrorMessage, toast } from '@/lib/toast';
import { authModalOpened } from '@/lib/ui-slice';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useResetPasswordMutation } from '../api/auth-api';
import { AUTH_TEXTS } from '../auth-texts';
import { CodeBoxes, toDigits } from './code-boxes';

/**
 * The API's reset schema plus the confirmation field the screen adds (spec §5): "Please enter
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
  /** The code the e-mailed link carries as its token. */
  code?: string;
}

/**
 * New password with the e-mailed 6-digit code: POST /auth/reset-password (email,
 * verificationCode, password; 200). Every session ends, so the login modal opens next.
 */
export function ResetPasswordForm({ email, code = '' }: ResetPasswordFormProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const codeErrorId = useId();
  const form = useSchemaForm(ResetPasswordFormSchema, {
    email,
    verificationCode: toDigits(code).join(''),
    password: '',
    confirmPassword: '',
  });
  const [digits, setDigits] = useState(() => toDigits(code));
  const [formError, setFormError] = useState<string | null>(null);
  const [resetPassword, { isLoading }] = useResetPasswordMutation();

  const changeDigits = (next: string[]) => {
    setDigits(next);
    const joined = next.join('');
    // The code's message waits until all six boxes are filled (or until submit).
    form.setValue('verificationCode', joined, joined.length === next.length);
  };

  const submit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      const answer = await resetPassword({
        email: input.email,
        verificationCode: input.verificationCode,
        password: input.password,
      }).unwrap();
      toast.success(answer.message);
      dispatch(authModalOpened('login'));
      navigate(paths.homeNoModal);
    } catch (err) {
      if (!form.applyServerErrors(err))
        setFormError(apiErrorMessage(err) ?? MESSAGES.contactFailed);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={AUTH_TEXTS.resetTitle}>
      <p>
        Account: <strong className="break-all">{email}</strong>
      </p>
      <FormAlert message={formError ?? form.errors.email} />
      <div>
        <p className="mb-1 text-sm font-medium text-slate-800">Code from the email</p>
        <CodeBoxes
          digits={digits}
          onChange={changeDigits}
          label={AUTH_TEXTS.codeGroup}
          invalid={Boolean(form.errors.verificationCode)}
          describedBy={form.errors.verificationCode ? codeErrorId : undefined}
        />
        <FieldError id={codeErrorId} message={form.errors.verificationCode} />
      </div>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        {...form.field('password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        required
        {...form.field('confirmPassword')}
      />
      <Button
        type="submit"
        className="w-full"
        size="lg"
        isLoading={isLoading}
        disabled={form.hasErrors}
      >
        {AUTH_TEXTS.resetTitle}
      </Button>
    </form>
  );
}
