import { Link } from 'react-router';
import { SigninInputSchema } from '@degreeworth/core';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { apiErrorMessage } from '@/lib/toast';
import {
  authStepChosen,
  loginErrorCleared,
  loginFailed,
  modalClosed,
  selectLoginError,
} from '@/lib/ui-slice';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useSigninMutation } from '../api/auth-api';
import { AUTH_TEXTS } from '../auth-texts';
import { GoogleSignInButton } from '../google/google-sign-in-button';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { OrDivider } from './or-divider';
import { StepToggle } from './step-toggle';

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
