import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Steps of the login/signup modal. Its other two steps, forgot and code entry, are the routes
 * /forgot and /verification/{email}, which have no shared layout, so this modal cannot show
 * there; the modal links or navigates to them.
 */
export type AuthStep = 'login' | 'role' | 'student' | 'signup';
/**
 * The four payment methods of the pricing modal: the redirect-style wallet (PayPal), the
 * web wallet button (Google Pay), card payment (Stripe) and the device wallet (Apple Pay).
 */
export type PaymentMethod = 'paypal' | 'googlePay' | 'card' | 'applePay';
/** Steps of the pricing modal: plan list, method list, then one payment view. */
export type PricingStep = 'plans' | 'methods' | PaymentMethod;
export type OpenModal = 'auth' | 'pricing' | null;

/** Student flow values carried by /{mailStatus}/{mail}/{dummyPassword}. */
export interface StudentPrefill {
  mailStatus: string;
  mail: string;
  dummyPassword: string;
}

export interface UiState {
  modal: OpenModal;
  authStep: AuthStep;
  pricingStep: PricingStep;
  /**
   * Set when "Choose plan" is done: the e-mail a visitor typed into the pricing modal's
   * e-mail field, or '' for a signed-in user, whose e-mail comes from the account. null before
   * that.
   */
  pricingEmail: string | null;
  student: StudentPrefill | null;
  /** A failed login shows the server message and stores it as the login error. */
  loginError: string | null;
}

const initialState: UiState = {
  modal: null,
  authStep: 'login',
  pricingStep: 'plans',
  pricingEmail: null,
  student: null,
  loginError: null,
};

/**
 * Which modal is open and its step, kept here so that a route and a button open the same
 * modal, and closing it resets the steps (the auth modal goes back to login).
 */
export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    authModalOpened(state, action: PayloadAction<AuthStep | undefined>) {
      state.modal = 'auth';
      state.authStep = action.payload ?? 'login';
      state.loginError = null;
    },
    studentLoginOpened(state, action: PayloadAction<StudentPrefill>) {
      state.modal = 'auth';
      state.authStep = 'student';
      state.student = action.payload;
    },
    authStepChosen(state, action: PayloadAction<AuthStep>) {
      state.authStep = action.payload;
      state.loginError = null;
    },
    loginFailed(state, action: PayloadAction<string>) {
      state.loginError = action.payload;
    },
    loginErrorCleared(state) {
      state.loginError = null;
    },
    pricingModalOpened(state) {
      state.modal = 'pricing';
      state.pricingStep = 'plans';
      state.pricingEmail = null;
    },
    /** "Choose plan": on to the method list with the visitor's e-mail ('' when signed in). */
    planChosen(state, action: PayloadAction<string>) {
      state.pricingStep = 'methods';
      state.pricingEmail = action.payload;
    },
    /** Back from the method list to the plans; the e-mail stays filled in. */
    plansShown(state) {
      state.pricingStep = 'plans';
    },
    paymentMethodChosen(state, action: PayloadAction<PaymentMethod>) {
      state.pricingStep = action.payload;
    },
    /** Every payment view's Cancel returns to the method list. */
    paymentCancelled(state) {
      state.pricingStep = 'methods';
    },
    modalClosed() {
      return initialState;
    },
    /**
     * The page changed: the pricing modal closes with the page it was opened on. The sign-in
     * modal stays (its own flows move between pages while it is open).
     */
    pageLeft(state) {
      if (state.modal === 'pricing') return initialState;
    },
  },
  selectors: {
    selectOpenModal: (state) => state.modal,
    selectAuthStep: (state) => state.authStep,
    selectPricingStep: (state) => state.pricingStep,
    selectPricingEmail: (state) => state.pricingEmail,
    selectStudentPrefill: (state) => state.student,
    selectLoginError: (state) => state.loginError,
  },
});

export const {
  authModalOpened,
  studentLoginOpened,
  authStepChosen,
  loginFailed,
  loginErrorCleared,
  pricingModalOpened,
  planChosen,
  plansShown,
  paymentMethodChosen,
  paymentCancelled,
  modalClosed,
  pageLeft,
} = uiSlice.actions;
export const {
  selectOpenModal,
  selectAuthStep,
  selectPricingStep,
  selectPricingEmail,
  selectStudentPrefill,
  selectLoginError,
} = uiSlice.selectors;
