import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Steps of the login/signup modal (spec §2). The spec's other two steps, forgot and code entry,
 * are the routes /forgot and /verification/{email}: spec §2 lists them among the routes without
 * the shared layout, where this modal cannot show, so the modal links or navigates there.
 */
export type AuthStep = 'login' | 'role' | 'student' | 'signup';
/** Steps of the pricing modal; the payments issue adds the method and payment views. */
export type PricingStep = 'plans';
export type OpenModal = 'auth' | 'pricing' | null;

/** Student flow values carried by /{mailStatus}/{mail}/{dummyPassword} (spec §2, §3). */
export interface StudentPrefill {
  mailStatus: string;
  mail: string;
  dummyPassword: string;
}

export interface UiState {
  modal: OpenModal;
  authStep: AuthStep;
  pricingStep: PricingStep;
  student: StudentPrefill | null;
  /** Spec §8: a failed login shows the server message and stores it as the login error. */
  loginError: string | null;
}

const initialState: UiState = {
  modal: null,
  authStep: 'login',
  pricingStep: 'plans',
  student: null,
  loginError: null,
};

/**
 * Which modal is open and its step (CONVENTIONS §1): a route and a button open the same
 * modal, and closing it resets the steps (spec §2: the auth modal goes back to login).
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
    },
    modalClosed() {
      return initialState;
    },
  },
  selectors: {
    selectOpenModal: (state) => state.modal,
    selectAuthStep: (state) => state.authStep,
    selectPricingStep: (state) => state.pricingStep,
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
  modalClosed,
} = uiSlice.actions;
export const {
  selectOpenModal,
  selectAuthStep,
  selectPricingStep,
  selectStudentPrefill,
  selectLoginError,
} = uiSlice.selectors;
