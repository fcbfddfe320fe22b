import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { PageNotFound } from '../components/PageNotFound';
import { RequireAuth } from './guards';
import { RootLayout } from './RootLayout';
import { dashboardRoutes, leadRoutes } from './routes/leadRoutes';
import { otherRoutes } from './routes/otherRoutes';
import { publicRoutes } from './routes/publicRoutes';
import { settingsRoutes } from './routes/settingsRoutes';

/**
 * The complete route table. Public screens need no token; everything else
 * sits under RequireAuth inside the signed-in shell. Unknown paths: header plus Page not found.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      ...publicRoutes,
      {
        element: <RequireAuth />,
        children: [
          {
            // The signed-in shell (header, sidebar, dropdowns) is its own chunk: the sign-in page
            // never downloads it.
            lazy: async () => ({ Component: (await import('./layout/AppLayout')).AppLayout }),
            children: [...dashboardRoutes, ...leadRoutes, ...settingsRoutes, ...otherRoutes],
          },
          {
            lazy: async () => ({ Component: (await import('./layout/AppLayout')).BareLayout }),
            children: [{ path: '*', handle: { title: 'Page not found' }, element: <PageNotFound /> }],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
