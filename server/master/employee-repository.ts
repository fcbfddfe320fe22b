import { AsyncRows } from '../db/async-rows';
import type { Database } from '../db/database';
import { LookupIndex, SortedIndex } from '../db/indexes';
import { JoinedText } from '../db/joined-text';
import { Repository } from '../db/repository';
import type { Tx } from '../db/tx';
import type { EmployeeRow, UserRow } from '../stored/accounts';

/**
 * The indexed rows behind EmployeeRepository: by user account and by profile picture, and their
 * users' lower-cased names joined in id order (an employee's name is its user's) for the search.
 */
class EmployeeRows extends Repository<EmployeeRow> {
  private readonly userNames: JoinedText<UserRow>;

  constructor(db: Database) {
    super(db, 'employees');
    db.defineIndex(this.collection, 'user', new LookupIndex((row) => row.user_id));
    db.defineIndex(this.collection, 'picture', new LookupIndex((row) => row.profile_picture));
    const users = new SortedIndex<UserRow>((a, b) => a.id - b.id);
    db.defineIndex('users', 'byIdForNames', users);
    this.userNames = new JoinedText(users, (user) => String(user.name ?? '').toLowerCase());
  }

  /** The employees whose user's name contains `term` (lower-cased), by id. */
  named(term: string): EmployeeRow[] {
    const users = this.db.index<SortedIndex<UserRow>>('users', 'byIdForNames').ordered();
    const out: EmployeeRow[] = [];
    for (const at of this.userNames.positions(term)) {
      const employee = this.byUserId(users[at].id);
      if (employee) out.push(employee);
    }
    return out.sort((a, b) => a.id - b.id);
  }

  byPicture(name: string): EmployeeRow | undefined {
    return this.lookup('picture', name);
  }

  byUserId(userId: number): EmployeeRow | undefined {
    return this.lookup('user', userId);
  }
}

/**
 * Employees, found by their user account without a scan (every authenticated request does), and
 * their supervisor tree. Async, as a PostgreSQL store's will be (docs/storage.md "Writing"): a
 * list or a walk of the tree is one call.
 */
export class EmployeeRepository extends AsyncRows<EmployeeRow, EmployeeRows> {
  constructor(db: Database) {
    super(new EmployeeRows(db));
  }

  /** Every employee, by id. */
  async list(): Promise<EmployeeRow[]> {
    return [...this.rows.all()].sort((a, b) => a.id - b.id);
  }

  /**
   * The first `limit` employees by id whose name (their user's) contains `term` (lower-cased),
   * and how many there are: the search palette, through the joined user names.
   */
  async searchNames(term: string, limit: number): Promise<{ found: EmployeeRow[]; total: number }> {
    const found = this.rows.named(term);
    return { found: found.slice(0, limit), total: found.length };
  }

  async byUserId(userId: number): Promise<EmployeeRow | undefined> {
    return this.rows.byUserId(userId);
  }

  /** Employees whose profile picture is this stored file (the download check). */
  async withFile(name: string): Promise<EmployeeRow[]> {
    const row = this.rows.byPicture(name);
    return row ? [row] : [];
  }

  /** Employees holding one of these roles (`via`: through a transaction's draft). */
  async withRoles(roleIds: ReadonlySet<unknown>, via?: Tx): Promise<EmployeeRow[]> {
    return this.rows.filter((e) => roleIds.has(e.role_id), via);
  }

  /**
   * The supervisors above an employee, nearest first (parent_id upwards), stopping where stored
   * data would loop (`via`: through a transaction).
   */
  async supervisorIds(employeeId: number, via?: Tx): Promise<number[]> {
    const out: number[] = [];
    const seen = new Set<number>([employeeId]);
    let current = this.rows.get(employeeId, via);
    while (current && typeof current.parent_id === 'number' && !seen.has(current.parent_id)) {
      out.push(current.parent_id);
      seen.add(current.parent_id);
      current = this.rows.get(current.parent_id, via);
    }
    return out;
  }

  /** Every employee id below `supervisorId` at any depth (`via`: through a transaction). */
  async subordinateIds(supervisorId: number, via?: Tx): Promise<Set<number>> {
    const children = new Map<number, number[]>();
    for (const e of this.rows.all(via)) {
      if (typeof e.parent_id !== 'number') continue;
      const list = children.get(e.parent_id) ?? [];
      list.push(e.id);
      children.set(e.parent_id, list);
    }
    const out = new Set<number>();
    const queue = [...(children.get(supervisorId) ?? [])];
    while (queue.length) {
      const id = queue.shift()!;
      if (out.has(id) || id === supervisorId) continue;
      out.add(id);
      queue.push(...(children.get(id) ?? []));
    }
    return out;
  }
}
