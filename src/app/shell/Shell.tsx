// SPEC §2 shell: top bar, side menu and the screen; the tutorial prompt for signed-in users.
import { useState } from 'react';
import { Outlet, useNavigation } from 'react-router-dom';
import { TutorialPrompt } from '../../features/onboarding/TutorialPrompt';
import { selectIsLoggedIn } from '../../store/authSlice';
import { useAppSelector } from '../hooks';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import './Shell.css';

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
      {isLoggedIn && <TutorialPrompt />}
    </div>
  );
}
