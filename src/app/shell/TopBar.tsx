import { Link } from '../../lib/router';
import { Icon } from '../../components/Icon';
import { stickyTop } from '../../components/stickyBars';
import { applyUpdate } from '../../pwa/applyUpdate';
import { OfflineBadge } from '../../pwa/OfflineBadge';
import { selectIsLoggedIn } from '../../store/authSlice';
import { useAppSelector } from '../hooks';

/**
 * onMenuIntent: the pointer or the focus reached "Open menu", so the menu's code can start loading; update: a new
 * version is ready for this tab (another tab's Update gave it a new service worker, or a part of it is gone since a
 * deploy), with the version when it is known: offered here, as the menu may not open, until the user chooses to update
 */
export function TopBar({ onOpenMenu, onMenuIntent, update = null }: { onOpenMenu: () => void; onMenuIntent: () => void; update?: { latestVersion: string | null } | null }) {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  return (
    <header ref={stickyTop} className="topbar">
      <button type="button" className="icon-btn" onClick={onOpenMenu} onPointerEnter={onMenuIntent} onFocus={onMenuIntent} aria-label="Open menu">
        <Icon name="menu" />
      </button>
      <Link to="/" className="topbar__brand">Larder</Link>
      <OfflineBadge />
      {update && (
        <span className="offline-badge update-offer" role="status">
          <span className="offline-badge__text">New version</span>
          {/* SPEC §4's Update, as the menu has it: no reload the user did not choose drops what a screen holds */}
          <button id="update-offer" type="button" className="btn btn--link offline-badge__dismiss" onClick={() => void applyUpdate(update.latestVersion)}>Update</button>
        </span>
      )}
      <nav className="topbar__actions" aria-label="Quick links">
        <Link to="/home-beta" className="icon-btn" aria-label="What's new" title="What's new">
          <Icon name="news" />
        </Link>
        {!isLoggedIn && (
          <Link to="/login" className="icon-btn" aria-label="Log in" title="Log in">
            <Icon name="login" />
          </Link>
        )}
      </nav>
    </header>
  );
}
