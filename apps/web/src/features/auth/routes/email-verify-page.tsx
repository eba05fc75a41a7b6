import { useParams } from 'react-router';
import { AuthScreen } from '../components/auth-screen';

/** /emailverify/{email}/{token}: confirms an email address (spec §2). */
export function EmailVerifyPage() {
  const { email = '' } = useParams();
  return (
    <AuthScreen
      title="Email verification"
      pending="Email verification arrives with the accounts release; this link cannot confirm your address yet."
    >
      <p>
        Address: <strong className="break-all">{email}</strong>
      </p>
    </AuthScreen>
  );
}
