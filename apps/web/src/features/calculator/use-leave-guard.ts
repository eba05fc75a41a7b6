import { useCallback, useEffect, useRef } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';
import { selectAuthToken } from '@/lib/auth-slice';
import { useAppSelector, useAppStore } from '@/lib/hooks';

/** The account screens outside the shared layout that the login modal goes to. */
const SIGN_IN_SCREENS = /^\/(forgot|verification|emailverify)(\/|$)/;

/**
 * Asks before unsaved changes are left behind. While `hasChanges`, going to another page of the
 * app is held (the blocker's state is "blocked") until the person answers the leave dialog;
 * with `asksOnUnload` too, closing the tab or reloading asks through the browser's own prompt.
 *
 * It never asks:
 * - for a navigation a save makes (call `allowLeaving()` first);
 * - for a change of the address's query on the same page (the "Add to my scenario" link takes its
 *   parameters out of the address);
 * - for the sign-in screens the login modal leads to (the student's code, "Forgot password?"):
 *   the person is signing in to save, and the new form's draft waits for them;
 * - when the user's session ended or changed meanwhile: signing out has already forgotten the
 *   form, and it leaves for the home page at once (the store is read as it is now: sign-out
 *   navigates before the page renders again).
 */
export function useLeaveGuard(hasChanges: boolean, asksOnUnload: boolean) {
  const store = useAppStore();
  const token = useAppSelector(selectAuthToken);
  const isLeaving = useRef(false);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      hasChanges &&
      !isLeaving.current &&
      currentLocation.pathname !== nextLocation.pathname &&
      !SIGN_IN_SCREENS.test(nextLocation.pathname) &&
      selectAuthToken(store.getState()) === token,
    [hasChanges, token, store],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!asksOnUnload || !hasChanges) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (isLeaving.current) return;
      // Browsers show their own words. preventDefault asks; returnValue asks older browsers.
      event.preventDefault();
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [asksOnUnload, hasChanges]);

  const allowLeaving = useCallback(() => {
    isLeaving.current = true;
  }, []);

  return { blocker, allowLeaving };
}
