import type { PaymentResult } from '@degreeworth/core';
import { api, CLIENT_ERROR_CODES } from '@/lib/api';
import { selectIsLoggedIn } from '@/lib/auth-slice';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { storeUserToken } from '@/lib/session';
import { toast } from '@/lib/toast';
import { modalClosed, selectPricingEmail } from '@/lib/ui-slice';

/**
 * After any successful payment: a new account's token (a visitor's purchase) is stored
 * as a sign-in stores it, the server's message shows, the modal closes and the current user (and
 * the scenario limits) are fetched again, so Pro features unlock without a reload.
 */
export function usePaymentSuccess() {
  const dispatch = useAppDispatch();
  return (result: PaymentResult) => {
    if (result.token) dispatch(storeUserToken(result.token));
    // 'Me': the user record and everything that follows the plan (the calculator's limits).
    dispatch(api.util.invalidateTags(['Me']));
    dispatch(modalClosed());
    if (result.message) toast.success(result.message);
  };
}

/** The e-mail a payment call sends: the visitor's, never a signed-in user's. */
export function usePaymentEmail(): string | undefined {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const email = useAppSelector(selectPricingEmail);
  return isLoggedIn || !email ? undefined : email;
}

/** Whether a failed call got no answer at all (offline, refused connection). */
export function isNetworkFailure(err: unknown): boolean {
  return (
    typeof err === 'object' &&
    err !== null &&
    (err as { code?: unknown }).code === CLIENT_ERROR_CODES.network
  );
}
