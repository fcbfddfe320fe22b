import { DASHBOARD_PERMISSIONS, P, type PermissionName } from '../../contract/permissions';
/**
 * The sidebar, as data. An item shows when the user holds at least one of its permissions
 * (an item with none listed always shows). A group shows when it is
 * allowed and at least one child is allowed. Pure data so the e2e test can compute what each
 * demo account must see.
 */
export interface MenuItem {
  label: string;
  to?: string;
  permissions: readonly PermissionName[];
  children?: readonly MenuItem[];
}

const basic = (label: string, path: string, permission: PermissionName): MenuItem => ({
  label,
  to: `/basic-settings/${path}`,
  permissions: [permission],
});

export const MENU: readonly MenuItem[] = [
  {
    label: 'Dashboard',
    permissions: [...DASHBOARD_PERMISSIONS],
    children: [
      { label: 'Leads Dashboard', to: '/dashboard/leads-dashboard', permissions: [P.leadsDashboard] },
      {
        label: 'Prospect Dashboard',
        to: '/dashboard/prospect-dashboard',
        permissions: [P.prospectsDashboard],
      },
      {
        label: 'Stackholder Dashboard',
        to: '/dashboard/stackholder-dashboard',
        permissions: [P.stakeholdersDashboard],
      },
    ],
  },
  {
    label: 'Leads',
    permissions: [P.manageLeads, P.leadsEditRequests],
    children: [
      { label: 'All Leads', to: '/leads-organization/leads-index', permissions: [P.manageLeads] },
      { label: 'Pipeline Board', to: '/leads-organization/board', permissions: [P.manageLeads] },
      { label: 'Add Lead', to: '/leads-organization/initial-info', permissions: [P.manageLeads] },
      {
        label: 'Leads Edit Requests',
        to: '/leads-organization/leads-edit-requests',
        permissions: [P.leadsEditRequests],
      },
    ],
  },
  { label: 'Prospects', to: '/prospects', permissions: [P.prospects] },
  { label: 'Stackholders', to: '/stackholders', permissions: [P.stakeholders] },
  { label: 'Key Account', to: '/key-account', permissions: [P.keyAccount] },
  { label: 'Documents', to: '/manage-documents', permissions: [P.manageDocuments] },
  {
    label: 'Reports',
    permissions: [P.viewReports, P.employeeActivity],
    children: [
      { label: 'Employee Activity', to: '/reports/employee-activity', permissions: [P.employeeActivity] },
    ],
  },
  {
    label: 'SMS',
    permissions: [P.manageSms, P.composeSms],
    children: [{ label: 'Compose SMS', to: '/sms/compose-sms', permissions: [P.composeSms] }],
  },
  {
    label: 'Birthday Wish',
    permissions: [P.birthdayWish, P.birthdayList, P.emailTemplateSetting],
    children: [
      { label: 'Birthday List', to: '/birthday-wish/birthday-list', permissions: [P.birthdayList] },
      {
        label: 'Email Template',
        to: '/birthday-wish/email-template-settings',
        permissions: [P.emailTemplateSetting],
      },
    ],
  },
  {
    label: 'Basic Settings',
    permissions: [P.basicSettings],
    children: [
      basic('Employees', 'employees', P.employees),
      basic('Professions', 'professions', P.professions),
      basic('Departments', 'departments', P.departments),
      basic('Designations', 'designations', P.designations),
      basic('Information Sources', 'sources', P.sources),
      basic('Campaigns', 'campaigns', P.campaigns),
      basic('Exhibitions', 'exhibitions', P.exhibitions),
      basic('Industries', 'industries', P.industries),
      basic('Lead Stages', 'lead-stages', P.leadStages),
      basic('Competitors', 'competitors', P.competitors),
      basic('Companies', 'companies', P.companies),
      basic('Countries', 'countries', P.countries),
      basic('Divisions', 'divisions', P.divisions),
      basic('Districts', 'districts', P.districts),
      basic('Thana', 'thanas', P.thanas),
      basic('Zones', 'zones', P.zones),
      basic('Units', 'units', P.units),
      basic('Categories', 'categories', P.productCategories),
      basic('Products', 'products', P.products),
      basic('Document Categories', 'document-categories', P.documentCategories),
      basic('Influencing Roles', 'influencing-roles', P.influencingRoles),
    ],
  },
  { label: 'Manage Role', to: '/manage-role-permissions', permissions: [P.manageRole] },
  // Admin only (the manage role permission): requests, decisions and reads through grants.
  { label: 'Audit Log', to: '/audit-log', permissions: [P.manageRole] },
];

function isAllowed(item: MenuItem, held: ReadonlySet<string>): boolean {
  return item.permissions.length === 0 || item.permissions.some((p) => held.has(p));
}

/** The items a user with these permissions sees, children filtered, empty groups dropped. */
export function visibleMenu(held: ReadonlySet<string>, items: readonly MenuItem[] = MENU): MenuItem[] {
  return items.flatMap((item) => {
    if (!isAllowed(item, held)) return [];
    if (!item.children) return [item];
    const children = visibleMenu(held, item.children);
    return children.length ? [{ ...item, children }] : [];
  });
}
