import { GoogleSignInButton } from '../google/google-sign-in-button';
import { OrDivider } from './or-divider';
import { StepToggle } from './step-toggle';

/** Below the login and the signup form: "or", the social button, the toggle to the other. */
export function SignInAlternatives({ toggleTo }: { toggleTo: 'login' | 'signup' }) {
  return (
    <>
      <OrDivider />
      <GoogleSignInButton size="large" />
      <StepToggle to={toggleTo} />
    </>
  );
}
