import type { EmployeeRef } from '../../contract/records';
import type { Row } from '../db/row';
import type { Tx } from '../db/tx';
import type { Repos } from '../repositories';
import type { TableCollection, RowOf } from '../stored/collections';

/** A related row a presented row names: its collection and the stored id (maybe not an id). */
/** What a list shows beside its rows: table rows, and the leads it names (from `repos.leads`). */
export type RelatedCollection = TableCollection | 'leads';
export type RowRef = readonly [collection: RelatedCollection, id: unknown];

/**
 * The rows a list shows next to its own (industries, exhibitions, employees and their users, the
 * leads it names), fetched once per list: one `getMany` per related collection, never one await
 * per row, so the PostgreSQL store answers a page with one query per related table. Presenters
 * then look the rows up synchronously.
 */
export class RelatedRows {
  private constructor(private readonly maps: ReadonlyMap<RelatedCollection, ReadonlyMap<number, Row>>) {}

  /**
   * The rows these refs name. Employees bring their users along (employee names come from the
   * user account): a second round, one `getMany` for every employee's user. `via`: inside a
   * transaction, through it.
   */
  static async load(repos: Repos, refs: Iterable<RowRef>, via?: Tx): Promise<RelatedRows> {
    const ids = new Map<RelatedCollection, Set<unknown>>();
    for (const [collection, id] of refs) {
      let set = ids.get(collection);
      if (!set) ids.set(collection, (set = new Set()));
      if (typeof id === 'number') set.add(id);
    }
    const maps = new Map<RelatedCollection, ReadonlyMap<number, Row>>();
    const fetch = async (collection: RelatedCollection, wanted: Iterable<unknown>) => {
      const from = collection === 'leads' ? repos.leads : repos.table(collection);
      maps.set(collection, await from.getMany([...wanted], via));
    };
    await Promise.all([...ids].map(([collection, wanted]) => fetch(collection, wanted)));
    const employees = maps.get('employees') as ReadonlyMap<number, RowOf<'employees'>> | undefined;
    if (employees) {
      const users = new Set<unknown>([...(ids.get('users') ?? [])]);
      for (const employee of employees.values()) users.add(employee.user_id);
      await fetch('users', users);
    }
    return new RelatedRows(maps);
  }

  /**
   * The row of `collection` with this id, or undefined. A collection no ref named throws: a
   * presenter reading a row its list did not fetch is a bug, not a missing row.
   */
  row<N extends RelatedCollection>(collection: N, id: unknown): RowOf<N> | undefined {
    const rows = this.maps.get(collection);
    if (!rows) throw new Error(`RelatedRows: ${collection} was not loaded`);
    return typeof id === 'number' ? (rows.get(id) as RowOf<N> | undefined) : undefined;
  }

  /** `{id, name, email}` of an employee (name and email from its user account), or null. */
  employeeRef(id: unknown): EmployeeRef | null {
    const employee = this.row('employees', id);
    if (!employee) return null;
    const user = this.row('users', employee.user_id);
    return { id: employee.id, name: user?.name ?? '', email: user?.email ?? '' };
  }

  /** The user name of an employee id ('' when unknown). */
  employeeName(id: unknown): string {
    return this.employeeRef(id)?.name ?? '';
  }
}
