import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { createRouter, RouterProvider } from '../lib/router';
import { Tabs, type TabItem } from './Tabs';

const TABS: TabItem[] = [
  { id: 'news', label: 'News', content: <p>news content</p> },
  { id: 'latestRecipes', label: 'Latest Recipes', content: <p>recipes content</p> },
  { id: 'featuredContent', label: 'Featured', content: <p>featured content</p> },
];

function renderTabs(path = '/home-beta', hash = true) {
  const router = createRouter([{ path: '/home-beta', element: <Tabs label="What's new" tabs={TABS} hash={hash} /> }], createMemoryHistory({ initialEntries: [path] }));
  render(<RouterProvider router={router} fallback={null} />);
  return { router, user: userEvent.setup() };
}

test('a tablist of tabs, each controlling its panel; only the selected panel shows', () => {
  renderTabs();
  expect(screen.getByRole('tablist', { name: "What's new" })).toBeInTheDocument();
  const tabs = screen.getAllByRole('tab');
  expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
  expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  const panel = screen.getByRole('tabpanel');
  expect(panel).toHaveAccessibleName('News');
  expect(tabs[0]).toHaveAttribute('aria-controls', panel.id);
  // the hash names the tab, not an element: a panel called #news would be the address's fragment target, which
  // the browser scrolls to and focuses on Back instead of restoring the spot left (QA power D3)
  expect(panel.id).not.toBe('news');
  expect(document.getElementById('news')).toBeNull();
  expect(panel).toHaveTextContent('news content');
  expect(screen.queryByText('recipes content')).not.toBeVisible();
});

test('the address hash chooses the tab', () => {
  renderTabs('/home-beta#featuredContent');
  expect(screen.getByRole('tab', { name: 'Featured' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('featured content');
});

test('an unknown hash falls back to the first tab', () => {
  renderTabs('/home-beta#nope');
  expect(screen.getByRole('tab', { name: 'News' })).toHaveAttribute('aria-selected', 'true');
});

test('a click selects the tab and writes the hash', async () => {
  const { router, user } = renderTabs('/home-beta?x=1');
  await user.click(screen.getByRole('tab', { name: 'Latest Recipes' }));
  expect(screen.getByRole('tabpanel')).toHaveTextContent('recipes content');
  expect(router.state.location).toMatchObject({ pathname: '/home-beta', search: '?x=1', hash: '#latestRecipes' });
});

test('arrow keys move and select (wrapping), Home and End jump', async () => {
  const { user } = renderTabs();
  await user.click(screen.getByRole('tab', { name: 'News' }));
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Latest Recipes' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: 'Latest Recipes' })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'News' })).toHaveFocus();
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Featured' })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{Home}');
  expect(screen.getByRole('tab', { name: 'News' })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{End}');
  expect(screen.getByRole('tab', { name: 'Featured' })).toHaveFocus();
});

test('without hash the tabs keep their own state and leave the address alone', async () => {
  const { router, user } = renderTabs('/home-beta', false);
  await user.click(screen.getByRole('tab', { name: 'Featured' }));
  expect(screen.getByRole('tabpanel')).toHaveTextContent('featured content');
  expect(router.state.location.hash).toBe('');
});

test('keys pressed before the address has caught up step from the focused tab', () => {
  const { router } = renderTabs();
  const tabs = screen.getAllByRole('tab');
  // both presses land before a render, as two quick key presses in a browser can
  act(() => {
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
  });
  expect(screen.getByRole('tab', { name: 'Featured' })).toHaveFocus();
  expect(router.state.location.hash).toBe('#featuredContent');
});

test('until the address names a tab, the initial one shows; a tab picked then wins', async () => {
  const router = createRouter([{ path: '/home-beta', element: <Tabs label="What's new" tabs={TABS} hash initial="featuredContent" /> }], createMemoryHistory({ initialEntries: ['/home-beta'] }));
  render(<RouterProvider router={router} fallback={null} />);
  expect(screen.getByRole('tab', { name: 'Featured' })).toHaveAttribute('aria-selected', 'true');
  await userEvent.setup().click(screen.getByRole('tab', { name: 'News' }));
  expect(router.state.location.hash).toBe('#news');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('news content');
});
