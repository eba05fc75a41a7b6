import { useParams } from 'react-router';
import { useAuthTexts } from '../auth-texts';
import { AuthScreen } from '../components/auth-screen';
import { ResetPasswordForm } from '../components/reset-password-form';

/** /forgot/{email}/{token}: choose a new password; the link carries a long token (or a code). */
export function ResetPasswordPage() {
  const { email = '', token = '' } = useParams();
  const { t } = useAuthTexts();
  return (
    <AuthScreen title={t('resetTitle')}>
      <ResetPasswordForm key={`${email}/${token}`} email={email} code={token} />
    </AuthScreen>
  );
}
