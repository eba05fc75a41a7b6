import { Navigate, useParams } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { paths } from '@/app/paths';
import { selectIsLoggedIn } from '@/lib/auth-slice';
import { AuthScreen } from '../components/auth-screen';

/** /verification/{email}: code entry (spec §2). A signed-in visitor goes to /home (spec §4). */
export function VerificationPage() {
  const { email = '' } = useParams();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  if (isLoggedIn) return <Navigate to={paths.homeNoModal} replace />;
  return (
    <AuthScreen
      title="Enter your verification code"
      pending="Code entry arrives with the accounts release."
    >
      <p>
        The code goes to <strong className="break-all">{email}</strong>.
      </p>
    </AuthScreen>
  );
}
