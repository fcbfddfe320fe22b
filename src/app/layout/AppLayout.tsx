import { Suspense, useCallback, useEffect, useState } from 'react';
import { Offcanvas } from 'react-bootstrap';
import { Outlet, useNavigate } from 'react-router-dom';
import { AppNavigateProvider } from '../../lib/appNavigate';
import { wrapTabInModals } from '../../lib/modalTabWrap';
import { PageLoading } from '../../components/PageLoading';
import { SyncProvider } from '../../queue/SyncProvider';
import { Header } from './Header';
import { SessionBootstrap } from './SessionBootstrap';
import { Sidebar, SidebarContent } from './Sidebar';
import { usePrefetchLeads } from './usePrefetchLeads';
import { useOfflineReadsRefresh } from './useOfflineReadsRefresh';
import { useRouteFocus } from './useRouteFocus';

const MOBILE_MENU_ID = 'app-mobile-menu';

const MAIN_ID = 'main-content';

/**
 * The first stop of Tab: straight to the screen, past the header and the sidebar's fifty links.
 * It focuses the main area itself (a #fragment link would go through the router and the URL).
 */
function SkipToContent() {
  return (
    <a
      href={`#${MAIN_ID}`}
      className="visually-hidden-focusable app-skip-link"
      onClick={(e) => {
        e.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
    >
      Skip to content
    </a>
  );
}

/**
 * Signed-in shell: header, permission-gated sidebar, the page. Below the sidebar's breakpoint the
 * sidebar is hidden (app.css) and the header's menu button opens the same content in an Offcanvas,
 * which closes when a link is chosen, on Escape or on the backdrop. The Offcanvas is only rendered
 * while open, so there is one main menu at a time on wide windows (and its media-query hook does
 * not run in the closed state).
 *
 * Header and Sidebar are memoized and their callbacks stable: a change of a list's filters or page
 * re-renders the page, not the whole chrome (docs/decisions.md "Leads list rendering").
 */
export function AppLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const navigate = useNavigate();
  usePrefetchLeads();
  useOfflineReadsRefresh();
  useRouteFocus();
  // Tab goes round inside an open dialog instead of leaving for the browser (src/lib/modalTabWrap.ts).
  useEffect(wrapTabInModals, []);
  const openMenu = useCallback(() => setMenuOpen(true), []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  return (
    <AppNavigateProvider value={navigate}>
      <SyncProvider>
        <div className="app-shell">
          <SkipToContent />
          <SessionBootstrap />
          <Header onOpenMenu={openMenu} menuOpen={menuOpen} menuId={MOBILE_MENU_ID} />
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
            <main id={MAIN_ID} tabIndex={-1} className="app-main flex-grow-1 p-3">
              <Suspense fallback={<PageLoading />}>
                <Outlet />
              </Suspense>
            </main>
          </div>
        </div>
      </SyncProvider>
    </AppNavigateProvider>
  );
}

/** Header only: unknown paths (spec: "blank page (header only)", here with a Page not found message). */
export function BareLayout() {
  const navigate = useNavigate();
  return (
    <AppNavigateProvider value={navigate}>
      <SyncProvider>
        <div className="app-shell">
          <SessionBootstrap />
          <Header />
          <main className="p-3">
            <Outlet />
          </main>
        </div>
      </SyncProvider>
    </AppNavigateProvider>
  );
}
