import { STORAGE_KEYS } from '@degreeworth/core';
import { useAppDispatch } from '@/lib/hooks';
import { storeUserToken } from '@/lib/session';
import { storage } from '@/lib/storage';
import { toast } from '@/lib/toast';
import { modalClosed } from '@/lib/ui-slice';

export interface SignInAnswer {
  token: string;
  message?: string;
  status?: string | boolean;
}

/**
 * After any sign-in (login, OTP, social, password creation, verify-email): store the token,
 * which makes the user loader fetch GET /me (the profile is reloaded), remember the
 * e-mail when known, close the modal and say what the server said. Status verify keeps the
 * token too; the banner then asks for verification.
 */
export function useCompleteSignIn() {
  const dispatch = useAppDispatch();
  return (answer: SignInAnswer, email?: string) => {
    dispatch(storeUserToken(answer.token));
    if (email) storage.set(STORAGE_KEYS.email, email);
    dispatch(modalClosed());
    if (!answer.message) return;
    if (answer.status === 'verify') toast.info(answer.message);
    else toast.success(answer.message);
  };
}
