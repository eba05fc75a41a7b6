import { MESSAGES, SignupInputSchema } from '@degreeworth/core';
import { useAppDispatch } from '@/app/hooks';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { apiErrorMessage, toast } from '@/lib/toast';
import { authStepChosen, modalClosed } from '@/lib/ui-slice';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useState } from 'react';
import { useSignupMutation } from '../api/auth-api';
import { AUTH_TEXTS } from '../auth-texts';
import { GoogleSignInButton } from '../google/google-sign-in-button';
import { OrDivider } from './or-divider';
import { StepToggle } from './step-toggle';
import { ContinueButton } from './continue-button';

const EMPTY = { name: '', email: '', password: '', password_confirmation: '' };

/**
 * The signup form for counselors ("I am an Individual User"; spec §2, §3). POST /auth/signup
 * answers 200 and mails a verification link; the modal closes and the "Check your email inbox"
 * toast stays open until dismissed (spec §8).
 */
export function SignupStep() {
  const dispatch = useAppDispatch();
  const form = useSchemaForm(SignupInputSchema, EMPTY);
  const [formError, setFormError] = useState<string | null>(null);
  const [signup, { isLoading }] = useSignupMutation();

  const submit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      await signup(input).unwrap();
      dispatch(modalClosed());
      toast.persistent(MESSAGES.checkInbox);
    } catch (err) {
      if (!form.applyServerErrors(err))
        setFormError(apiErrorMessage(err) ?? MESSAGES.contactFailed);
    }
  });

  return (
    <>
      <form noValidate onSubmit={submit} className="space-y-4" aria-label={AUTH_TEXTS.signupTitle}>
        <FormAlert message={formError} />
        <TextField label="Name" autoComplete="name" required {...form.field('name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.field('email')}
        />
        <TextField
          label="Password"
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
          {...form.field('password_confirmation')}
        />
        <ContinueButton isLoading={isLoading} disabled={form.hasErrors} />
      </form>
      <OrDivider />
      <GoogleSignInButton size="large" />
      <StepToggle
        prompt={AUTH_TEXTS.toLoginPrompt}
        action={AUTH_TEXTS.loginTitle}
        onClick={() => dispatch(authStepChosen('login'))}
      />
    </>
  );
}
