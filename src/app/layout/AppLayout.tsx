import { Suspense, useState } from 'react';
import { Offcanvas } from 'react-bootstrap';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '../../components/PageLoading';
import { Header } from './Header';
import { SessionBootstrap } from './SessionBootstrap';
import { Sidebar, SidebarContent } from './Sidebar';
import { usePrefetchLeads } from './usePrefetchLeads';

const MOBILE_MENU_ID = 'app-mobile-menu';

/**
 * Signed-in shell: header, permission-gated sidebar, the page. Below the sidebar's breakpoint the
 * sidebar is hidden (app.css) and the header's menu button opens the same content in an Offcanvas,
 * which closes when a link is chosen, on Escape or on the backdrop. The Offcanvas is only rendered
 * while open, so there is one main menu at a time on wide windows (and its media-query hook does
 * not run in the closed state).
 */
export function AppLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  usePrefetchLeads();
  const closeMenu = () => setMenuOpen(false);
  return (
    <div className="app-shell">
      <SessionBootstrap />
      <Header onOpenMenu={() => setMenuOpen(true)} menuOpen={menuOpen} menuId={MOBILE_MENU_ID} />
      {menuOpen && (
        <Offcanvas
          id={MOBILE_MENU_ID}
          show
          onHide={closeMenu}
          placement="start"
          className="app-mobile-menu"
          aria-labelledby={`${MOBILE_MENU_ID}-title`}
        >
          <Offcanvas.Header closeButton closeLabel="Close menu">
            <Offcanvas.Title id={`${MOBILE_MENU_ID}-title`}>Menu</Offcanvas.Title>
          </Offcanvas.Header>
          <Offcanvas.Body className="p-0">
            <SidebarContent onNavigate={closeMenu} />
          </Offcanvas.Body>
        </Offcanvas>
      )}
      <div className="app-body d-flex">
        <Sidebar />
        <main className="app-main flex-grow-1 p-3">
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}

/** Header only: unknown paths (spec: "blank page (header only)", here with a Page not found message). */
export function BareLayout() {
  return (
    <div className="app-shell">
      <SessionBootstrap />
      <Header />
      <main className="p-3">
        <Outlet />
      </main>
    </div>
  );
}
