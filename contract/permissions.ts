/**
 * Every permission name the product knows, as constants: the server enforces them, the seed grants
 * them, the app gates its menu and actions with them. Code names a permission only through `P`
 * (a typo is then a type error, not a silently closed door).
 */
export const P = {
  viewDashboard: 'view dashboard',
  leadsDashboard: 'Leads Dashboard',
  prospectsDashboard: 'Prospects Dashboard',
  stakeholdersDashboard: 'Stackholders Dashboard',
  manageLeads: 'manage leads',
  leadsEdit: 'Leads Edit',
  leadsDetails: 'Leads Details',
  leadsDelete: 'Leads Delete',
  leadsEditRequests: 'Leads Edit Requests',
  basicSettings: 'basic settings',
  employees: 'employees',
  professions: 'professions',
  departments: 'departments',
  designations: 'designations',
  sources: 'sources',
  campaigns: 'campaigns',
  exhibitions: 'exhibitions',
  industries: 'industries',
  leadStages: 'lead stages',
  competitors: 'competitors',
  companies: 'companies',
  countries: 'countries',
  divisions: 'divisions',
  districts: 'districts',
  thanas: 'thanas',
  zones: 'zones',
  units: 'units',
  productCategories: 'product categories',
  products: 'products',
  documentCategories: 'document categories',
  influencingRoles: 'influencing roles',
  manageRole: 'manage role',
  manageDocuments: 'manage documents',
  prospects: 'prospects',
  prospectEdit: 'Prospect Edit',
  prospectDelete: 'Prospect Delete',
  stakeholders: 'Stackholders',
  keyAccount: 'key account',
  viewReports: 'View Reports',
  employeeActivity: 'Employee Activity',
  manageSms: 'manage sms',
  composeSms: 'compose sms',
  birthdayWish: 'Birthday Wish',
  birthdayList: 'Birthday List',
  emailTemplateSetting: 'Email Template Setting',
} as const;

export type PermissionName = (typeof P)[keyof typeof P];

/** Any one of these opens the dashboards (menu, route gate and the server's dashboard call). */
export const DASHBOARD_PERMISSIONS: readonly PermissionName[] = [
  P.viewDashboard,
  P.leadsDashboard,
  P.prospectsDashboard,
  P.stakeholdersDashboard,
];

/** The permissions grouped by the section name the role-permissions page shows. */
export const PERMISSION_SECTIONS: Record<string, readonly PermissionName[]> = {
  Dashboard: DASHBOARD_PERMISSIONS,
  Leads: [P.manageLeads, P.leadsEdit, P.leadsDetails, P.leadsDelete, P.leadsEditRequests],
  'Basic Settings': [
    P.basicSettings,
    P.employees,
    P.professions,
    P.departments,
    P.designations,
    P.sources,
    P.campaigns,
    P.exhibitions,
    P.industries,
    P.leadStages,
    P.competitors,
    P.companies,
    P.countries,
    P.divisions,
    P.districts,
    P.thanas,
    P.zones,
    P.units,
    P.productCategories,
    P.products,
    P.documentCategories,
    P.influencingRoles,
  ],
  Roles: [P.manageRole],
  Documents: [P.manageDocuments],
  Prospects: [P.prospects, P.prospectEdit, P.prospectDelete],
  Stackholders: [P.stakeholders],
  'Key Account': [P.keyAccount],
  Reports: [P.viewReports, P.employeeActivity],
  SMS: [P.manageSms, P.composeSms],
  Birthday: [P.birthdayWish, P.birthdayList, P.emailTemplateSetting],
};

export const ALL_PERMISSIONS: readonly PermissionName[] = Object.values(PERMISSION_SECTIONS).flat();

/** What the demo Sales Executive holds (README demo accounts). */
export const SALES_EXECUTIVE_PERMISSIONS: readonly PermissionName[] = [
  P.viewDashboard,
  P.leadsDashboard,
  P.prospectsDashboard,
  P.stakeholdersDashboard,
  P.manageLeads,
  P.prospects,
  P.stakeholders,
  P.keyAccount,
  P.manageDocuments,
  P.viewReports,
  P.employeeActivity,
];

/** Supervisor: everything staff has plus every lead permission, prospect edit/delete, sms, birthdays. */
export const SUPERVISOR_PERMISSIONS: readonly PermissionName[] = [
  ...SALES_EXECUTIVE_PERMISSIONS,
  P.leadsEdit,
  P.leadsDetails,
  P.leadsDelete,
  P.leadsEditRequests,
  P.prospectEdit,
  P.prospectDelete,
  P.manageSms,
  P.composeSms,
  P.birthdayWish,
  P.birthdayList,
  P.emailTemplateSetting,
];
