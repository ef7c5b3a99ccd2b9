import { screen, within } from '@testing-library/react';
import type { HomeBetaResponse } from '../../../contract/api';
import { home } from '../../../tests/fixtures/recipes';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { api, brokenUntilFixed, http, HttpResponse, server } from '../../../tests/fixtures/server';

const SLOW = { timeout: 5000 };

function serve(body: HomeBetaResponse = home) {
  server.use(http.get(api('/home-beta'), () => HttpResponse.json(body)));
}

async function open(path = '/home-beta') {
  const view = renderApp(path, { signedIn: true });
  await screen.findByRole('tablist', { name: "What's new" }, SLOW);
  return view;
}

test('News, Latest Recipes and Featured, with the anchors news, latestRecipes and featuredContent', async () => {
  serve();
  const { user, router } = await open();
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['News', 'Latest Recipes', 'Featured']);
  const news = screen.getByRole('tabpanel', { name: 'News' });
  // the anchors are the address's hash; a panel's id is not (Back would scroll to and focus it: components/Tabs.tsx)
  expect(screen.getByRole('tab', { name: 'News' })).toHaveAttribute('aria-controls', news.id);
  expect(document.getElementById('news')).toBeNull();
  const item = within(news).getByRole('article');
  expect(within(item).getByRole('heading', { name: 'Welcome to the beta' })).toBeInTheDocument();
  expect(item.querySelector('time')).toHaveTextContent('06/01/2025');
  expect(item.querySelector('time')).toHaveAttribute('datetime', '2025-01-06T09:00:00.000Z');

  await user.click(screen.getByRole('tab', { name: 'Latest Recipes' }));
  expect(router.state.location.hash).toBe('#latestRecipes');
  const recipes = within(screen.getByRole('tabpanel', { name: 'Latest Recipes' }));
  expect(recipes.getAllByRole('link').map((a) => a.textContent)).toEqual(['Shakshuka', 'Dal Tadka']);

  await user.click(screen.getByRole('tab', { name: 'Featured' }));
  expect(router.state.location.hash).toBe('#featuredContent');
  expect(screen.getByRole('tabpanel', { name: 'Featured' })).toHaveTextContent('Coming Soon.');
});

test('an anchor in the address opens its tab', async () => {
  serve();
  await open('/home-beta#latestRecipes');
  expect(screen.getByRole('tab', { name: 'Latest Recipes' })).toHaveAttribute('aria-selected', 'true');
});

test('no news is a slow news day', async () => {
  serve({ ...home, news: [] });
  await open();
  expect(screen.getByRole('tabpanel', { name: 'News' })).toHaveTextContent('Slow news day');
});

test('news HTML is sanitized: no script, no event handler, no unsafe link ever reaches the DOM', async () => {
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  serve({
    ...home,
    news: [{
      title: 'Hostile',
      HtmlContent: '<p id="safe">Fine <b>text</b></p><img src="x" onerror="window.alert(1)"><script>window.alert(2)</script>'
        + '<a href="javascript:window.alert(3)">bad link</a><p onmouseover="window.alert(4)" style="position:fixed">hover</p>'
        + '<a href="https://www.food.gov.uk/">FSA</a>',
      created_at: '2025-02-01T10:00:00.000Z',
    }],
  });
  await open();
  const content = screen.getByRole('tabpanel', { name: 'News' }).querySelector('.news__content') as HTMLElement;
  expect(content.querySelector('img, script, [onerror], [onmouseover], [style], [id]')).toBeNull();
  expect(document.querySelector('img[onerror], script:not([type="application/ld+json"])')).toBeNull();
  expect(within(content).getByText('bad link')).not.toHaveAttribute('href');
  expect(within(content).getByRole('link', { name: 'FSA' })).toHaveAttribute('rel', 'noopener noreferrer');
  expect(content).toHaveTextContent('Fine text');
  expect(alert).not.toHaveBeenCalled();
  alert.mockRestore();
});

test('a news link to the app opens in the app', async () => {
  serve();
  server.use(http.get(api('/recipes'), () => HttpResponse.json({ data: [], current_page: 1, last_page: 1, from: null, to: null, total: 0 })));
  const { user, router } = await open();
  await user.click(screen.getByRole('link', { name: 'browsing recipes' }));
  expect(await screen.findByRole('heading', { name: 'Discover recipes' }, SLOW)).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/recipes');
});

test('a failed load says so and can be tried again', async () => {
  const outage = brokenUntilFixed();
  server.use(http.get(api('/home-beta'), outage.answer(() => HttpResponse.json(home))));
  const { user } = renderApp('/home-beta', { signedIn: true });
  expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Server Error');
  outage.fix();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('tablist', { name: "What's new" })).toBeInTheDocument();
});

test('a visitor is sent to log in', async () => {
  const { router } = renderApp('/home-beta');
  expect(await screen.findByRole('heading', { name: 'Log in' }, SLOW)).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');
});
