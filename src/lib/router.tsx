// The app's router: React Router's declarative parts (<Router>, useRoutes and the hooks) driven by a small
// router of ours in place of its data router (createBrowserRouter and RouterProvider), which put ~17 KiB gzip more
// of react-router into every first load for what the app used of it (docs/decisions.md); and its links (Link
// below), for the same reason. What we keep of it:
// a move waits for the code of the screen it goes to (the lazy components the address matches), with the old
// screen on the page meanwhile and the move pending (useNavigation); a first render waits for it too, so a drawn
// page is hydrated once its screen's code is there; and one blocker (useBlocker), asked before a link, a navigate()
// or Back leaves the screen. The history's writes go through window.history, which src/lib/modalHistory.ts patches.
import { createContext, createElement, startTransition, use, useContext, useEffect, useLayoutEffect, useState, type AnchorHTMLAttributes, type ComponentType, type ReactNode, type Ref } from 'react';
import { flushSync } from 'react-dom';
import {
  matchRoutes,
  NavigationType,
  parsePath,
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  useHref,
  useLinkClickHandler,
  useRoutes,
  type Location,
  type Navigator,
  type RouteObject,
  type To,
} from 'react-router-dom';

type History = ReturnType<typeof createBrowserHistory>;

/** a move under way: the address it goes to while the code of its screen loads */
export interface Navigation {
  state: 'idle' | 'loading';
  location?: Location;
}

/** the state of the blocker (useBlocker): blocked, it holds the move it stopped, to let go on or to drop */
export interface Blocker {
  state: 'unblocked' | 'blocked' | 'proceeding';
  proceed?: () => void;
  reset?: () => void;
}

type BlockerFunction = (move: { currentLocation: Location; nextLocation: Location; historyAction: NavigationType }) => boolean;

export interface RouterState {
  location: Location;
  historyAction: NavigationType;
  /** false until the first address's code is there */
  initialized: boolean;
  navigation: Navigation;
  blocker: Blocker;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** the change is drawn at once, not in a transition (what follows at once must see it) */
  flushSync?: boolean;
}

type Subscriber = (state: RouterState, flush: boolean) => void;

export type AppRouter = ReturnType<typeof createRouter>;

/** A component whose code loads first: load() starts it (null once it is there), and the router awaits it. */
export type LazyComponent = ComponentType & { load: () => Promise<void> | null };

const IDLE: Navigation = { state: 'idle' };
const UNBLOCKED: Blocker = { state: 'unblocked' };

/**
 * The component `load` gives, rendered once it is there. The router loads it before it moves to an address that
 * shows it; rendered before (never, as the router is used), it suspends. A load that fails is thrown where the
 * component goes, for the nearest error boundary.
 */
export function lazyComponent(load: () => Promise<ComponentType>): LazyComponent {
  let loaded: ComponentType | undefined;
  let failed: { error: unknown } | undefined;
  let loading: Promise<void> | undefined;
  const start = () => (loading ??= load().then((component) => { loaded = component; }, (error: unknown) => { failed = { error }; }));
  function Lazy() {
    if (!loaded && !failed) use(start());
    if (failed) throw failed.error;
    return loaded ? createElement(loaded) : null;
  }
  Lazy.load = () => (loaded || failed ? null : start());
  return Lazy;
}

