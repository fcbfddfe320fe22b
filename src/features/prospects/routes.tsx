import type { RouteObject } from 'react-router-dom';
import { page } from '../../lib/lazyPage';

const form = (title: string) => page(title, () => import('./pages/OrganizationFormPage'));

/** The prospect and stakeholder screens (lists and the one form). */
export const prospectRoutes: RouteObject[] = [
  { path: 'prospects', ...page('Manage Prospects', () => import('./pages/ProspectsPage')) },
  { path: 'prospect-create', ...form('Concern Person Information') },
  { path: 'prospect-update/:id', ...form('Prospect Info Update') },
  { path: 'stackholders', ...page('Manage Stackholders', () => import('./pages/StakeholdersPage')) },
  { path: 'stackholder-create', ...form('Concern Person Information') },
  { path: 'stackholder-update/:id', ...form('Stackholder Update') },
];
