import { AuthScreen } from '../components/auth-screen';

/** /forgot: request a password reset (spec §2). */
export function ForgotPage() {
  return (
    <AuthScreen
      title="Forgot password"
      pending="Password reset arrives with the accounts release. You will enter your email here and receive a reset code."
    />
  );
}
