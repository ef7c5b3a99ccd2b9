import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ToastProvider } from '../components/Toast';
import { ErrorBoundary } from './ErrorBoundary';
import type { AppStore } from './store';

export function App({ store, router }: { store: AppStore; router: ReturnType<typeof createBrowserRouter> }) {
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
