import { useParams } from 'react-router';
import { AUTH_TEXTS } from '../auth-texts';
import { AuthScreen } from '../components/auth-screen';
import { ResetPasswordForm } from '../components/reset-password-form';

/** /forgot/{email}/{token}: choose a new password; the link carries a long token (or a code). */
export function ResetPasswordPage() {
  const { email = '', token = '' } = useParams();
  return (
    <AuthScreen title={AUTH_TEXTS.resetTitle}>
      <ResetPasswordForm key={`${email}/${token}`} email={email} code={token} />
    </AuthScreen>
  );
}
