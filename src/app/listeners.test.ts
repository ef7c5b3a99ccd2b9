import { waitFor } from '@testing-library/react';
import type { SavedRecipe } from '../../contract/entities';
import { api, demoUser, http, HttpResponse, server } from '../../tests/fixtures/server';
import { storage } from '../lib/storage';
import { loginUser, logoutUser } from '../store/authSlice';
import { filtersApplied } from '../store/recipesSlice';
import { fetchImportedRecipes } from '../store/userImportedRecipes';
import { fetchStores } from '../store/userStores';
import { appStarted } from './listeners';
// the signed-in code, as a signed-in screen's route has it before the screen renders
import './signedIn';
import { makeStore } from './store';

const soup: SavedRecipe = { recipe_id: 3, name: 'Carrot Soup', image: null, category: { name: 'Soups' }, description: 'Warm.', serves: 4 };
const stew: SavedRecipe = { ...soup, recipe_id: 4, name: 'Bean Stew' };

function savedRecipes(list: SavedRecipe[]) {
  const calls: (string | null)[] = [];
  server.use(http.get(api('/user-saved-recipes'), ({ request }) => {
    calls.push(request.headers.get('authorization'));
    return HttpResponse.json(list);
  }));
  return calls;
}

test('after login the saved recipes are loaded and kept in local storage (SPEC §4)', async () => {
  const calls = savedRecipes([soup]);
  server.use(http.post(api('/login'), () => HttpResponse.json({ token: 'fresh-token-0123456789', user: demoUser })));
  const store = makeStore();
  await store.dispatch(loginUser({ email: demoUser.email, password: 'larder-demo' }));
  await waitFor(() => expect(store.getState().user_data.saved_recipes).toEqual([soup]));
  expect(calls).toEqual(['Bearer fresh-token-0123456789']);
  expect(storage.get('saved_recipes')).toEqual([soup]);
});

test('the new session is stored before the state says signed in, so what reacts to the sign-in sends its token', async () => {
  savedRecipes([]);
  server.use(http.post(api('/login'), () => HttpResponse.json({ token: 'fresh-token-0123456789', user: demoUser })));
  const store = makeStore();
  const seenAtSignIn: unknown[] = [];
  store.subscribe(() => {
    if (store.getState().auth.isLoggedIn && seenAtSignIn.length === 0) seenAtSignIn.push(storage.get('token'), storage.get('user'));
  });
  await store.dispatch(loginUser({ email: demoUser.email, password: 'larder-demo' }));
  expect(seenAtSignIn).toEqual(['fresh-token-0123456789', demoUser]);
});

test('a start with a stored session shows the kept saved recipes at once, then the server\'s', async () => {
  storage.set('token', 'kept-token-0123456789');
  storage.set('saved_recipes', [soup]);
  const calls = savedRecipes([soup, stew]);
  const store = makeStore({ auth: { isLoggedIn: true, user: demoUser, loginError: null } });
  store.dispatch(appStarted());
  expect(store.getState().user_data.saved_recipes).toEqual([soup]);
  await waitFor(() => expect(store.getState().user_data.saved_recipes).toEqual([soup, stew]));
  expect(calls).toHaveLength(1);
  expect(storage.get('saved_recipes')).toEqual([soup, stew]);
});

test('a start asks for the user\'s data a request a task, and stops when the session ends between them', async () => {
  storage.set('token', 'kept-token-0123456789');
  savedRecipes([soup]);
  server.use(http.post(api('/logout'), () => HttpResponse.json({ message: 'ok' })));
  const store = makeStore({ auth: { isLoggedIn: true, user: demoUser, loginError: null } });
  const statuses = () => {
    const { savedStatus, storesStatus, sharedStatus, listsStatus, mealplansStatus, importedStatus, userRecipesStatus } = store.getState().user_data;
    return [savedStatus, storesStatus, sharedStatus, listsStatus, mealplansStatus, importedStatus, userRecipesStatus];
  };
  // the statuses once the first load has started and what that task had left to do is done
  const atFirst = new Promise<string[]>((resolve) => {
    const stop = store.subscribe(() => {
      if (store.getState().user_data.savedStatus !== 'pending') return;
      stop();
      void Promise.resolve().then(() => resolve(statuses()));
    });
  });
  store.dispatch(appStarted());
  expect(await atFirst).toEqual(['pending', 'idle', 'idle', 'idle', 'idle', 'idle', 'idle']);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(statuses()[1]).not.toBe('idle');
  expect(statuses()[2]).toBe('idle');
  await store.dispatch(logoutUser());
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(statuses().slice(2)).toEqual(['idle', 'idle', 'idle', 'idle', 'idle']);
});

