import type { Reference } from './references';
import type { Row } from '../db/row';
import type { Tx } from '../db/tx';
import type { Repos } from '../repositories';
import type { ErrorBag } from '../validation/errors';
import type { PermissionName } from '../../contract/permissions';
import type { TableCollection } from '../stored/collections';
import type { MasterRecord } from '../../contract/master-data';

/**
 * The values a create or update stores, one per field of the descriptor: checked against each
 * field's spec at run time (read-input.ts), so they are read as `unknown` and narrowed where used.
 */
export type MasterValues = Record<string, unknown>;

type FieldKind = 'string' | 'text' | 'ref' | 'date' | 'color' | 'int' | 'price' | 'addresses';

export interface FieldSpec {
  kind: FieldKind;
  required?: boolean;
  /** For `ref`: the collection the id must exist in. */
  ref?: TableCollection;
  /** Case-insensitive uniqueness within the collection. */
  unique?: boolean;
}

/** Something that still points at a record and therefore blocks its deletion. */
export interface Usage {
  label: string;
  /** What points at the row (server/master/references.ts), counted by `repos.references`. */
  reference: Reference;
  /** What the other records hold of this row (its id, or a stage's name). */
  keyOf: (row: Row) => unknown;
}

export interface MasterDescriptor {
  collection: TableCollection;
  /** Used in messages: "<title> created successfully." */
  title: string;
  /** Permission needed to create, update or delete (reading needs only a signed-in user). */
  permission: PermissionName;
  /** The only keys a client may write; everything else in a body is dropped. */
  fields: Record<string, FieldSpec>;
  /**
   * What a new row holds besides its fields, when its stored type has more (a role starts with no
   * permissions: RoleRow in server/stored/accounts.ts; role-permission-routes.ts changes them).
   */
  createdWith?: MasterValues;
  /** Alternative input keys the client uses for a field (category edit sends parent_category_id). */
  aliases?: Record<string, string>;
  /** Cross-field rules run after the per-field ones. */
  check?: (
    candidate: MasterValues,
    existing: Row | undefined,
    repos: Repos,
    bag: ErrorBag,
    via: Tx | undefined,
  ) => Promise<void>;
  /** Related objects added to list/one answers, for all the rows at once (one read per related collection). */
  expand?: (rows: readonly Row[], repos: Repos) => Promise<MasterRecord[]>;
  usedBy?: Usage[];
}
