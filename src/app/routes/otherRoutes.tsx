import { Navigate, type RouteObject } from 'react-router-dom';
import { notBuilt, page } from '../../lib/lazyPage';

/** Documents, key accounts, prospects, stakeholders, profile, reports, SMS, birthdays. */
export const otherRoutes: RouteObject[] = [
  { path: 'manage-documents', ...notBuilt('Manage Documents') },
  { path: 'key-account', ...notBuilt('Key Account List') },
  { path: 'key-account/:id/key-account-details', ...notBuilt('Key Account Details') },
  { path: 'prospects', ...notBuilt('Manage Prospects') },
  { path: 'prospect-create', ...notBuilt('Concern Person Information') },
  { path: 'prospect-update/:id', ...notBuilt('Prospect Info Update') },
  { path: 'stackholders', ...notBuilt('Manage Stackholders') },
  { path: 'stackholder-create', ...notBuilt('Concern Person Information') },
  { path: 'stackholder-update/:id', ...notBuilt('Stackholder Update') },
  { path: 'profile-update', ...notBuilt('Profile') },
  { path: 'reports/employee-activity', ...notBuilt('Employee Activity Report') },
  { path: 'audit-log', ...page('Audit Log', () => import('../../features/audit/AuditLogPage')) },
  { path: 'sms/compose-sms', ...notBuilt('Compose SMS') },
  {
    path: 'birthday-wish',
    handle: { title: 'Birthday Wish' },
    children: [
      { index: true, element: <Navigate to="birthday-list" replace /> },
      { path: 'birthday-list', ...notBuilt('Birthday List') },
      { path: 'email-template-settings', ...notBuilt('Email Template Settings') },
    ],
  },
];
