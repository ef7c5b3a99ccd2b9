// The app's router (src/lib/router.tsx): moves wait for their screen's code with the old screen shown, and the
// blocker holds a move (a link, navigate(), Back) until it is let go on or dropped.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
import { Outlet, UNSAFE_createMemoryHistory as createMemoryHistory, useLocation, type RouteObject } from 'react-router-dom';
import { createRouter, lazyComponent, Link, RouterProvider, useBlocker, useNavigation } from './router';

/** a component whose code arrives when the test says so */
function deferred(name: string) {
  let arrive: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const Component = lazyComponent(() => new Promise((resolve, reject) => {
    arrive = () => resolve(() => <h1>{name}</h1>);
    fail = reject;
  }));
  return { Component, arrive: () => act(async () => arrive()), fail: (error: Error) => act(async () => fail(error)) };
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

function Layout() {
  const navigation = useNavigation();
  return (
    <>
      <p>{navigation.state === 'loading' ? `loading ${navigation.location?.pathname}` : 'idle'}</p>
      <Link to="/a">to a</Link>
      <Link to="/b">to b</Link>
      <Boundary><Outlet /></Boundary>
    </>
  );
}

function renderRouter(routes: RouteObject[], path = '/') {
  const router = createRouter([{ element: <Layout />, children: routes }], createMemoryHistory({ initialEntries: [path] }));
  const view = render(<RouterProvider router={router} fallback={<p>first load</p>} />);
  return { ...view, router, user: userEvent.setup() };
}

test('the first screen is drawn once its code is there; until then the fallback alone', async () => {
  const a = deferred('screen a');
  renderRouter([{ path: 'a', Component: a.Component }], '/a');
  expect(screen.getByText('first load')).toBeInTheDocument();
  expect(screen.queryByText('idle')).not.toBeInTheDocument();
  await a.arrive();
  expect(screen.getByRole('heading', { name: 'screen a' })).toBeInTheDocument();
  expect(screen.queryByText('first load')).not.toBeInTheDocument();
});

test('a first screen whose code is there already comes after the first render (what it asks for is set up by then)', async () => {
  const a = deferred('screen a');
  void a.Component.load();
  await a.arrive();
  const router = createRouter([{ path: '/a', Component: a.Component }], createMemoryHistory({ initialEntries: ['/a'] }));
  render(<RouterProvider router={router} fallback={<p>first load</p>} />);
  expect(screen.getByText('first load')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'screen a' })).toBeInTheDocument();
});

