import { type Kysely, sql } from 'kysely';
import type { NewRow, RowPatch } from '../../row';
import type { Tx } from '../../tx';
import type { Repos } from '../../../repositories';
import type { EmployeeRow } from '../../../stored/accounts';
import type { Database } from '../schema';
import { PostgresTableRepository } from '../table-repository';
import { readerOf } from '../transaction';
import { integerIds } from '../any-table';
import { likeContaining } from './like';
import { isStoredId } from '../ids';

type Employees = Repos['employees'];

/**
 * `repos.employees` on PostgreSQL (the embedded one is server/master/employee-repository.ts). Each
 * lookup goes through an index of tables/accounts.ts: the unique user_id, users_name_trgm, employees_role_idx,
 * employees_profile_picture_idx, and employees_parent_idx for the walks down the supervisor tree
 * (the walk up follows primary keys).
 */
export class PostgresEmployeeRepository implements Employees {
  private readonly rows: PostgresTableRepository<EmployeeRow>;

  constructor(private readonly db: Kysely<Database>) {
    this.rows = new PostgresTableRepository<EmployeeRow>(db, 'employees');
  }

  get(id: number | null | undefined, via?: Tx): Promise<EmployeeRow | undefined> {
    return this.rows.get(id, via);
  }

  /** Every employee, by id (the embedded signature: the employee list and lookups show them all). */
  list(): Promise<EmployeeRow[]> {
    return this.rows.list();
  }

  /**
   * The first `limit` employees by id whose user's name contains `term` (lower-cased), and how
   * many there are: users_name_trgm (migration 0013) finds the users.
   */
  async searchNames(term: string, limit: number): Promise<{ found: EmployeeRow[]; total: number }> {
    const named = () =>
      this.db
        .selectFrom('employees as e')
        .innerJoin('users as u', 'u.id', 'e.user_id')
        .where(sql<boolean>`lower(u.name) like ${likeContaining(term)}`);
    const [rows, total] = await Promise.all([
      named().selectAll('e').orderBy('e.id').limit(limit).execute(),
      named()
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { found: this.rows.docs(rows), total: Number(total.n) };
  }

  async byUserId(userId: number): Promise<EmployeeRow | undefined> {
    if (!isStoredId(userId)) return undefined;
    const rows = await this.db.selectFrom('employees').selectAll().where('user_id', '=', userId).execute();
    return this.rows.docs(rows)[0];
  }

  /** Employees whose profile picture is this stored file, by id. */
  async withFile(name: string): Promise<EmployeeRow[]> {
    const rows = await this.db
      .selectFrom('employees')
      .selectAll()
      .where('profile_picture', '=', name)
      .orderBy('id')
      .execute();
    return this.rows.docs(rows);
  }

  /**
   * Employees holding one of these roles, by id (`via`: through a transaction). A null among them
   * also finds the employees without a role, as the embedded `Set.has` does.
   */
  async withRoles(roleIds: ReadonlySet<unknown>, via?: Tx): Promise<EmployeeRow[]> {
    const ids = integerIds(roleIds);
    const roleless = roleIds.has(null);
    if (!ids.length && !roleless) return [];
    const rows = await readerOf(this.db, via)
      .selectFrom('employees')
      .selectAll()
      .where((e) =>
        e.or([
          ...(ids.length ? [e('role_id', 'in', ids)] : []),
          ...(roleless ? [e('role_id', 'is', null)] : []),
        ]),
      )
      .orderBy('id')
      .execute();
    return this.rows.docs(rows);
  }

  /** The supervisors above an employee, nearest first, stopping where stored data would loop. */
  async supervisorIds(employeeId: number, via?: Tx): Promise<number[]> {
    if (!isStoredId(employeeId)) return [];
    const { rows } = await sql<{ id: number }>`
      WITH RECURSIVE chain (id, parent_id, depth, seen) AS (
        SELECT id, parent_id, 0, ARRAY[id] FROM employees WHERE id = ${employeeId}
        UNION ALL
        SELECT e.id, e.parent_id, chain.depth + 1, chain.seen || e.id
          FROM chain JOIN employees e ON e.id = chain.parent_id
         WHERE e.id <> ALL (chain.seen)
      )
      SELECT id FROM chain WHERE depth > 0 ORDER BY depth`.execute(readerOf(this.db, via));
    return rows.map((r) => r.id);
  }

  /** Every employee id below `supervisorId` at any depth (UNION ends a loop in stored data). */
  async subordinateIds(supervisorId: number, via?: Tx): Promise<Set<number>> {
    if (!isStoredId(supervisorId)) return new Set();
    const { rows } = await sql<{ id: number }>`
      WITH RECURSIVE below (id) AS (
        SELECT id FROM employees WHERE parent_id = ${supervisorId}
        UNION
        SELECT e.id FROM below JOIN employees e ON e.parent_id = below.id
      )
      SELECT id FROM below WHERE id <> ${supervisorId} ORDER BY id`.execute(readerOf(this.db, via));
    return new Set(rows.map((r) => r.id));
  }

  insert(tx: Tx, doc: NewRow<EmployeeRow>): Promise<EmployeeRow> {
    return this.rows.insert(tx, doc);
  }

  update(tx: Tx, id: number, patch: RowPatch<EmployeeRow>): Promise<EmployeeRow> {
    return this.rows.update(tx, id, patch);
  }

  remove(tx: Tx, id: number): Promise<boolean> {
    return this.rows.remove(tx, id);
  }
}
