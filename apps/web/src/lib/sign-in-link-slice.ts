import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * A sign-in link opened in this tab: a `?token=` in the address is a link
 * token, exchanged through the API for a new session (features/auth/open-sign-in-link.ts).
 */
export interface SignInLinkQuestion {
  /** The account the link signs in to. */
  email: string;
  /** The account this tab is signed in to; null when GET /me could not tell. */
  currentEmail: string | null;
  /** The link's new session, kept until the reader answers (stored, or ended on the server). */
  token: string;
}

export interface SignInLinkState {
  /** While the exchange runs, signed-in-only pages wait instead of sending the reader home. */
  isExchanging: boolean;
  /** Signed in as someone else: the reader is asked before the session changes. */
  question: SignInLinkQuestion | null;
}

const initialState: SignInLinkState = { isExchanging: false, question: null };

export const signInLinkSlice = createSlice({
  name: 'signInLink',
  initialState,
  reducers: {
    signInLinkOpened(state) {
      state.isExchanging = true;
    },
    signInLinkSettled(state) {
      state.isExchanging = false;
    },
    accountSwitchAsked(state, action: PayloadAction<SignInLinkQuestion>) {
      state.question = action.payload;
    },
    accountSwitchAnswered(state) {
      state.question = null;
    },
  },
  selectors: {
    selectIsExchangingSignInLink: (state) => state.isExchanging,
    selectAccountSwitchQuestion: (state) => state.question,
  },
});

export const { signInLinkOpened, signInLinkSettled, accountSwitchAsked, accountSwitchAnswered } =
  signInLinkSlice.actions;
export const { selectIsExchangingSignInLink, selectAccountSwitchQuestion } =
  signInLinkSlice.selectors;
