import { SigninInputSchema } from '@degreeworth/core';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { apiErrorMessage } from '@/lib/toast';
import { authStepChosen, loginErrorCleared, loginFailed, selectLoginError } from '@/lib/ui-slice';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useSigninMutation } from '../api/auth-api';
import { AUTH_TEXTS } from '../auth-texts';
import { GoogleSignInButton } from '../google/google-sign-in-button';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { OrDivider } from './or-divider';
import { StepToggle } from './step-toggle';
import { ContinueButton } from './continue-button';
import { ForgotPasswordLink } from './forgot-password-link';

const FALLBACK_ERROR = 'Login failed. Please try again.';

/**
 * The login form (spec §2): email and password, "Forget Password?", Continue, "or", the social
 * button and the toggle that opens Role Selection. POST /auth/signin answers 201; a failure's
 * message is shown and stored as the login error (spec §8).
 */
export function LoginStep() {
  const dispatch = useAppDispatch();
  const loginError = useAppSelector(selectLoginError);
  const form = useSchemaForm(SigninInputSchema, { email: '', password: '' });
  const [signin, { isLoading }] = useSigninMutation();
  const completeSignIn = useCompleteSignIn();

  const submit = form.handleSubmit(async (input) => {
    dispatch(loginErrorCleared());
    try {
      completeSignIn(await signin(input).unwrap(), input.email);
    } catch (err) {
      form.applyServerErrors(err);
      dispatch(loginFailed(apiErrorMessage(err) ?? FALLBACK_ERROR));
    }
  });

  return (
    <>
      <form noValidate onSubmit={submit} className="space-y-4" aria-label={AUTH_TEXTS.loginTitle}>
        <FormAlert message={loginError} />
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
          autoComplete="current-password"
          required
          {...form.field('password')}
        />
        <ForgotPasswordLink />
        <ContinueButton isLoading={isLoading} disabled={form.hasErrors} />
      </form>
      <OrDivider />
      <GoogleSignInButton size="large" />
      <StepToggle
        prompt={AUTH_TEXTS.toSignupPrompt}
        action={AUTH_TEXTS.signupTitle}
        onClick={() => dispatch(authStepChosen('role'))}
      />
    </>
  );
}
