import { Link } from 'react-router-dom';
import { Icon } from '../../components/Icon';
import { OfflineBadge } from '../../pwa/OfflineBadge';
import { selectIsLoggedIn } from '../../store/authSlice';
import { useAppSelector } from '../hooks';

/** onMenuIntent: the pointer or the focus reached "Open menu", so the menu's code can start loading */
export function TopBar({ onOpenMenu, onMenuIntent }: { onOpenMenu: () => void; onMenuIntent: () => void }) {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  return (
    <header className="topbar">
      <button type="button" className="icon-btn" onClick={onOpenMenu} onPointerEnter={onMenuIntent} onFocus={onMenuIntent} aria-label="Open menu">
        <Icon name="menu" />
      </button>
      <Link to="/" className="topbar__brand">Larder</Link>
      <OfflineBadge />
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
