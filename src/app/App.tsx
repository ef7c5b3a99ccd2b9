import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { Spinner } from '../components/Spinner';
import { ToastProvider } from '../components/Toast';
import { RouterProvider, type AppRouter } from '../lib/router';
import { ErrorBoundary } from './ErrorBoundary';
import type { AppStore } from './store';

export function App({ store, router }: { store: AppStore; router: AppRouter }) {
  return (
    <StrictMode>
      <ErrorBoundary>
        <Provider store={store}>
          <ToastProvider>
            {/* the loading wheel alone until the first screen's code is there */}
            <RouterProvider router={router} fallback={<Spinner />} />
          </ToastProvider>
        </Provider>
      </ErrorBoundary>
    </StrictMode>
  );
}
