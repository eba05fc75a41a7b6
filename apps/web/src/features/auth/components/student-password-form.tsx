import { useState } from 'react';
import { Link } from 'react-router';
import { LoginUserInputSchema, MESSAGES } from '@degreeworth/core';
import { useAppDispatch } from '@/app/hooks';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { apiErrorMessage } from '@/lib/toast';
import { modalClosed } from '@/lib/ui-slice';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useLoginUserMutation } from '../api/student-api';
import { AUTH_TEXTS } from '../auth-texts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

/** Status verify, an existing student (spec §4): the password goes to POST /login-user. */
export function StudentPasswordForm({ email }: { email: string }) {
  const dispatch = useAppDispatch();
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
      <div className="text-right">
        <Link
          to={paths.forgot}
          onClick={() => dispatch(modalClosed())}
          className="text-sm font-semibold text-emerald-800 underline"
        >
          {AUTH_TEXTS.forgotLink}
        </Link>
      </div>
      <Button
        type="submit"
        className="w-full"
        size="lg"
        isLoading={isLoading}
        disabled={form.hasErrors}
      >
        {AUTH_TEXTS.continue}
      </Button>
    </form>
  );
}
