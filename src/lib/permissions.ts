/**
 * Every permission name the product knows (spec part 1 §6 and part 2 §6), grouped by the
 * section name the role-permissions page uses. Pure data: the server seeds and enforces these,
 * the app gates its sidebar and actions with the same strings.
 */
export const PERMISSION_SECTIONS: Record<string, readonly string[]> = {
  Dashboard: ['view dashboard', 'Leads Dashboard', 'Prospects Dashboard', 'Stackholders Dashboard'],
  Leads: ['manage leads', 'Leads Edit', 'Leads Details', 'Leads Delete', 'Leads Edit Requests'],
  'Basic Settings': [
    'basic settings',
    'employees',
    'professions',
    'departments',
    'designations',
    'sources',
    'campaigns',
    'exhibitions',
    'industries',
    'lead stages',
    'competitors',
    'companies',
    'countries',
    'divisions',
    'districts',
    'thanas',
    'zones',
    'units',
    'product categories',
    'products',
    'document categories',
    'influencing roles',
  ],
  Roles: ['manage role'],
  Documents: ['manage documents'],
  Prospects: ['prospects', 'Prospect Edit', 'Prospect Delete'],
  Stackholders: ['Stackholders'],
  'Key Account': ['key account'],
  Reports: ['View Reports', 'Employee Activity'],
  SMS: ['manage sms', 'compose sms'],
  Birthday: ['Birthday Wish', 'Birthday List', 'Email Template Setting'],
};

export const ALL_PERMISSIONS: readonly string[] = Object.values(PERMISSION_SECTIONS).flat();

/** What the demo Sales Executive holds (API-CONTRACT demo accounts). */
export const SALES_EXECUTIVE_PERMISSIONS: readonly string[] = [
  'view dashboard',
  'Leads Dashboard',
  'Prospects Dashboard',
  'Stackholders Dashboard',
  'manage leads',
  'prospects',
  'Stackholders',
  'key account',
  'manage documents',
  'View Reports',
  'Employee Activity',
];

/** Supervisor: everything staff has plus every lead permission, prospect edit/delete, sms, birthdays. */
export const SUPERVISOR_PERMISSIONS: readonly string[] = [
  ...SALES_EXECUTIVE_PERMISSIONS,
  'Leads Edit',
  'Leads Details',
  'Leads Delete',
  'Leads Edit Requests',
  'Prospect Edit',
  'Prospect Delete',
  'manage sms',
  'compose sms',
  'Birthday Wish',
  'Birthday List',
  'Email Template Setting',
];
