import type { ColumnDescriptor, FieldDescriptor, MasterDescriptor, MasterRow } from './types';
import { displayDate, nameOf, stageWords, textOf } from './format';
import { P, type PermissionName } from '../../../contract/permissions';

// Small builders so each entry below reads like a list of the screens.
const col = (header: string, key: string): ColumnDescriptor => ({ header, value: (r) => textOf(r[key]) });
// Shown DD-MM-YYYY but sorted by the stored yyyy-MM-dd, so the order is chronological.
const dateCol = (header: string, key: string): ColumnDescriptor => ({
  header,
  value: (r) => displayDate(r[key]),
  sortValue: (r) => textOf(r[key]),
});
const NAME_COL = col('Name', 'name');
const name: FieldDescriptor = { name: 'name', label: 'Name', kind: 'text', required: true };
const description: FieldDescriptor = { name: 'description', label: 'Description', kind: 'textarea' };
const dateRange: FieldDescriptor = {
  name: 'date_range',
  label: 'Date Range',
  kind: 'dateRange',
  required: true,
};
const byName = { mode: 'client', text: (r: MasterRow) => textOf(r.name) } as const;

/** A resource whose form and list are just a name. */
const nameOnly = (
  path: string,
  collection: string,
  title: string,
  listTitle: string,
  permission: PermissionName,
): MasterDescriptor => ({
  path,
  collection,
  title,
  listTitle,
  permission,
  columns: [NAME_COL],
  fields: [name],
  search: byName,
});

