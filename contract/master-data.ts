/**
 * Master data as the API answers it (made by server/master/). The lists are one generic set of
 * routes over a table of collections (server/master/descriptors.ts), so a row is typed by what
 * every collection shares: its id, and its other stored fields as `unknown` for the screen that
 * shows them to read through its own descriptor (src/features/master-data/descriptors.ts).
 * Collections that point at other rows (divisions at countries, products at units, ...) add each
 * as `{id, name, ...}` or null next to the stored id.
 */
export type MasterRecord = { id: number; [field: string]: unknown };

/** `{id, name}` of a related master row (a role, department or designation). */
export interface MasterRef {
  id: number;
  name: string;
}

/** The user account of an employee: its id, and the name and email the employee signs in with. */
interface EmployeeAccount {
  id: number;
  name: string;
  email: string;
}

/**
 * An employee as the employees list answers it to a caller without the employees permission (other
 * than the employee itself): what the pickers need, never the phone or home address.
 */
interface EmployeeSummary {
  id: number;
  user_id: number;
  name: string;
  email: string;
  user: EmployeeAccount | null;
}

/** An employee in full: to holders of the employees permission, to the employee, and after a save. */
interface EmployeeRecord {
  id: number;
  user_id: number;
  user: EmployeeAccount | null;
  phone: string | null;
  address: string | null;
  profile_picture: string | null;
  parent_id: number | null;
  department_id: number | null;
  designation_id: number | null;
  role_id: number | null;
  role: MasterRef | null;
  department: MasterRef | null;
  designation: MasterRef | null;
  created_at: string | null;
}

export type EmployeeView = EmployeeRecord | EmployeeSummary;

/** GET /categories/tree: categories nested under their parent category. */
export interface CategoryNode {
  id: number;
  name: string;
  children: CategoryNode[];
}

/** GET /get-employee-tree-view: employees nested under their supervisor. */
export interface EmployeeNode {
  id: number;
  parent_id: number | null;
  user: { name: string };
  children_recursive: EmployeeNode[];
}
