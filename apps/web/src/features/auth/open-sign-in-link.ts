import { MESSAGES, SIGN_IN_LINK_TEXT, type SignInLinkExchangeResponse } from '@degreeworth/core';
import { selectAuthToken, selectUser } from '@/lib/auth-slice';
import { meApi } from '@/lib/me-api';
import { logout, storeUserToken } from '@/lib/session';
import {
  accountSwitchAnswered,
  accountSwitchAsked,
  selectAccountSwitchQuestion,
  signInLinkSettled,
} from '@/lib/sign-in-link-slice';
import type { AppDispatch, RootState } from '@/lib/store';
import { i18n } from '@/lib/i18n';
import { apiErrorMessage, toast } from '@/lib/toast';
import { authApi } from './api/auth-api';
// Registers the texts the toasts below read.
import './auth-texts';

type GetState = () => RootState;

/*
 * Sign-in links. A token in the URL query used to be stored and the user loaded; stored as it was,
 * any link carrying someone's session token silently signed the reader into that account (login
 * CSRF). Now the token must be a link token the API issued: it is exchanged for a new session, and
 * a reader signed in as someone else is asked first. Loaded only when an address carries a token
 * (hooks/use-url-token.ts).
 */

/**
 * Exchanges `linkToken` for a session. Success with no live session here signs in at once; the
 * same account keeps its session and drops the new one; another account asks first. A refusal
 * shows the server's message and leaves the session here as it was.
 */
export const openSignInLink =
  (linkToken: string) => async (dispatch: AppDispatch, getState: GetState) => {
    try {
      const answer = await exchange(dispatch, linkToken);
      const current = await signedInEmail(dispatch, getState);
      if (current === null) signIn(dispatch, getState, answer.token, answer.email, false);
      else if (current?.toLowerCase() === answer.email.toLowerCase()) {
        // Already this account: nothing changes here, and the link's session is not needed.
        endOnServer(dispatch, answer.token);
        toast.success(i18n.t('signedInAs', { ns: 'auth', email: answer.email }));
      } else {
        dispatch(
          accountSwitchAsked({
            email: answer.email,
            currentEmail: current ?? null,
            token: answer.token,
          }),
        );
      }
    } catch (err) {
      toast.apiError(err, SIGN_IN_LINK_TEXT.invalid);
    } finally {
      dispatch(signInLinkSettled());
    }
  };

/** "Switch": this tab leaves its account (here and on the server) for the link's session. */
export const switchToLinkAccount = () => (dispatch: AppDispatch, getState: GetState) => {
  const question = selectAccountSwitchQuestion(getState());
  if (!question) return;
  dispatch(accountSwitchAnswered());
  signIn(dispatch, getState, question.token, question.email, true);
};

/** "Stay" (also Escape and the close button): the session here stays; the link's one ends. */
export const stayOnCurrentAccount = () => (dispatch: AppDispatch, getState: GetState) => {
  const question = selectAccountSwitchQuestion(getState());
  if (!question) return;
  dispatch(accountSwitchAnswered());
  endOnServer(dispatch, question.token);
};

async function exchange(dispatch: AppDispatch, token: string): Promise<SignInLinkExchangeResponse> {
  const request = dispatch(authApi.endpoints.exchangeSignInLink.initiate({ token }));
  try {
    return await request.unwrap();
  } finally {
    // The answer holds a session token: it is not kept in the request cache.
    request.reset();
  }
}

/**
 * The e-mail of this tab's live session: null without one (or when the server says it has
 * ended), undefined when it cannot be told (GET /me failed otherwise): the reader is asked then.
 */
async function signedInEmail(
  dispatch: AppDispatch,
  getState: GetState,
): Promise<string | null | undefined> {
  const token = selectAuthToken(getState());
  if (!token) return null;
  const loaded = selectUser(getState());
  if (loaded) return loaded.email;
  try {
    const user = await dispatch(
      meApi.endpoints.getMe.initiate(token, { subscribe: false }),
    ).unwrap();
    return user?.email;
  } catch (err) {
    return apiErrorMessage(err) === MESSAGES.unauthenticated ? null : undefined;
  }
}

/**
 * Stores the link's session (the user loader then loads the profile). A token stored
 * before is signed out first, which resets all state, so nothing of the other
 * account's data stays on screen; `endPrevious` also ends that session on the server.
 */
function signIn(
  dispatch: AppDispatch,
  getState: GetState,
  token: string,
  email: string,
  endPrevious: boolean,
): void {
  const previous = selectAuthToken(getState());
  if (previous) {
    dispatch(logout());
    if (endPrevious) endOnServer(dispatch, previous);
  }
  dispatch(storeUserToken(token));
  toast.success(i18n.t('signedInAs', { ns: 'auth', email }));
}

/** Ends a session this tab does not keep (POST /auth/logout with its token). */
function endOnServer(dispatch: AppDispatch, token: string): void {
  dispatch(authApi.endpoints.logout.initiate(token))
    .unwrap()
    .catch((err: unknown) =>
      // Offline or already ended: the token is forgotten here, and it expires on its own.
      console.warn('The server could not end a session this tab does not keep.', err),
    );
}
