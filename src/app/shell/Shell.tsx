// SPEC §2 shell: top bar, side menu and the screen; the tutorial prompt for signed-in users.
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useToast } from '../../components/Toast';
import { useTutorialOffer } from '../../features/onboarding/useTutorialOffer';
import { importWithRetry, isAppUpdated } from '../../lib/lazyWithRetry';
import { useNavigation } from '../../lib/router';
import { selectIsLoggedIn } from '../../store/authSlice';
import { useVersionCheck } from '../../pwa/useVersionCheck';
import { useAppDispatch, useAppSelector } from '../hooks';
import { appStarted } from '../listeners';
import { isCookMode } from '../cookMode';
import { hasRunningCookTimers } from '../../features/cook/keptCookSessions';
import { SESSION_REPLACED, SESSION_REPLACED_KEY } from '../session';
import { TopBar } from './TopBar';
import './Shell.css';

// signed-in users only, and only once it may be offered (useTutorialWanted): a visitor's first load does not carry it
const TutorialPrompt = lazy(() => importWithRetry(() => import('../../features/onboarding/TutorialPrompt'))
  .then((module) => ({ default: module.TutorialPrompt })));

// the menu's code loads when it is first wanted (the pointer or focus on "Open menu", or the click), not with
// every first page; a chunk that cannot load goes to the error screen like a route's, except one gone because the app
// was updated: the screen stays, with the top bar's offer to update
const loadSideMenu = () => importWithRetry(() => import(/* webpackChunkName: "side-menu" */ './SideMenu'));
const SideMenu = lazy(() => loadSideMenu().then((module) => ({ default: module.SideMenu })));

const Nothing = (): ReactNode => null;

// a cook session's running timers, kept after cook mode was left (Back, a link): they ring and show on every screen.
// Its code loads only once the tab keeps running timers; one that cannot load leaves the screen as it is
const CookingChip = lazy(() => importWithRetry(() => import(/* webpackChunkName: "cooking-chip" */ '../../features/cook/CookingChip'))
  .then((module) => ({ default: module.CookingChip }), (error: unknown) => {
    console.warn('cooking chip: could not load', error);
    return { default: Nothing };
  }));

export function Shell() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  // SPEC §4: the version check runs from the start, so Update is there the first time the menu opens
  const { latestVersion, workerReplaced, checkNow } = useVersionCheck();
  const [menuGone, setMenuGone] = useState<{ opened: boolean } | null>(null);
  const [menuError, setMenuError] = useState<unknown>(null);
  if (menuError) throw menuError;
  const loadMenu = (open: boolean) => loadSideMenu().then(() => {
    if (!open) return;
    setMenuWanted(true);
    setMenuOpen(true);
  }, (error: unknown) => {
    if (isAppUpdated(error)) setMenuGone({ opened: open });
    else if (open) setMenuError(error);
  });
  // the menu that did not open hands the focus to the offer that mends it
  useEffect(() => {
    if (menuGone?.opened) document.getElementById('update-offer')?.focus();
  }, [menuGone]);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const tutorialWanted = useTutorialWanted(isLoggedIn);
  const loading = useNavigation().state === 'loading';
  const cooking = useCookingWanted();
  useFocusOnNewScreen();
  useScreenTitle();
  useAppStarted();
  useSessionReplacedNotice();
  return (
    <div className="shell">
      <a className="skip-link" href="#main">Skip to content</a>
      {loading && <div className="shell__progress" role="progressbar" aria-label="Loading page" />}
      <TopBar
        onOpenMenu={() => { checkNow(); void loadMenu(true); }}
        onMenuIntent={() => void loadMenu(false)}
        update={workerReplaced || menuGone ? { latestVersion } : null}
      />
      {menuWanted && (
        <Suspense fallback={null}>
          <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} latestVersion={latestVersion} />
        </Suspense>
      )}
      {cooking && <Suspense fallback={null}><CookingChip /></Suspense>}
      <main id="main" className="shell__main" tabIndex={-1}>
        <Outlet />
      </main>
      {tutorialWanted && <Suspense fallback={null}><TutorialPrompt /></Suspense>}
    </div>
  );
}

const noChanges = () => () => undefined;

/**
 * Whether the cooking chip is in the page: while the tab keeps a cook session with a running timer, as read at each
 * screen (the shell draws again as the address changes: cook mode left, a reload); never in a page the server draws.
 */
function useCookingWanted(): boolean {
  return useSyncExternalStore(noChanges, hasRunningCookTimers, () => false);
}

/**
 * Whether the tutorial prompt is in the page: from the moment it may be offered (SPEC §2: first_login in the address,
 * or no answer stored; the prompt then shows and closes itself). A user who answered it before does not load its code
 * on each start, until the tutorials are reset.
 */
function useTutorialWanted(isLoggedIn: boolean): boolean {
  const { offered: offeredNow } = useTutorialOffer();
  const offered = isLoggedIn && offeredNow;
  const [wanted, setWanted] = useState(false);
  if (offered && !wanted) setWanted(true);
  return isLoggedIn && (wanted || offered);
}

/**
 * Once the app's first screen is up (its effects, which ask for its own data, have run before this layout's), the
 * start goes on (src/app/listeners.ts: the user's other data is loaded, not what the screen asks for itself), and
 * public/preload.js clicks again a drawn page's button clicked before the app had taken the page over.
 */
function useAppStarted() {
  const dispatch = useAppDispatch();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    dispatch(appStarted());
    document.dispatchEvent(new Event('app-started'));
  }, [dispatch]);
}

/** Once the tab has started again because another tab signed in (app/session.ts), it says so. */
function useSessionReplacedNotice() {
  const toast = useToast();
  useEffect(() => {
    if (!window.sessionStorage.getItem(SESSION_REPLACED_KEY)) return;
    window.sessionStorage.removeItem(SESSION_REPLACED_KEY);
    toast(SESSION_REPLACED);
  }, [toast]);
}

/**
 * After a move to another screen, a focus that went with the old screen (the link, the dialog's button) starts
 * again at the new screen's content rather than the top of the page; a focus the new screen set itself, or one
 * still on the page (the top bar), stays where it is. Not on the first load.
 */
function useFocusOnNewScreen() {
  const { pathname, search } = useLocation();
  // a recipe's cook mode is another screen at the same path (?cookmode=true)
  const screen = isCookMode(new URLSearchParams(search)) ? `${pathname}?cookmode` : pathname;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const active = document.activeElement;
    if (active === null || active === document.body) document.getElementById('main')?.focus({ preventScroll: true });
  }, [screen]);
}

/**
 * The tab's title names the screen (SPEC: not shown): its heading and the app's name, 'Shopping lists · Larder', or
 * the app's name alone while a screen has no heading yet. One place for every screen: the title follows the heading
 * as it loads or changes (a list renamed), so a screen reader's 'page title', the tab strip and the history say where
 * each page is.
 */
function useScreenTitle() {
  useEffect(() => {
    const main = document.getElementById('main');
    if (!main) return undefined;
    const update = () => {
      const heading = main.querySelector('h1')?.textContent?.trim();
      const title = heading ? `${heading} · Larder` : 'Larder';
      if (document.title !== title) document.title = title;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
}
