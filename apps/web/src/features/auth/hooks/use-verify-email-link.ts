import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '@/lib/hooks';
import { paths } from '@/lib/paths';
import { storeUserToken } from '@/lib/session';
import { apiErrorMessage, toast } from '@/lib/toast';
import { authMessages } from '@/lib/i18n/en/auth-messages';
import { useVerifyEmailMutation } from '../api/auth-api';

/**
 * Checks the signup link once with POST /auth/verify-email (200): its token is stored (the user
 * loader then reloads the profile) and the home page opens. Returns the failure's
 * message, or null while the check runs.
 */
export function useVerifyEmailLink(email: string, token: string): string | null {
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
      .catch((err: unknown) => setError(apiErrorMessage(err) ?? authMessages.linkCheckFailed));
  }, [email, token, verifyEmail, dispatch, navigate]);

  return error;
}
