/**
 * The sidebar, as data. An item shows when the user holds at least one of its permissions
 * (an item with none listed always shows), per spec part 2 §6. A group shows when it is
 * allowed and at least one child is allowed. Pure data so the e2e test can compute what each
 * demo account must see.
 */
export interface MenuItem {
  label: string;
  to?: string;
  permissions: readonly string[];
  children?: readonly MenuItem[];
}

const basic = (label: string, path: string, permission: string): MenuItem => ({
  label,
  to: `/basic-settings/${path}`,
  permissions: [permission],
});

export const MENU: readonly MenuItem[] = [
  {
    label: 'Dashboard',
    permissions: ['view dashboard', 'Leads Dashboard', 'Prospects Dashboard', 'Stackholders Dashboard'],
    children: [
      { label: 'Leads Dashboard', to: '/dashboard/leads-dashboard', permissions: ['Leads Dashboard'] },
      { label: 'Prospect Dashboard', to: '/dashboard/prospect-dashboard', permissions: ['Prospects Dashboard'] },
      { label: 'Stackholder Dashboard', to: '/dashboard/stackholder-dashboard', permissions: ['Stackholders Dashboard'] },
    ],
  },
  {
    label: 'Leads',
    permissions: ['manage leads', 'Leads Edit Requests'],
    children: [
      { label: 'All Leads', to: '/leads-organization/leads-index', permissions: ['manage leads'] },
      { label: 'Add Lead', to: '/leads-organization/initial-info', permissions: ['manage leads'] },
      { label: 'Leads Edit Requests', to: '/leads-organization/leads-edit-requests', permissions: ['Leads Edit Requests'] },
    ],
  },
  { label: 'Prospects', to: '/prospects', permissions: ['prospects'] },
  { label: 'Stackholders', to: '/stackholders', permissions: ['Stackholders'] },
  { label: 'Key Account', to: '/key-account', permissions: ['key account'] },
  { label: 'Documents', to: '/manage-documents', permissions: ['manage documents'] },
  {
    label: 'Reports',
    permissions: ['View Reports', 'Employee Activity'],
    children: [{ label: 'Employee Activity', to: '/reports/employee-activity', permissions: ['Employee Activity'] }],
  },
  {
    label: 'SMS',
    permissions: ['manage sms', 'compose sms'],
    children: [{ label: 'Compose SMS', to: '/sms/compose-sms', permissions: ['compose sms'] }],
  },
  {
    label: 'Birthday Wish',
    permissions: ['Birthday Wish', 'Birthday List', 'Email Template Setting'],
    children: [
      { label: 'Birthday List', to: '/birthday-wish/birthday-list', permissions: ['Birthday List'] },
      { label: 'Email Template', to: '/birthday-wish/email-template-settings', permissions: ['Email Template Setting'] },
    ],
  },
  {
    label: 'Basic Settings',
    permissions: ['basic settings'],
    children: [
      basic('Employees', 'employees', 'employees'),
      basic('Professions', 'professions', 'professions'),
      basic('Departments', 'departments', 'departments'),
      basic('Designations', 'designations', 'designations'),
      basic('Information Sources', 'sources', 'sources'),
      basic('Campaigns', 'campaigns', 'campaigns'),
      basic('Exhibitions', 'exhibitions', 'exhibitions'),
      basic('Industries', 'industries', 'industries'),
      basic('Lead Stages', 'lead-stages', 'lead stages'),
      basic('Competitors', 'competitors', 'competitors'),
      basic('Companies', 'companies', 'companies'),
      basic('Countries', 'countries', 'countries'),
      basic('Divisions', 'divisions', 'divisions'),
      basic('Districts', 'districts', 'districts'),
      basic('Thana', 'thanas', 'thanas'),
      basic('Zones', 'zones', 'zones'),
      basic('Units', 'units', 'units'),
      basic('Categories', 'categories', 'product categories'),
      basic('Products', 'products', 'products'),
      basic('Document Categories', 'document-categories', 'document categories'),
      basic('Influencing Roles', 'influencing-roles', 'influencing roles'),
    ],
  },
  { label: 'Manage Role', to: '/manage-role-permissions', permissions: ['manage role'] },
];

export function isAllowed(item: MenuItem, held: ReadonlySet<string>): boolean {
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
