import type {
  AuditRow,
  BirthdayRow,
  DocumentRow,
  EmailTemplateRow,
  EmployeeRow,
  PasswordResetRow,
  PermissionRow,
  RoleRow,
  SessionRow,
  UserRow,
} from './accounts';
import type {
  AccessRequestRow,
  ActivityRow,
  LeadRow,
  NotificationRow,
  OrganizationRow,
  TaskReminderRow,
} from './leads';
import type * as M from './master';

/**
 * Every collection of the store and the type of its rows: `repos.table(name)` accepts only these
 * names and answers a repository of that row type, so a misspelt collection or a field the row
 * does not have fails the type check instead of reading undefined.
 */
interface StoredRows {
  users: UserRow;
  employees: EmployeeRow;
  roles: RoleRow;
  permissions: PermissionRow;
  sessions: SessionRow;
  password_resets: PasswordResetRow;
  audit_log: AuditRow;
  professions: M.ProfessionRow;
  departments: M.DepartmentRow;
  designations: M.DesignationRow;
  'information-sources': M.InformationSourceRow;
  campaigns: M.CampaignRow;
  exhibitions: M.ExhibitionRow;
  industries: M.IndustryRow;
  'lead-stages': M.LeadStageRow;
  competitors: M.CompetitorRow;
  companies: M.CompanyRow;
  countries: M.CountryRow;
  divisions: M.DivisionRow;
  districts: M.DistrictRow;
  thanas: M.ThanaRow;
  zones: M.ZoneRow;
  units: M.UnitRow;
  categories: M.CategoryRow;
  products: M.ProductRow;
  'document-categories': M.DocumentCategoryRow;
  'influencing-roles': M.InfluencingRoleRow;
  leads: LeadRow;
  'lead-activities': ActivityRow;
  'lead-permissions': AccessRequestRow;
  notifications: NotificationRow;
  'task-reminders': TaskReminderRow;
  prospects: OrganizationRow;
  stackholders: OrganizationRow;
  documents: DocumentRow;
  birthdays: BirthdayRow;
  'email-template-settings': EmailTemplateRow;
}

export type CollectionName = keyof StoredRows;
export type RowOf<N extends CollectionName> = StoredRows[N];

/**
 * The collections `repos.table(name)` serves (master data, users, employees, roles, permissions): one
 * table row per stored row on PostgreSQL (server/db/postgres/table-repository.ts). The others
 * have repositories of their own; delete guards count them through `repos.references`.
 */
export const TABLE_COLLECTIONS = [
  'users',
  'employees',
  'roles',
  'permissions',
  'professions',
  'departments',
  'designations',
  'information-sources',
  'campaigns',
  'exhibitions',
  'industries',
  'lead-stages',
  'competitors',
  'companies',
  'countries',
  'divisions',
  'districts',
  'thanas',
  'zones',
  'units',
  'categories',
  'products',
  'document-categories',
  'influencing-roles',
] as const satisfies readonly CollectionName[];
export type TableCollection = (typeof TABLE_COLLECTIONS)[number];
