import { configureStore } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../store/rootReducer';
import { listenerMiddleware } from './listeners';

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