export function createRouter(routes: RouteObject[], history: History = createBrowserHistory()) {
  const subscribers = new Set<Subscriber>();
  let blockerFunction: BlockerFunction | null = null;
  /** the latest move: one still loading when another starts is dropped */
  let latest = 0;
  /** router.navigate(delta)'s promise, kept until the history's move arrives */
  let popped: (() => void) | null = null;
  /** the blocker's own move back to the address it kept: not a move of the user's */
  let restored: (() => void) | null = null;

  const update = (changes: Partial<RouterState>, flush = false) => {
    router.state = { ...router.state, ...changes };
    subscribers.forEach((subscriber) => subscriber(router.state, flush));
  };

  const blocks = (nextLocation: Location, historyAction: NavigationType) => blockerFunction !== null
    && router.state.blocker.state !== 'proceeding'
    && blockerFunction({ currentLocation: router.state.location, nextLocation, historyAction });

  const blocked = (proceed: () => void): Blocker => ({
    state: 'blocked',
    proceed: () => {
      update({ blocker: { state: 'proceeding' } });
      proceed();
    },
    reset: () => update({ blocker: UNBLOCKED }),
  });

  function start(historyAction: NavigationType, location: Location, flush = false): Promise<void> {
    const id = (latest += 1);
    const lazy = (matchRoutes(routes, location) ?? []).flatMap(({ route }) => {
      const component = route.Component as Partial<LazyComponent> | undefined;
      return component?.load ? [component.load] : [];
    });
    const loads = lazy.flatMap((load) => load() ?? []);
    const arrive = (flushNow: boolean) => {
      if (id !== latest) return;
      // the address is written once the move is made, as the data router did (a move given up writes nothing)
      if (historyAction === NavigationType.Push) history.push(location, location.state);
      if (historyAction === NavigationType.Replace) history.replace(location, location.state);
      update({ location, historyAction, initialized: true, navigation: IDLE, blocker: UNBLOCKED }, flushNow);
      popped?.();
      popped = null;
    };
    // a first move to lazy components arrives a microtask later even when their code is there, as the data router's
    // did (its routes' lazy ran again for each router): the app made and rendered at once (a test's) draws the
    // fallback first, and its screen's first requests come after
    if (loads.length === 0 && (router.state.initialized || lazy.length === 0)) {
      arrive(flush);
      return Promise.resolve();
    }
    // flushSync draws the move's start at once; its end, once the code is there, comes in a transition
    if (router.state.initialized) update({ navigation: { state: 'loading', location } }, flush);
    return Promise.all(loads).then(() => arrive(false));
  }

  const router = {
    routes,
    state: { location: history.location, historyAction: history.action, initialized: false, navigation: IDLE, blocker: UNBLOCKED } as RouterState,
    /** to an address (resolved against the current one), or by `to` steps in the history; settles once there */
    navigate(to: To | number, options: NavigateOptions = {}): Promise<void> {
      popped?.();
      popped = null;
      if (typeof to === 'number') {
        const arrived = new Promise<void>((resolve) => { popped = resolve; });
        history.go(to);
        return arrived;
      }
      const current = router.state.location;
      const path = typeof to === 'string' ? parsePath(to) : to;
      const location: Location = {
        ...history.encodeLocation({ pathname: current.pathname, ...path }),
        state: options.state ?? null,
        key: Math.random().toString(36).slice(2, 10),
      };
      const historyAction = options.replace ? NavigationType.Replace : NavigationType.Push;
      if (blocks(location, historyAction)) {
        update({ blocker: blocked(() => void router.navigate(to, options)) });
        return Promise.resolve();
      }
      return start(historyAction, location, options.flushSync);
    },
    subscribe(subscriber: Subscriber) {
      subscribers.add(subscriber);
      return () => { subscribers.delete(subscriber); };
    },
    /** the blocker, asked before each move (the last one set); returns its removal */
    block(shouldBlock: BlockerFunction) {
      blockerFunction = shouldBlock;
      return () => {
        if (blockerFunction === shouldBlock) blockerFunction = null;
      };
    },
    /** its blocker gone with its screen: a question it left open is not the next one's */
    unblock() {
      router.state = { ...router.state, blocker: UNBLOCKED };
    },
    navigator: {
      createHref: (to) => history.createHref(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => void router.navigate(delta),
      push: (to, state, options) => void router.navigate(to, { state, flushSync: options?.flushSync }),
      replace: (to, state, options) => void router.navigate(to, { replace: true, state, flushSync: options?.flushSync }),
    } as Navigator,
    dispose() {
      stopListening();
      subscribers.clear();
    },
  };

  // Back and Forward (the address has already changed): a blocked one is undone, and made again if it goes on
  const stopListening = history.listen(({ location, delta }) => {
    if (restored) {
      restored();
      restored = null;
      return;
    }
    if (delta !== null && blocks(location, NavigationType.Pop)) {
      const back = new Promise<void>((resolve) => { restored = resolve; });
      history.go(-delta);
      update({ blocker: blocked(() => void back.then(() => history.go(delta))) });
      popped?.();
      popped = null;
      return;
    }
    void start(NavigationType.Pop, location);
  });
  void start(NavigationType.Pop, history.location);
  return router;
}

const RouterContext = createContext<AppRouter | null>(null);
// without a RouterProvider (a page drawn in a StaticRouter): no move under way, none blocked
const StateContext = createContext<Pick<RouterState, 'navigation' | 'blocker'>>({ navigation: IDLE, blocker: UNBLOCKED });

/** The routes at the router's address, drawn in a transition (the move's own, so the old screen stays till then). */
export function RouterProvider({ router, fallback }: { router: AppRouter; fallback: ReactNode }) {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => {
    const stop = router.subscribe((next, flush) => {
      if (flush) flushSync(() => setState(next));
      else startTransition(() => setState(next));
    });
    // a change made before this subscribed (the first address's code came while the first render went on)
    startTransition(() => setState(router.state));
    return stop;
  }, [router]);
  return (
    <RouterContext value={router}>
      <StateContext value={state}>
        <Router location={state.location} navigationType={state.historyAction} navigator={router.navigator}>
          {state.initialized ? <RouteTree routes={router.routes} /> : fallback}
        </Router>
      </StateContext>
    </RouterContext>
  );
}

/** the routes' elements at the address of the <Router> around (also the drawn pages', in a StaticRouter) */
export function RouteTree({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** 'path': `to` is resolved against the address's path, not the route's ('route', the default) */
  relative?: 'route' | 'path';
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to an address of the app: a click the browser keeps (a modifier key, another target, not the main button)
 * is left to it; any other moves through the router. React Router's own <Link> is this and its framework mode's
 * prefetching and route discovery, which the app has no use for and which came into every first load (2.4 KiB gzip).
 */
export function Link({ to, relative, replace, state, target, onClick, children, ...rest }: LinkProps) {
  const href = useHref(to, { relative });
  const follow = useLinkClickHandler(to, { relative, replace, state, target });
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) follow(event);
      }}
    >
      {children}
    </a>
  );
}

/** the move under way, if any */
export function useNavigation(): Navigation {
  return useContext(StateContext).navigation;
}

/**
 * Asks `shouldBlock` before each move away (a link, navigate(), Back): one it holds stays undone until the returned
 * blocker's proceed() makes it, or reset() drops it.
 */
export function useBlocker(shouldBlock: BlockerFunction): Blocker {
  const router = useContext(RouterContext);
  const { blocker } = useContext(StateContext);
  useEffect(() => router?.block(shouldBlock), [router, shouldBlock]);
  useEffect(() => () => router?.unblock(), [router]);
  return blocker;
}
