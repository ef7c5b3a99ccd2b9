/** @jsxRuntime automatic */
// Build step (webpack.config.js PrerenderHomePlugin): prints the landing page /home as a visitor's app draws
// it (src/app/App.tsx's tree: the toasts' region, the shell and the screen, SPEC §2) as HTML, for
// dist/home.html. A visitor's first paint is then the page itself, not an empty root filled once the scripts
// have run; the app hydrates it (src/main.tsx), so the markup must be exactly what the app renders.
// Run with tsx; the components' stylesheets are left out (the page links their CSS).
import './ignore-css';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ToastProvider } from '../src/components/Toast';
import { makeStore } from '../src/app/store';
import { Shell } from '../src/app/shell/Shell';
import HomeScreen from '../src/features/home/HomeScreen';

async function render(): Promise<string> {
  const handler = createStaticHandler([{ element: <Shell />, children: [{ path: 'home', element: <HomeScreen /> }] }]);
  const context = await handler.query(new Request('http://localhost/home'));
  if (context instanceof Response) throw new Error(`/home answered ${context.status}`);
  return renderToStaticMarkup(
    <Provider store={makeStore()}>
      <ToastProvider>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </ToastProvider>
    </Provider>,
  );
}

render().then((markup) => process.stdout.write(markup), (err: unknown) => {
  process.stderr.write(`prerender-home: ${err instanceof Error ? err.stack ?? err.message : String(err)}\n`);
  process.exit(1);
});
