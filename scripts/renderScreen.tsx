/** @jsxRuntime automatic */
// A screen as the app draws it (src/app/App.tsx's tree: the toasts' region, the shell and the screen), as HTML the
// app hydrates (src/main.tsx), so it must be exactly what the app renders for the same state: the landing page at
// build time, a recipe page or the catalogue's on request (render-pages.tsx).
// renderToString marks what hydration needs (Suspense boundaries, the seams between adjacent texts). Node cannot
// load the stylesheets components import: the pages link them (webpack.config.js).
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';
import { ToastProvider } from '../src/components/Toast';
import type { AppStore } from '../src/app/store';
import { RouteTree } from '../src/lib/router';
import { Shell } from '../src/app/shell/Shell';

/** `url` drawn with `screen` at `path` (a route pattern) inside the shell, from `store`'s state */
export async function renderScreen(url: string, path: string, screen: ReactElement, store: AppStore): Promise<string> {
  return renderToString(
    <Provider store={store}>
      <ToastProvider>
        <StaticRouter location={url}>
          <RouteTree routes={[{ element: <Shell />, children: [{ path, element: screen }] }]} />
        </StaticRouter>
      </ToastProvider>
    </Provider>,
  );
}
