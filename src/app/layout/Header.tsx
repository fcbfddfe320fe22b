import { memo } from 'react';
import { Container, Navbar } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { DarkModeToggle } from './DarkModeToggle';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { SearchPalette } from '../../features/search/SearchPalette';
import { ProfileMenu } from './ProfileMenu';
import { ThemeCustomizer } from './ThemeCustomizer';
import { SyncStatus } from '../../queue/SyncStatus';

export interface HeaderProps {
  /**
   * Opens the small-window menu (AppLayout). When given, a menu button is rendered; CSS shows it
   * only below the width at which the sidebar is hidden (src/styles/app.css).
   */
  onOpenMenu?: () => void;
  /** Whether that menu is open (aria-expanded of the button). */
  menuOpen?: boolean;
  /** Id of the menu's element (aria-controls of the button). */
  menuId?: string;
}

export const Header = memo(function Header({ onOpenMenu, menuOpen = false, menuId }: HeaderProps) {
  return (
    <Navbar as="header" role="banner" className="app-header border-bottom bg-body" sticky="top">
      <Container fluid>
        {onOpenMenu && (
          <button
            type="button"
            className="app-menu-toggle btn btn-outline-secondary btn-sm me-2"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            onClick={onOpenMenu}
          >
            <span aria-hidden="true">☰</span>
          </button>
        )}
        <Navbar.Brand as={Link} to="/dashboard" className="fw-bold text-primary">
          CRMS
        </Navbar.Brand>
        <div className="d-flex align-items-center gap-2 ms-auto">
          <SearchPalette />
          <NotificationBell />
          <DarkModeToggle />
          <ThemeCustomizer />
          <ProfileMenu />
        </div>
        {/* The lead queue's state, on a line of its own so a phone's header stays one screen wide. */}
        <SyncStatus />
      </Container>
    </Navbar>
  );
});