test('what the first screen loaded itself while the others waited is not asked for again: its failure stays', async () => {
  storage.set('token', 'kept-token-0123456789');
  savedRecipes([soup]);
  let imports = 0;
  server.use(http.get(api('/user-imported-recipes'), () => {
    imports += 1;
    return HttpResponse.json({ message: 'down' }, { status: 500 });
  }));
  const store = makeStore({ auth: { isLoggedIn: true, user: demoUser, loginError: null } });
  store.dispatch(appStarted());
  // the cookbook's imported tab, opened by the address, asks at once
  await store.dispatch(fetchImportedRecipes());
  expect(store.getState().user_data.importedStatus).toBe('failed');
  await waitFor(() => expect(store.getState().user_data.userRecipesStatus).not.toBe('idle'));
  expect(imports).toBe(1);
  expect(store.getState().user_data.importedStatus).toBe('failed');
});

test('the start\'s loads wait until the first screen\'s own request is answered', async () => {
  storage.set('token', 'kept-token-0123456789');
  const asked: string[] = [];
  let answerStores!: () => void;
  server.use(
    http.get(api('/stores'), () => new Promise<Response>((resolve) => { answerStores = () => resolve(HttpResponse.json([])); })),
    http.get(api('/user-saved-recipes'), () => {
      asked.push('saved recipes');
      return HttpResponse.json([]);
    }),
  );
  const store = makeStore({ auth: { isLoggedIn: true, user: demoUser, loginError: null } });
  // the store screen asks first, then the shell says the app has started
  void store.dispatch(fetchStores());
  store.dispatch(appStarted());
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(asked).toEqual([]);
  answerStores();
  await waitFor(() => expect(asked).toEqual(['saved recipes']));
});

test('a visitor\'s start loads nothing', async () => {
  const calls = savedRecipes([soup]);
  const store = makeStore();
  store.dispatch(appStarted());
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(calls).toEqual([]);
  expect(store.getState().user_data.saved_recipes).toEqual([]);
});

test('an answer that lands after logout does not write the old user\'s recipes back', async () => {
  storage.set('token', 'kept-token-0123456789');
  let answer: () => void = () => undefined;
  server.use(
    http.get(api('/user-saved-recipes'), async () => {
      await new Promise<void>((resolve) => { answer = resolve; });
      return HttpResponse.json([soup]);
    }),
    http.post(api('/logout'), () => HttpResponse.json({ message: 'ok' })),
  );
  const store = makeStore({ auth: { isLoggedIn: true, user: demoUser, loginError: null } });
  store.dispatch(appStarted());
  await store.dispatch(logoutUser());
  answer();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(storage.get('saved_recipes')).toBeNull();
  expect(store.getState().user_data.saved_recipes).toEqual([]);
});

test('filters applied with Save are kept under "filters"; without, the tab keeps them until it closes', () => {
  const store = makeStore();
  const vegan = { value: 'vegan' as const, name: 'vegan', type: 'preference' as const, includeExclude: 'include' as const };
  store.dispatch(filtersApplied({ filters: [vegan], save: true }));
  expect(storage.get('filters')).toEqual([vegan]);
  expect(makeStore().getState().recipes).toMatchObject({ filters: [vegan], filtersSaved: true });
  store.dispatch(filtersApplied({ filters: [vegan], save: false }));
  expect(storage.get('filters')).toBeNull();
  // the tab keeps them through a reload, not saved
  expect(makeStore().getState().recipes).toMatchObject({ filters: [vegan], filtersSaved: false });
  store.dispatch(filtersApplied({ filters: [], save: false }));
  expect(makeStore().getState().recipes).toMatchObject({ filters: [], filtersSaved: false });
  // a new tab starts without them
  store.dispatch(filtersApplied({ filters: [vegan], save: false }));
  window.sessionStorage.clear();
  expect(makeStore().getState().recipes).toMatchObject({ filters: [], filtersSaved: false });
});
