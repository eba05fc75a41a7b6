import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Steps of the login/signup modal (spec §2). */
export type AuthStep = 'login' | 'role' | 'student' | 'signup' | 'forgot' | 'code';
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
}

const initialState: UiState = {
  modal: null,
  authStep: 'login',
  pricingStep: 'plans',
  student: null,
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
    },
    studentLoginOpened(state, action: PayloadAction<StudentPrefill>) {
      state.modal = 'auth';
      state.authStep = 'student';
      state.student = action.payload;
    },
    authStepChosen(state, action: PayloadAction<AuthStep>) {
      state.authStep = action.payload;
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
  },
});

export const {
  authModalOpened,
  studentLoginOpened,
  authStepChosen,
  pricingModalOpened,
  modalClosed,
} = uiSlice.actions;
export const { selectOpenModal, selectAuthStep, selectPricingStep, selectStudentPrefill } =
  uiSlice.selectors;
