import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '../../components/PageLoading';
import { Header } from './Header';
import { SessionBootstrap } from './SessionBootstrap';
import { Sidebar } from './Sidebar';

/** Signed-in shell: header, permission-gated sidebar, the page. */
export function AppLayout() {
  return (
    <div className="app-shell">
      <SessionBootstrap />
      <Header />
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
