import {
  combineReducers,
  configureStore,
  type Reducer,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { api } from './api';
import { authSlice, loggedOut } from './auth-slice';
import { signInLinkSlice } from './sign-in-link-slice';
import { uiSlice } from './ui-slice';

const appReducer = combineReducers({
  [authSlice.reducerPath]: authSlice.reducer,
  [uiSlice.reducerPath]: uiSlice.reducer,
  [signInLinkSlice.reducerPath]: signInLinkSlice.reducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof appReducer>;

/**
 * Logout resets all state. Passing `undefined` makes every slice start over; the auth
 * slice re-reads storage, so the admin and institute tokens that logout keeps stay signed in.
 */
const rootReducer: Reducer<RootState, UnknownAction, Partial<RootState>> = (state, action) =>
  appReducer(loggedOut.match(action) ? undefined : state, action);

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
