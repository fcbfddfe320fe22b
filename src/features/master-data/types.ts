import type { PermissionName } from '../../../contract/permissions';
import type { MasterRecord } from '../../../contract/master-data';
/**
 * A master-data resource described as data: the generic list page, dialog and delete
 * confirmation render any entry of `descriptors.ts`; adding a resource means adding one entry.
 */

/** A row of a master list as the API answers it (contract/master-data.ts). */
export type MasterRow = MasterRecord;
export type FormValues = Record<string, unknown>;

/** How one form input is drawn and how its value travels to the server. */
type FieldKind =
  | 'text'
  | 'textarea'
  | 'email'
  | 'password'
  | 'number'
  | 'color'
  /** A select over another master list (`ref` = collection); value is the id. */
  | 'ref'
  /** A select over a tree endpoint, indented with dashes per depth. */
  | 'tree'
  /** start_date + end_date (yyyy-MM-dd) under one label; `name` is ignored. */
  | 'dateRange'
  /** Repeatable company address rows (phone, country, state, city, area). */
  | 'addresses'
  /** country → division → district selects; `name` is the deepest key the server wants. */
  | 'cascade';

export interface FieldDescriptor {
  name: string;
  label: string;
  kind: FieldKind;
  /** Required mark; `'create'` = required only when adding (employee password). */
  required?: boolean | 'create';
  /** For `ref`: the master collection listed in the select. */
  ref?: string;
  /** For `tree`: which tree endpoint. */
  tree?: 'categories' | 'employees';
  /** For `tree` over the record's own collection: leave the record and its subtree out on edit. */
  excludeSelf?: boolean;
  /** For `cascade`: the deepest level shown (divisions stop at country). */
  depth?: 'country' | 'division' | 'district';
}

export interface ColumnDescriptor {
  header: string;
  /** The text the cell shows (and client search reads). */
  value: (row: MasterRow) => string;
  /** What the column sorts by when the shown text does not sort right (dates shown DD-MM-YYYY). */
  sortValue?: (row: MasterRow) => string | number;
}

export interface MasterDescriptor {
  /** Route segment under /basic-settings (or the top-level route for roles). */
  path: string;
  /** API collection: GET/POST /{collection}, PUT/DELETE /{collection}/{id}. */
  collection: string;
  /** Singular, used in dialog titles: Create {title}, Update {title}, Remove {title}? */
  title: string;
  /** Page heading and browser title. */
  listTitle: string;
  /** Permission needed to see the screen (the server needs it for writes). */
  permission: PermissionName;
  columns: ColumnDescriptor[];
  fields: FieldDescriptor[];
  /** `server`: GET country-list paging/search; otherwise client-side over `searchText`. */
  search: { mode: 'server' } | { mode: 'client'; text: (row: MasterRow) => string };
  /** Edit prefill from a list row (default: the row itself). */
  toFormValues?: (row: MasterRow) => FormValues;
  /** Extra per-row action (roles: Permission → /roles/{id}/permissions). */
  rowLink?: { label: string; to: (row: MasterRow) => string };
  /** Countries: the header also opens the static demo dialog (CountryDemoDialog). */
  demoDialog?: boolean;
}
