import { Navigate, type RouteObject } from 'react-router-dom';
import { notBuilt, page } from '../../lib/lazyPage';
import { leadWizardCreateRoute, leadWizardEditRoute } from '../../features/lead-wizard/routes';

// The three dashboards share one page (one layout, one call).
const dashboardPage = () => import('../../features/dashboard/DashboardPage');

/** Dashboards and the lead area. */
export const dashboardRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    ...page('Dashboard', () => import('../../features/dashboard/DashboardLayout')),
    children: [
      { index: true, element: <Navigate to="leads-dashboard" replace /> },
      { path: 'leads-dashboard', ...page('Leads Dashboard', dashboardPage) },
      { path: 'prospect-dashboard', ...page('Prospect Dashboard', dashboardPage) },
      { path: 'stackholder-dashboard', ...page('Stackholder Dashboard', dashboardPage) },
    ],
  },
];

export const leadRoutes: RouteObject[] = [
  {
    path: 'leads-individual',
    handle: { title: 'Leads Individual' },
    children: [
      { index: true, element: <Navigate to="initial-info" replace /> },
      { path: 'initial-info', ...notBuilt('Initial Information') },
      { path: 'basic-info', ...notBuilt('Basic Information') },
      { path: 'personal-info', ...notBuilt('Personal Information') },
      { path: 'communication-info', ...notBuilt('Communication Information') },
      { path: 'service-info', ...notBuilt('Service Information') },
    ],
  },
  {
    path: 'leads-organization',
    handle: { title: 'Leads' },
    children: [
      { index: true, element: <Navigate to="leads-index" replace /> },
      { path: 'leads-index', ...page('Leads', () => import('../../features/leads/pages/LeadsListPage')) },
      {
        path: 'leads-edit-requests',
        ...page('Leads Edit Requests', () => import('../../features/leads/pages/LeadsEditRequestsPage')),
      },
      leadWizardCreateRoute,
      {
        path: ':id',
        children: [
          { index: true, element: <Navigate to="leads-details" replace /> },
          leadWizardEditRoute,
          {
            path: 'leads-details',
            ...page('Leads Details', () => import('../../features/lead-details/DetailsPage')),
          },
        ],
      },
    ],
  },
  {
    path: 'roles/:roleId/permissions',
    ...page('Role Permissions', () => import('../../features/roles/RolePermissionsPage')),
  },
];
