import { useParams } from 'react-router';
import { AuthScreen } from '../components/auth-screen';

/** /forgot/{email}/{token}: choose a new password (spec §2). */
export function ResetPasswordPage() {
  const { email = '' } = useParams();
  return (
    <AuthScreen
      title="Reset password"
      pending="Setting a new password arrives with the accounts release."
    >
      <p>
        Account: <strong className="break-all">{email}</strong>
      </p>
    </AuthScreen>
  );
}
