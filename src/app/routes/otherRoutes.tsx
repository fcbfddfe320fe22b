import { Navigate, type RouteObject } from 'react-router-dom';
import { page } from '../../lib/lazyPage';
import { prospectRoutes } from '../../features/prospects/routes';

/** Documents, key accounts, prospects, stakeholders, profile, reports, SMS, birthdays. */
export const otherRoutes: RouteObject[] = [
  {
    path: 'manage-documents',
    ...page('Manage Documents', () => import('../../features/documents/DocumentsPage')),
  },
  {
    path: 'key-account',
    ...page('Key Account List', () => import('../../features/lead-details/KeyAccountListPage')),
  },
  {
    path: 'key-account/:id/key-account-details',
    ...page('Key Account Details', () => import('../../features/lead-details/DetailsPage')),
  },
  ...prospectRoutes,
  {
    path: 'waiting-to-sync',
    ...page('Waiting to sync', () => import('../../features/waiting-to-sync/WaitingToSyncPage')),
  },
  { path: 'profile-update', ...page('Profile', () => import('../../features/profile/ProfilePage')) },
  {
    path: 'reports/employee-activity',
    ...page('Employee Activity Report', () => import('../../features/reports/EmployeeActivityPage')),
  },
  { path: 'sms/compose-sms', ...page('Compose SMS', () => import('../../features/sms/ComposeSmsPage')) },
  { path: 'audit-log', ...page('Audit Log', () => import('../../features/audit/AuditLogPage')) },
  {
    path: 'birthday-wish',
    handle: { title: 'Birthday Wish' },
    children: [
      { index: true, element: <Navigate to="birthday-list" replace /> },
      {
        path: 'birthday-list',
        ...page('Birthday List', () => import('../../features/birthdays/BirthdayListPage')),
      },
      {
        path: 'email-template-settings',
        ...page(
          'Email Template Settings',
          () => import('../../features/birthdays/EmailTemplateSettingsPage'),
        ),
      },
    ],
  },
];
