import { configureStore } from '@reduxjs/toolkit';
import { setAutoFreeze } from 'immer';
import { rootReducer, type RootState } from '../store/rootReducer';
import { listenerMiddleware } from './listeners';

// Immer freezes every object a reducer stores, deep: a 2,000-item list or store costs ~100 ms of a slow
// phone's main thread on each arrival. Tests and development keep freezing, so a mutation still fails there.
if (process.env.NODE_ENV === 'production') setAutoFreeze(false);

/** Builds a real store; tests pass the state they start from. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(listenerMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