/** Every master-data screen plus the role list, in menu order. */
export const MASTER_DESCRIPTORS: MasterDescriptor[] = [
  {
    ...nameOnly('professions', 'professions', 'Profession', 'Professions', P.professions),
    fields: [name, description],
  },
  {
    ...nameOnly('departments', 'departments', 'Department', 'Departments', P.departments),
    fields: [
      name,
      { name: 'code', label: 'Code', kind: 'text' },
      { name: 'short_name', label: 'Short Name', kind: 'text' },
      description,
    ],
  },
  nameOnly(
    'influencing-roles',
    'influencing-roles',
    'Influencing Role',
    'Influencing Roles',
    P.influencingRoles,
  ),
  nameOnly('designations', 'designations', 'Designation', 'Designations', P.designations),
  {
    ...nameOnly('campaigns', 'campaigns', 'Campaign', 'Campaigns', P.campaigns),
    columns: [
      NAME_COL,
      dateCol('Start Date', 'start_date'),
      dateCol('End Date', 'end_date'),
      col('Description', 'description'),
    ],
    fields: [name, dateRange, description],
  },
  {
    ...nameOnly('industries', 'industries', 'Industry', 'Industries', P.industries),
    columns: [col('Type', 'type')],
    fields: [{ name: 'type', label: 'Type', kind: 'text', required: true }, description],
    search: { mode: 'client', text: (r) => textOf(r.type) },
  },
  {
    ...nameOnly('lead-stages', 'lead-stages', 'Lead Stage', 'Lead Stages', P.leadStages),
    columns: [{ header: 'Stage', value: (r) => stageWords(r.lead_stage) }],
    fields: [
      { name: 'lead_stage', label: 'Lead Stage', kind: 'text', required: true },
      { name: 'color', label: 'Color', kind: 'color', required: true },
      { name: 'order', label: 'Order', kind: 'number', required: true },
    ],
    search: { mode: 'client', text: (r) => `${textOf(r.lead_stage)} ${stageWords(r.lead_stage)}` },
  },
  {
    ...nameOnly('competitors', 'competitors', 'Competitor', 'Competitors', P.competitors),
    columns: [NAME_COL, col('Remarks', 'remarks')],
    fields: [name, { name: 'remarks', label: 'Remarks', kind: 'textarea', required: true }],
  },
  {
    ...nameOnly('companies', 'companies', 'Company', 'Companies', P.companies),
    fields: [name, { name: 'addresses', label: 'Addresses', kind: 'addresses' }],
  },
  {
    ...nameOnly('sources', 'information-sources', 'Information Source', 'Information Sources', P.sources),
    fields: [name, description],
  },
  {
    ...nameOnly('countries', 'countries', 'Country', 'Countries', P.countries),
    search: { mode: 'server' },
    demoDialog: true,
  },
  {
    ...nameOnly('divisions', 'divisions', 'Division', 'Divisions', P.divisions),
    fields: [
      name,
      { name: 'country_id', label: 'Country', kind: 'cascade', depth: 'country', required: true },
    ],
  },
  {
    ...nameOnly('districts', 'districts', 'District', 'Districts', P.districts),
    fields: [
      name,
      { name: 'division_id', label: 'Division', kind: 'cascade', depth: 'division', required: true },
    ],
  },
  {
    ...nameOnly('thanas', 'thanas', 'Thana', 'Thana', P.thanas),
    fields: [
      name,
      { name: 'district_id', label: 'District', kind: 'cascade', depth: 'district', required: true },
    ],
  },
  {
    ...nameOnly('zones', 'zones', 'Zone', 'Zones', P.zones),
    fields: [
      name,
      { name: 'district_id', label: 'District', kind: 'cascade', depth: 'district', required: true },
    ],
  },
  {
    ...nameOnly('employees', 'employees', 'Employee', 'Employees', P.employees),
    columns: [
      { header: 'Name', value: (r) => nameOf(r.user) },
      { header: 'Email', value: (r) => textOf((r.user as { email?: unknown } | null)?.email) },
      col('Phone', 'phone'),
      { header: 'Role', value: (r) => nameOf(r.role) },
    ],
    fields: [
      name,
      { name: 'email', label: 'Email', kind: 'email', required: true },
      { name: 'password', label: 'Password', kind: 'password', required: 'create' },
      { name: 'phone', label: 'Phone', kind: 'text', required: true },
      { name: 'address', label: 'Address', kind: 'textarea' },
      { name: 'parent_id', label: 'Supervisor', kind: 'tree', tree: 'employees', excludeSelf: true },
      { name: 'department_id', label: 'Department', kind: 'ref', ref: 'departments', required: true },
      { name: 'designation_id', label: 'Designation', kind: 'ref', ref: 'designations', required: true },
      { name: 'role_id', label: 'Role', kind: 'ref', ref: 'roles', required: true },
    ],
    // Search on the user's name.
    search: { mode: 'client', text: (r) => nameOf(r.user) },
    // On edit, name and email come from the nested user; the password stays empty (unchanged).
    toFormValues: (r) => ({
      ...r,
      name: nameOf(r.user),
      email: textOf((r.user as { email?: unknown } | null)?.email),
      password: '',
    }),
  },
  nameOnly('units', 'units', 'Unit', 'Units', P.units),
  {
    ...nameOnly('categories', 'categories', 'Category', 'Categories', P.productCategories),
    columns: [NAME_COL, { header: 'Parent Category', value: (r) => nameOf(r.parent) }],
    fields: [
      name,
      {
        name: 'parent_category',
        label: 'Parent Category',
        kind: 'tree',
        tree: 'categories',
        excludeSelf: true,
      },
    ],
    toFormValues: (r) => ({ ...r, parent_category: r.parent_category_id ?? r.parent_category ?? null }),
  },
  {
    ...nameOnly('products', 'products', 'Product', 'Products', P.products),
    columns: [
      NAME_COL,
      { header: 'Unit', value: (r) => nameOf(r.unit) },
      { header: 'Category', value: (r) => nameOf(r.category) },
    ],
    fields: [
      name,
      { name: 'unit_id', label: 'Unit', kind: 'ref', ref: 'units', required: true },
      { name: 'category_id', label: 'Category', kind: 'tree', tree: 'categories' },
      { name: 'price', label: 'Price', kind: 'number', required: true },
      description,
    ],
  },
  {
    ...nameOnly('exhibitions', 'exhibitions', 'Exhibition', 'Exhibitions', P.exhibitions),
    columns: [NAME_COL, dateCol('Start Date', 'start_date'), dateCol('End Date', 'end_date')],
    fields: [name, dateRange],
  },
  nameOnly(
    'document-categories',
    'document-categories',
    'Document Category',
    'Document Categories',
    P.documentCategories,
  ),
];

/** The role list (/manage-role-permissions): same generic screen, plus the Permission action. */
export const ROLE_DESCRIPTOR: MasterDescriptor = {
  ...nameOnly('manage-role-permissions', 'roles', 'Role', 'Manage Role', P.manageRole),
  rowLink: { label: 'Permission', to: (r) => `/roles/${r.id}/permissions` },
};

export const ALL_DESCRIPTORS: MasterDescriptor[] = [...MASTER_DESCRIPTORS, ROLE_DESCRIPTOR];

export function descriptorFor(path: string): MasterDescriptor {
  const found = ALL_DESCRIPTORS.find((d) => d.path === path);
  if (!found) throw new Error(`no master-data descriptor for "${path}"`);
  return found;
}
