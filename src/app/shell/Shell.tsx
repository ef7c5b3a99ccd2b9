// SPEC §2 shell: top bar, side menu and the screen; the tutorial prompt for signed-in users.
import { lazy, Suspense, useState } from 'react';
import { Outlet, useNavigation } from 'react-router-dom';
import { importWithRetry } from '../../lib/lazyWithRetry';
import { selectIsLoggedIn } from '../../store/authSlice';
import { useAppSelector } from '../hooks';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import './Shell.css';

// signed-in users only: a visitor's first load does not carry it
const TutorialPrompt = lazy(() => importWithRetry(() => import('../../features/onboarding/TutorialPrompt'))
  .then((module) => ({ default: module.TutorialPrompt })));

export function Shell() {
  const [menuOpen, setMenuOpen] = useState(false);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const loading = useNavigation().state === 'loading';
  return (
    <div className="shell">
      <a className="skip-link" href="#main">Skip to content</a>
      {loading && <div className="shell__progress" role="progressbar" aria-label="Loading page" />}
      <TopBar onOpenMenu={() => setMenuOpen(true)} />
      <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
      <main id="main" className="shell__main" tabIndex={-1}>
        <Outlet />
      </main>
      {isLoggedIn && <Suspense fallback={null}><TutorialPrompt /></Suspense>}
    </div>
  );
}