test('a move keeps the screen it leaves, says where it goes while the code loads, and arrives once it is there', async () => {
  const b = deferred('screen b');
  const { router, user } = renderRouter([{ path: 'a', element: <h1>screen a</h1> }, { path: 'b', Component: b.Component }], '/a');
  await user.click(screen.getByRole('link', { name: 'to b' }));
  expect(screen.getByText('loading /b')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'screen a' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/a');

  await b.arrive();
  expect(screen.getByRole('heading', { name: 'screen b' })).toBeInTheDocument();
  expect(screen.getByText('idle')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/b');

  // its code is there now: a move back to it is made at once, with no loading between
  await act(() => router.navigate('/a'));
  await act(() => router.navigate('/b'));
  expect(screen.getByRole('heading', { name: 'screen b' })).toBeInTheDocument();
});

test('a move made while another still loads wins: the first, once its code is there, is not made', async () => {
  const b = deferred('screen b');
  const { router, user } = renderRouter([{ path: 'a', element: <h1>screen a</h1> }, { path: 'b', Component: b.Component }, { path: 'c', element: <h1>screen c</h1> }], '/a');
  await user.click(screen.getByRole('link', { name: 'to b' }));
  await act(() => router.navigate('/c'));
  expect(screen.getByRole('heading', { name: 'screen c' })).toBeInTheDocument();
  await b.arrive();
  expect(screen.getByRole('heading', { name: 'screen c' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/c');
});

test('a flushSync move is drawn before navigate() returns', () => {
  const { router } = renderRouter([{ path: 'a', element: <h1>screen a</h1> }, { path: 'c', element: <h1>screen c</h1> }], '/a');
  act(() => {
    void router.navigate('/c', { flushSync: true });
    expect(screen.getByRole('heading', { name: 'screen c' })).toBeInTheDocument();
  });
});

test('code that does not load is thrown where the screen goes, after the move', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const b = deferred('screen b');
  const { router, user } = renderRouter([{ path: 'a', element: <h1>screen a</h1> }, { path: 'b', Component: b.Component }], '/a');
  await user.click(screen.getByRole('link', { name: 'to b' }));
  await b.fail(new Error('chunk gone'));
  expect(screen.getByRole('alert')).toHaveTextContent('chunk gone');
  expect(screen.getByText('idle')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/b');
});

function Editor() {
  const { pathname } = useLocation();
  const blocker = useBlocker(({ nextLocation }) => nextLocation.pathname !== pathname);
  if (blocker.state !== 'blocked') return <h1>editor</h1>;
  return (
    <div role="dialog" aria-label="leave?">
      <button type="button" onClick={() => blocker.proceed?.()}>leave</button>
      <button type="button" onClick={() => blocker.reset?.()}>stay</button>
    </div>
  );
}

test('the blocker holds a link\'s move until it is let go on; dropped, the screen stays', async () => {
  const { router, user } = renderRouter([{ path: 'a', element: <Editor /> }, { path: 'b', element: <h1>screen b</h1> }], '/a');
  await user.click(screen.getByRole('link', { name: 'to b' }));
  await user.click(screen.getByRole('button', { name: 'stay' }));
  expect(screen.getByRole('heading', { name: 'editor' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/a');

  await user.click(screen.getByRole('link', { name: 'to b' }));
  await user.click(screen.getByRole('button', { name: 'leave' }));
  expect(await screen.findByRole('heading', { name: 'screen b' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/b');
  expect(router.state.blocker.state).toBe('unblocked');
});

test('Back, blocked, goes back to the screen\'s address; let go on, it is made', async () => {
  const { router, user } = renderRouter([{ path: 'a', element: <Editor /> }, { path: 'b', element: <h1>screen b</h1> }], '/b');
  await act(() => router.navigate('/a'));
  expect(screen.getByRole('heading', { name: 'editor' })).toBeInTheDocument();

  await act(() => router.navigate(-1));
  expect(screen.getByRole('dialog', { name: 'leave?' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/a');
  await user.click(screen.getByRole('button', { name: 'leave' }));
  expect(await screen.findByRole('heading', { name: 'screen b' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/b');
  expect(router.state.historyAction).toBe('POP');
});

test('a link: its address resolved as the route or the path says, its own onClick first, and a click the browser keeps left to it', async () => {
  let stopped = false;
  function Links() {
    return (
      <>
        <h1>list</h1>
        <Link to="edit">edit (route)</Link>
        <Link to="../b" relative="path">b (path)</Link>
        <Link to="/a" onClick={(event) => { if (stopped) event.preventDefault(); }}>to a, maybe</Link>
        <Link to="/a" replace state={{ from: 'list' }}>to a, in its place</Link>
      </>
    );
  }
  function Where() {
    const location = useLocation();
    return <h1>{`${location.pathname} ${JSON.stringify(location.state)}`}</h1>;
  }
  const { router, user } = renderRouter([{ path: 'lists/:id', element: <Links /> }, { path: 'a', element: <Where /> }], '/lists/1');
  expect(screen.getByRole('link', { name: 'edit (route)' })).toHaveAttribute('href', '/lists/1/edit');
  expect(screen.getByRole('link', { name: 'b (path)' })).toHaveAttribute('href', '/lists/b');

  // a new tab's click (Ctrl), and a move its own onClick stops, leave the router where it is
  await user.keyboard('{Control>}');
  await user.click(screen.getByRole('link', { name: 'to a, maybe' }));
  await user.keyboard('{/Control}');
  stopped = true;
  await user.click(screen.getByRole('link', { name: 'to a, maybe' }));
  expect(router.state.location.pathname).toBe('/lists/1');

  await user.click(screen.getByRole('link', { name: 'to a, in its place' }));
  expect(screen.getByRole('heading', { name: '/a {"from":"list"}' })).toBeInTheDocument();
  expect(router.state.historyAction).toBe('REPLACE');
});
