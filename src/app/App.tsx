import { StrictMode, useEffect } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ToastProvider } from '../components/Toast';
import { ErrorBoundary } from './ErrorBoundary';
import { appStarted } from './listeners';
import type { AppStore } from './store';

export function App({ store, router }: { store: AppStore; router: ReturnType<typeof createBrowserRouter> }) {
  useEffect(() => {
    store.dispatch(appStarted());
    // public/preload.js clicks again a drawn page's button clicked before the app had taken the page over
    document.dispatchEvent(new Event('app-started'));
  }, [store]);
  return (
    <StrictMode>
      <ErrorBoundary>
        <Provider store={store}>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </Provider>
      </ErrorBoundary>
    </StrictMode>
  );
}
