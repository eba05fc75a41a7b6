import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useAppDispatch } from '@/app/hooks';
import { paths } from '@/app/paths';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { storeUserToken } from '@/lib/session';
import { apiErrorMessage, toast } from '@/lib/toast';
import { authModalOpened } from '@/lib/ui-slice';
import { useVerifyEmailMutation } from '../api/auth-api';
import { AUTH_TEXTS } from '../auth-texts';
import { AuthScreen } from '../components/auth-screen';

const FALLBACK_ERROR = 'This link could not be checked. Please try again.';

/**
 * /emailverify/{email}/{token}: the link mailed at signup. It calls POST /auth/verify-email
 * once (200), stores the token it returns (the user loader then reloads the profile, spec §4)
 * and goes home signed in.
 */
export function EmailVerifyPage() {
  const { email = '', token = '' } = useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [verifyEmail] = useVerifyEmailMutation();
  const [error, setError] = useState<string | null>(null);
  // The link's token is single-use: a second call (a re-run effect) would fail.
  const startedFor = useRef<string | null>(null);

  useEffect(() => {
    const key = `${email}/${token}`;
    if (startedFor.current === key) return;
    startedFor.current = key;
    verifyEmail({ email, token })
      .unwrap()
      .then((answer) => {
        dispatch(storeUserToken(answer.token));
        toast.success(answer.message);
        navigate(paths.homeNoModal, { replace: true });
      })
      .catch((err: unknown) => setError(apiErrorMessage(err) ?? FALLBACK_ERROR));
  }, [email, token, verifyEmail, dispatch, navigate]);

  return (
    <AuthScreen title={AUTH_TEXTS.emailVerifyTitle}>
      <p>
        Address: <strong className="break-all">{email}</strong>
      </p>
      <div className="mt-4">
        {error ? (
          <div className="space-y-3">
            <FormAlert message={error} />
            <p className="text-sm">
              Log in to send yourself a new link from the banner at the top of the page.{' '}
              <Link
                to={paths.homeNoModal}
                onClick={() => dispatch(authModalOpened('login'))}
                className="font-semibold text-emerald-800 underline"
              >
                Log in
              </Link>
            </p>
          </div>
        ) : (
          <p className="flex items-center gap-2 text-slate-700" role="status">
            <Spinner size="sm" /> Checking your link…
          </p>
        )}
      </div>
    </AuthScreen>
  );
}
