import { AsyncRows } from '../db/async-rows';
import { rowsByIds } from '../db/collection-repository';
import type { Database } from '../db/database';
import { GroupIndex, LookupIndex } from '../db/indexes';
import { defineTextIndex, Repository } from '../db/repository';
import type { NewRow, RowPatch } from '../db/row';
import type { Tx } from '../db/tx';
import type { EmployeeRow, RoleRow, SessionRow, UserRow } from '../stored/accounts';
import { type RoleLookups, resolveRole } from './profile';

/**
 * Who a token hash signs in, read at once (`repos.sessions.signedIn`): the session as stored
 * (live or not: server/auth/sessions.ts decides), its user, and the user's employee and role,
 * null when the user has none (a role also when the employee has none).
 */
export interface SignedIn {
  session: SessionRow;
  user: UserRow;
  employee: EmployeeRow | null;
  role: RoleRow | null;
}

/** The indexed rows behind SessionRepository: by token hash and by user. */
class SessionRows extends Repository<SessionRow> {
  constructor(db: Database) {
    super(db, 'sessions');
    db.defineIndex(this.collection, 'token', new LookupIndex((row) => row.token_hash));
    db.defineIndex(this.collection, 'user', new GroupIndex((row) => [row.user_id]));
  }

  ofUser(userId: number, via?: Tx): SessionRow[] {
    return this.group('user', userId, (s) => s.user_id === userId, via);
  }

  byTokenHash(hash: string): SessionRow | undefined {
    return this.lookup('token', hash);
  }
}

/**
 * Sign-in accounts, found by email (ignoring case and outer spaces) without a scan. Async, as a
 * PostgreSQL store's will be (docs/storage.md "Writing").
 */
export class UserRepository extends AsyncRows<UserRow> {
  constructor(db: Database) {
    super(new Repository<UserRow>(db, 'users'));
    defineTextIndex(db, 'users', 'email');
  }

  /** The users of these ids (ignoring what is not an id or not found), by id. */
  async getMany(ids: readonly unknown[], via?: Tx): Promise<Map<number, UserRow>> {
    return rowsByIds(this.rows, ids, via);
  }

  /** Every account with this email (ignoring case and outer spaces): one, unless stored data has twins. */
  async withEmail(email: string, via?: Tx): Promise<UserRow[]> {
    return this.rows.withSameText('email', email, via);
  }

  async byEmail(email: string, via?: Tx): Promise<UserRow | undefined> {
    return this.rows.withSameText('email', email, via)[0];
  }
}

/** Login sessions, found by the sha256 of their token. Async like UserRepository. */
export class SessionRepository {
  private readonly rows: SessionRows;

  /** `accounts`: the store's user, employee and role repositories, which `signedIn` reads through. */
  constructor(
    db: Database,
    private readonly accounts: RoleLookups & { users: Pick<UserRepository, 'get'> },
  ) {
    this.rows = new SessionRows(db);
  }

  async get(id: number, via?: Tx): Promise<SessionRow | undefined> {
    return this.rows.get(id, via);
  }

  /** Every session of one user (a password change revokes them) without a scan. */
  async ofUser(userId: number, via?: Tx): Promise<SessionRow[]> {
    return this.rows.ofUser(userId, via);
  }

  async byTokenHash(hash: string): Promise<SessionRow | undefined> {
    return this.rows.byTokenHash(hash);
  }

  /**
   * The session of a token hash with its user, employee and role; undefined for an unknown hash
   * or a session whose user is gone. Every signed-in request asks (server/auth/authenticate.ts).
   * Here each is an in-memory index lookup, composed as the profile's are (resolveRole); on
   * PostgreSQL it is one statement instead of four (server/db/postgres/repos/sessions.ts).
   */
  async signedIn(hash: string): Promise<SignedIn | undefined> {
    const session = this.rows.byTokenHash(hash);
    const user = session && (await this.accounts.users.get(session.user_id));
    if (!session || !user) return undefined;
    return { session, user, ...(await resolveRole(this.accounts, user)) };
  }

  async insert(tx: Tx, doc: NewRow<SessionRow>): Promise<SessionRow> {
    return this.rows.insert(tx, doc);
  }

  async update(tx: Tx, id: number, patch: RowPatch<SessionRow>): Promise<SessionRow> {
    return this.rows.update(tx, id, patch);
  }

  /** Deletes these sessions (in the draft). */
  async remove(tx: Tx, ids: readonly number[]): Promise<void> {
    for (const id of ids) this.rows.remove(tx, id);
  }
}
