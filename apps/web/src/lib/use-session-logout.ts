import { useNavigate } from 'react-router';
import { TOKEN_FIELD } from './auth-slice';
import { useAppDispatch, useAppSelector } from './hooks';
import { endSession } from './session';

/**
 * Logout of an admin area, which resets all state as every logout does: the
 * session ends in this browser at once, the area's login opens, and then `endOnServer` ends it
 * on the server with the token just forgotten (the reset aborts running requests, so the call
 * goes after it).
 */
export function useSessionLogout(
  hint: 'admin' | 'institute',
  loginPath: string,
  endOnServer: (token: string) => Promise<unknown>,
): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const token = useAppSelector((state) => state.auth[TOKEN_FIELD[hint]]);
  return () => {
    dispatch(endSession(hint));
    navigate(loginPath, { replace: true });
    if (!token) return;
    endOnServer(token).catch((err: unknown) =>
      // Offline or already revoked: this browser is signed out either way; the token expires.
      console.warn(`The server could not end the ${hint} session.`, err),
    );
  };
}
