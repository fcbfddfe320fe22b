import { Navigate, type RouteObject } from 'react-router-dom';
import { MASTER_DESCRIPTORS, ROLE_DESCRIPTOR } from '../../features/master-data/descriptors';
import { page } from '../../lib/lazyPage';
import { FirstPermittedSetting } from './FirstPermittedSetting';

/** One generic screen per master-data descriptor (src/features/master-data/descriptors.ts). */
const masterScreen = (path: string, title: string) =>
  page(title, () =>
    import('../../features/master-data/screens').then((m) => ({ default: m.screenFor(path) })),
  );

const rolePermissions = () =>
  page('Role Permissions', () => import('../../features/roles/RolePermissionsPage'));

/** Master data under /basic-settings; its index opens the first screen the user may open. */
export const settingsRoutes: RouteObject[] = [
  {
    path: 'basic-settings',
    handle: { title: 'Basic Settings' },
    children: [
      { index: true, element: <FirstPermittedSetting /> },
      ...MASTER_DESCRIPTORS.map((d) => ({ path: d.path, ...masterScreen(d.path, d.listTitle) })),
      { path: 'roles/:roleId/permissions', ...rolePermissions() },
    ],
  },
  { path: ROLE_DESCRIPTOR.path, ...masterScreen(ROLE_DESCRIPTOR.path, ROLE_DESCRIPTOR.listTitle) },
  // The countries demo dialog's destination: the Countries screen (docs/decisions.md).
  { path: 'location/countries', element: <Navigate to="/basic-settings/countries" replace /> },
];
