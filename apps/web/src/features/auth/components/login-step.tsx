import { SigninInputSchema } from '@degreeworth/core';
import { SignInFields } from '@/components/forms/sign-in-fields';
import { FormAlert } from '@/components/ui/form-alert';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { apiErrorMessage } from '@/lib/toast';
import { loginErrorCleared, loginFailed, selectLoginError } from '@/lib/ui-slice';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useSigninMutation } from '../api/auth-api';
import { authMessages } from '@/lib/i18n/en/auth-messages';
import { useAuthTexts } from '../auth-texts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { ContinueButton } from './continue-button';
import { ForgotPasswordLink } from './forgot-password-link';
import { SchoolLoginLink } from './school-login-link';
import { SignInAlternatives } from './sign-in-alternatives';

/**
 * The login form: email and password, "Forget Password?", Continue, "or", the social
 * button and the toggle that opens Role Selection. An emptied field says "This field is
 * required." under it; submitting with one empty toasts "All fields are required".
 * POST /auth/signin answers 201; a failure's message is shown and stored as the login error, with
 * one hint under it for counselors and invited students (who sign in elsewhere), and below the
 * form "Counselor or school admin? School login".
 */
export function LoginStep() {
  const dispatch = useAppDispatch();
  const { t } = useAuthTexts();
  const loginError = useAppSelector(selectLoginError);
  const form = useSchemaForm(SigninInputSchema, { email: '', password: '' });
  const [signin, { isLoading }] = useSigninMutation();
  const completeSignIn = useCompleteSignIn();

  // The login error lives in the store, not in the form, so this is no submitWith.
  const submit = form.handleSubmit(async (input) => {
    dispatch(loginErrorCleared());
    try {
      completeSignIn(await signin(input).unwrap(), input.email);
    } catch (err) {
      form.applyServerErrors(err);
      dispatch(loginFailed(apiErrorMessage(err) ?? authMessages.loginFailed));
    }
  });

  return (
    <>
      <form noValidate onSubmit={submit} className="space-y-4" aria-label={t('loginTitle')}>
        <FormAlert message={loginError} />
        {loginError && <p className="text-sm text-slate-700">{t('loginFailedHint')}</p>}
        <SignInFields
          email={form.field('email')}
          password={form.field('password')}
          labels={{ email: t('email'), password: t('password') }}
        />
        <ForgotPasswordLink />
        <ContinueButton isLoading={isLoading} disabled={form.hasErrors} />
      </form>
      <SchoolLoginLink />
      <SignInAlternatives toggleTo="signup" />
    </>
  );
}
