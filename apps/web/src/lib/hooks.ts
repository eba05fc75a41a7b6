import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './store';

/** Typed hooks: use these, not the raw react-redux ones. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
/** The store itself, for reading the state as it is now inside a callback, between renders. */
export const useAppStore = useStore.withTypes<AppStore>();
