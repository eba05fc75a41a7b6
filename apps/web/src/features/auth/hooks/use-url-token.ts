import { useCallback, useRef } from 'react';
import { MESSAGES } from '@degreeworth/core';
import { useAppDispatch } from '@/lib/hooks';
import { signInLinkOpened, signInLinkSettled } from '@/lib/sign-in-link-slice';
import { toast } from '@/lib/toast';
import { useUrlParam } from '@/lib/use-url-param';

/**
 * A token in the URL query signs the user in, for sign-in links only: the token is exchanged
 * through the API for a new session (open-sign-in-link.ts), never stored as it is, so a link
 * carrying someone's session token signs nobody into that account. useUrlParam removes it from the
 * address either way.
 */
export function useUrlToken(): void {
  const dispatch = useAppDispatch();
  // A link works once: the same token handed over again (StrictMode runs effects twice) is
  // not sent a second time, which would only answer "invalid".
  const taken = useRef<string | null>(null);
  const exchange = useCallback(
    (token: string) => {
      if (taken.current === token) return;
      taken.current = token;
      // At once, before the token leaves the address: signed-in-only pages keep waiting.
      dispatch(signInLinkOpened());
      // The exchange's code loads only when a link is opened, not with a visitor's first page.
      import('../open-sign-in-link')
        .then(({ openSignInLink }) => dispatch(openSignInLink(token)))
        .catch((err: unknown) => {
          console.error('The sign-in link could not be opened.', err);
          toast.error(MESSAGES.networkError);
          dispatch(signInLinkSettled());
        });
    },
    [dispatch],
  );
  useUrlParam('token', exchange);
}
