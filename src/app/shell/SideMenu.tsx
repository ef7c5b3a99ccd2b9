// SPEC §2 side menu: every link, log out, the wake-lock toggle for signed-in users, and the version.
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from '../../lib/router';
import { Icon } from '../../components/Icon';
import { useModalDialog } from '../../components/useModalDialog';
import { useToast } from '../../components/Toast';
import { install, useInstallMode } from '../../pwa/installMenu';
import { applyUpdate } from '../../pwa/applyUpdate';
import { releaseWakeLock, requestWakeLock } from '../../pwa/wakeLock';
import { logoutUser, selectIsLoggedIn, selectUser } from '../../store/authSlice';
import { useAppDispatch, useAppSelector } from '../hooks';

export const MENU_LINKS = [
  { to: '/user-dashboard', label: 'Dashboard' },
  { to: '/recipes', label: 'Discover recipes' },
  { to: '/user-recipes', label: 'My cookbook' },
  { to: '/recipe-creator', label: 'Create a recipe' },
  { to: '/user-shopping-lists', label: 'Shopping lists' },
  { to: '/user-meal-plans', label: 'Meal plans' },
  { to: '/diary', label: 'Food diary' },
  { to: '/user-stores', label: 'Food stores' },
  { to: '/user-notifications', label: 'Notifications' },
  { to: '/user-preferences', label: 'Preferences' },
  { to: '/about', label: 'About' },
  { to: '/legal', label: 'Legal' },
  { to: '/contact', label: 'Contact' },
] as const;

export const APP_VERSION = process.env.APP_VERSION ?? 'dev';

/** latestVersion: a newer deployed version (SPEC §4, checked by the shell from the start), or null */
export function SideMenu({ open, onClose, latestVersion }: { open: boolean; onClose: () => void; latestVersion: string | null }) {
  const ref = useModalDialog(open, onClose);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUser);
  const [awake, setAwake] = useState(false);
  const toast = useToast();
  // SPEC §4: Update when a newer version is deployed, Install when the browser allows (an alert on iOS)
  const installMode = useInstallMode();

  const logout = async () => {
    onClose();
    await dispatch(logoutUser());
    void navigate('/login', { replace: true });
  };

  const toggleAwake = async () => {
    if (awake) {
      await releaseWakeLock();
      setAwake(false);
    } else {
      const granted = await requestWakeLock();
      setAwake(granted);
      if (!granted) toast('This browser cannot keep the screen awake.');
    }
  };

  return (
    // a click on the backdrop closes the menu; keyboard users close it with Escape (the dialog's cancel)
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className="side-menu"
      aria-label="Menu"
      onClose={() => open && onClose()}
      onCancel={(e) => { e.preventDefault(); onClose(); }}
      onClick={(e) => { if (e.target === ref.current) onClose(); }}
    >
      <div className="side-menu__header">
        <p className="side-menu__greeting">{user ? `Hello, ${user.name}` : 'Larder'}</p>
        <button type="button" className="icon-btn" onClick={onClose} aria-label="Close menu"><Icon name="close" /></button>
      </div>
      <nav aria-label="Main">
        <ul className="side-menu__links">
          {MENU_LINKS.map((link) => {
            // the link of the page on show, or of a page under it, is the current page's
            const current = pathname === link.to || pathname.startsWith(`${link.to}/`);
            return (
              <li key={link.to}>
                <Link to={link.to} onClick={onClose} className={current ? 'side-menu__link active' : 'side-menu__link'} aria-current={current ? 'page' : undefined}>
                  {link.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="side-menu__footer">
        {latestVersion && (
          <button type="button" className="side-menu__link" onClick={() => void applyUpdate(latestVersion)}>Update</button>
        )}
        {installMode !== 'none' && (
          <button type="button" className="side-menu__link" onClick={() => void install()}>Install</button>
        )}
        {isLoggedIn && (
          <label className="switch">
            <input type="checkbox" role="switch" checked={awake} onChange={() => void toggleAwake()} />
            <span>Keep screen awake</span>
          </label>
        )}
        {isLoggedIn && (
          <button type="button" className="side-menu__link side-menu__logout" onClick={() => void logout()}>
            <Icon name="logout" size={18} /> Log out
          </button>
        )}
        <p className="side-menu__version">Version {APP_VERSION}</p>
      </div>
    </dialog>
  );
}
