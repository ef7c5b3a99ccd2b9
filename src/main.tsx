import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { routes } from './app/routes';
import { listenerMiddleware, loadSignedIn } from './app/listeners';
import { drawnPageFits, takePageState } from './app/pageState';
import { listenFirstToPopstate } from './lib/popstateFirst';
import { createRouter, type AppRouter } from './lib/router';
import { connectSession } from './app/session';
import { makeStore } from './app/store';
import { captureInstallPrompt } from './pwa/install';
import { hearRecipesGone, registerServiceWorker } from './pwa/register';
import { authStateFromStorage } from './store/authSlice';
import { recipeGone } from './store/currentRecipeSlice';
import userDataSlice, { type UserDataState } from './store/userDataSlice';
import './styles/global.css';

const auth = authStateFromStorage();
// from the start: the worker may say a recipe is gone before the store is there
const onRecipeGone = hearRecipesGone();
// a signed-in start without a connection shows the last known lists, stores and plans (src/pwa/offlineData.ts)
if (auth.user && !navigator.onLine) {
  void import(/* webpackChunkName: "outbox" */ './pwa/offlineData')
    .then(({ offlinePreload }) => offlinePreload(auth.user?.id, userDataSlice.getInitialState(), false), () => null)
    .then(start);
} else {
  setTimeout(() => start(null));
}

/**
 * The start runs in tasks of its own after the modules' evaluation: the router first (its first navigation asks
 * for the route's chunk at once), then the store and the first render. In one task with the evaluation it was
 * the first load's longest (~200 ms with the CPU slowed 4×).
 */
function start(offlineUserData: UserDataState | null) {
  // before the router's: Back that closes an open dialog is not seen by the router (src/lib/modalHistory.ts)
  listenFirstToPopstate();
  const router = createRouter(routes);
  setTimeout(() => render(router, offlineUserData));
}

function render(router: AppRouter, offlineUserData: UserDataState | null) {
  // a page the server drew carries what it shows: shown from the start, as drawn
  const pageState = takePageState();
  const store = makeStore({ auth, ...(offlineUserData ? { user_data: offlineUserData } : {}), ...pageState });
  connectSession(store, router);
  // a catalogue recipe the worker answered from its cache, which the server says is gone since, is gone on its page too
  onRecipeGone((id) => store.dispatch(recipeGone(id)));
  // the offline copy of the user's data and the edits that could not be sent yet (src/pwa/offlineData.ts,
  // outbox.ts): only a signed-in user has any, so a visitor's first load does not carry that code
  const stopWaitingForSignIn = store.subscribe(connectOnceSignedIn);
  connectOnceSignedIn();
  function connectOnceSignedIn() {
    if (!store.getState().auth.isLoggedIn) return;
    stopWaitingForSignIn();
    // both dispatch the signed-in data's actions: its reducers come first (src/app/signedIn.ts, in the same chunk)
    void loadSignedIn().then(() => {
      void import(/* webpackChunkName: "outbox" */ './pwa/offlineData').then(({ keepOfflineCopy }) => keepOfflineCopy(listenerMiddleware, store));
      void import(/* webpackChunkName: "outbox" */ './pwa/outboxSync').then(({ connectOutbox }) => connectOutbox(store));
    });
  }

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  const app = <App store={store} router={router} />;
  if (!root.firstElementChild) {
    // a transition: React renders the first screen in slices of a few milliseconds between which the browser
    // stays responsive, instead of in one long task (an urgent first render is not split)
    startTransition(() => createRoot(root).render(app));
    return;
  }
  // a page the build or the server drew (a visitor's) is taken over once the route's code is there (not its
  // loading spinner drawn over it), in a transition too: hydrated where the app draws the same, else drawn anew
  // over it (React replaces it at its first commit: no blank page in between)
  const fits = pageState !== null && drawnPageFits(store.getState());
  const takeOver = () => startTransition(() => {
    if (fits) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
  if (router.state.initialized) {
    takeOver();
    return;
  }
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    takeOver();
  });
}

captureInstallPrompt();
// SPEC §7: the worker is registered after page load, in production builds only
if (process.env.NODE_ENV === 'production') registerServiceWorker();
