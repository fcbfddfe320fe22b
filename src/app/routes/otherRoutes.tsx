import { Navigate, type RouteObject } from 'react-router-dom';
import { notBuilt } from '../../lib/lazyPage';
import { prospectRoutes } from '../../features/prospects/routes';

/** Documents, key accounts, prospects, stakeholders, profile, reports, SMS, birthdays. */
export const otherRoutes: RouteObject[] = [
  { path: 'manage-documents', ...notBuilt('Manage Documents') },
  { path: 'key-account', ...notBuilt('Key Account List') },
  { path: 'key-account/:id/key-account-details', ...notBuilt('Key Account Details') },
  ...prospectRoutes,
  { path: 'profile-update', ...notBuilt('Profile') },
  { path: 'reports/employee-activity', ...notBuilt('Employee Activity Report') },
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
