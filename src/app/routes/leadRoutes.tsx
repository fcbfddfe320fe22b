import { Navigate, type RouteObject } from 'react-router-dom';
import { page } from '../../lib/lazyPage';
import { leadWizardCreateRoute, leadWizardEditRoute } from '../../features/lead-wizard/routes';

// The three dashboards share one page (one layout, one call).
const dashboardPage = () => import('../../features/dashboard/DashboardPage');
type IndividualPages = typeof import('../../features/leads-individual/pages');
/** One static tab of /leads-individual (docs/decisions.md "Individual leads"). */
const individualTab = (title: string, name: keyof IndividualPages) =>
  page(title, () => import('../../features/leads-individual/pages').then((m) => ({ default: m[name] })));

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
    ...page('Leads Individual', () => import('../../features/leads-individual/IndividualLeadLayout')),
    children: [
      { index: true, element: <Navigate to="initial-info" replace /> },
      { path: 'initial-info', ...individualTab('Initial Information', 'InitialInfoPage') },
      { path: 'basic-info', ...individualTab('Basic Information', 'BasicInfoPage') },
      { path: 'personal-info', ...individualTab('Personal Information', 'PersonalInfoPage') },
      { path: 'communication-info', ...individualTab('Communication Information', 'CommunicationInfoPage') },
      { path: 'service-info', ...individualTab('Service Information', 'ServiceInfoPage') },
    ],
  },
  {
    path: 'leads-organization',
    handle: { title: 'Leads' },
    children: [
      { index: true, element: <Navigate to="leads-index" replace /> },
      { path: 'leads-index', ...page('Leads', () => import('../../features/leads/pages/LeadsListPage')) },
      { path: 'board', ...page('Pipeline Board', () => import('../../features/leads/pages/LeadsBoardPage')) },
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
