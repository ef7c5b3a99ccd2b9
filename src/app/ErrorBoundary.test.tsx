import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { AppUpdatedError } from '../lib/lazyWithRetry';
import { createRouter, lazyComponent, Link, RouterProvider } from '../lib/router';
import { ErrorScreen, RouteErrorBoundary } from './ErrorBoundary';

const chunkError = () => Object.assign(new Error('Loading chunk 8970 failed'), { name: 'ChunkLoadError' });

test('a part gone because Larder was updated says so, with Reload, and does not blame the connection', () => {
  render(<ErrorScreen error={new AppUpdatedError('9.9.9')} />);
  expect(screen.getByRole('heading', { name: 'Larder has been updated.' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Reload to carry on with the new version. Nothing you saved is lost.');
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  expect(screen.queryByText(/connection/)).not.toBeInTheDocument();
});

test('a part that could not load otherwise still asks to check the connection', () => {
  render(<ErrorScreen error={chunkError()} />);
  expect(screen.getByRole('heading', { name: 'Something went wrong.' })).toBeInTheDocument();
  expect(screen.getByText('A part of Larder could not be loaded. Check your connection, then reload.')).toBeInTheDocument();
});

test('a screen whose code is gone says so in its place, under the shell, until the user goes elsewhere', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const gone = lazyComponent(() => Promise.reject(new AppUpdatedError('9.9.9')));
  const shell = <><nav><Link to="/home">Home</Link> <Link to="/login">Login</Link></nav><main><Outlet /></main></>;
  const router = createRouter([{
    element: <RouteErrorBoundary>{shell}</RouteErrorBoundary>,
    children: [{
      element: <RouteErrorBoundary><Outlet /></RouteErrorBoundary>,
      children: [{ path: 'home', element: <h1>Welcome</h1> }, { path: 'login', Component: gone }],
    }],
  }], createMemoryHistory({ initialEntries: ['/home'] }));
  render(<RouterProvider router={router} fallback={null} />);
  const user = userEvent.setup();

  await user.click(screen.getByRole('link', { name: 'Login' }));
  expect(await screen.findByRole('heading', { name: 'Larder has been updated.' })).toBeInTheDocument();
  expect(screen.getByRole('main')).toContainElement(screen.getByRole('alert'));
  expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');

  await user.click(screen.getByRole('link', { name: 'Home' }));
  expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await act(() => router.navigate('/login'));
  expect(screen.getByRole('heading', { name: 'Larder has been updated.' })).toBeInTheDocument();
});
