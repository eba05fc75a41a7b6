import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { selectAuthToken } from '@/lib/auth-slice';
import { logout } from '@/lib/session';

/**
 * The app's logout: the token and e-mail are cleared and all state resets at once, while
 * POST /auth/logout ends the session on the server with the token just forgotten. Other tabs
 * see the token go (storage event) and log out too, without a second call. The auth calls are
 * imported only when logging out, so a visitor's navbar, which has this hook, does not download
 * them.
 */
export function useSignOut(): () => void {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectAuthToken);
  return () => {
    // Local first: the reset aborts every running request, so the call is sent after it.
    dispatch(logout());
    if (!token) return;
    import('../api/auth-api')
      .then(({ authApi }) => dispatch(authApi.endpoints.logout.initiate(token)).unwrap())
      .catch((err: unknown) =>
        // Offline or already revoked: this browser is signed out either way; the token expires.
        console.warn('The server could not end the session.', err),
      );
  };
}
