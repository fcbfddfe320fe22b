import { CompiledQuery, type Kysely, type RawBuilder, sql } from 'kysely';
import type { NewRow, RowPatch } from '../../row';
import type { Tx } from '../../tx';
import type { SignedIn } from '../../../auth/repository';
import type { Repos } from '../../../repositories';
import type { EmployeeRow, RoleRow, SessionRow, UserRow } from '../../../stored/accounts';
import { storedRowOf } from '../load/from-rows';
import { type Database, type TableName, tableDefs } from '../schema';
import { PostgresTableRepository } from '../table-repository';
import { postgresTx, readerOf } from '../transaction';
import { integerIds } from '../any-table';
import { isStoredId } from '../ids';
import { prepareOnEveryConnection } from '../pool';

type Sessions = Repos['sessions'];

/**
 * The tables of `signedIn`'s join, each with the alias it has there; their columns come back
 * under `<alias>_<column>`, as the four share column names (id, created_at ...).
 */
const JOINED = { s: 'sessions', u: 'users', e: 'employees', r: 'roles' } as const satisfies Record<
  string,
  TableName
>;
type Alias = keyof typeof JOINED;

/** `s.id AS s_id, s.token_hash AS s_token_hash, ...`: every column of every joined table. */
const JOINED_COLUMNS: RawBuilder<unknown> = sql.join(
  (Object.entries(JOINED) as [Alias, TableName][]).flatMap(([alias, table]) =>
    Object.keys(tableDefs[table].columns).map(
      (column) => sql`${sql.ref(`${alias}.${column}`)} AS ${sql.id(`${alias}_${column}`)}`,
    ),
  ),
);

/**
 * One joined table's columns of a `signedIn` row, as its own table row (null when a left join
 * found none): typed by the pool's parsers as a plain select's, so it maps to the row the
 * table's repository answers.
 */
function tableRow(alias: Alias, row: Record<string, unknown>): Record<string, unknown> | null {
  if (row[`${alias}_id`] === null) return null;
  return Object.fromEntries(
    Object.keys(tableDefs[JOINED[alias]].columns).map((column) => [column, row[`${alias}_${column}`]]),
  );
}

/** The sign-in check's one statement (`signedIn`): its text is the same for every token. */
type SignedInRow = Record<string, unknown> & { held: number[] };
const signedInQuery = (hash: string) => sql<SignedInRow>`
  SELECT ${JOINED_COLUMNS},
         ARRAY(SELECT permission_id FROM role_permissions p WHERE p.role_id = r.id ORDER BY p.position) AS held
    FROM sessions s
    JOIN users u ON u.id = s.user_id
    LEFT JOIN employees e ON e.user_id = u.id
    LEFT JOIN roles r ON r.id = e.role_id
   WHERE s.token_hash = ${hash}`;

/**
 * `repos.sessions` on PostgreSQL (the embedded one is server/auth/repository.ts SessionRepository):
 * a token's session through the unique index on token_hash, a user's through sessions_user_idx.
 */
export class PostgresSessionRepository implements Sessions {
  private readonly rows: PostgresTableRepository<SessionRow>;
  private readonly signedInSql: string;

  constructor(private readonly db: Kysely<Database>) {
    this.rows = new PostgresTableRepository<SessionRow>(db, 'sessions');
    // Every signed-in request runs it: parsed and planned once per connection (pool.ts).
    this.signedInSql = signedInQuery('').compile(db).sql;
    prepareOnEveryConnection('crms_signed_in', this.signedInSql);
  }

  get(id: number, via?: Tx): Promise<SessionRow | undefined> {
    return this.rows.get(id, via);
  }

  /** Every session of one user, by id. */
  async ofUser(userId: number, via?: Tx): Promise<SessionRow[]> {
    if (!isStoredId(userId)) return [];
    const rows = await readerOf(this.db, via)
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    return this.rows.docs(rows);
  }

  async byTokenHash(hash: string): Promise<SessionRow | undefined> {
    const rows = await this.db.selectFrom('sessions').selectAll().where('token_hash', '=', hash).execute();
    return this.rows.docs(rows)[0];
  }

  /**
   * One statement where authenticate read four (session, user, employee, role): it runs on every
   * signed-in request. Each table's columns are selected under their own prefix and mapped by
   * that table's row mapping (load/from-rows.ts), not gathered by to_jsonb, which writes
   * timestamps in another format than the pool's parser reads them (pool.ts); the role's
   * permission list is gathered as repos/roles.ts `get` gathers it.
   */
  async signedIn(hash: string): Promise<SignedIn | undefined> {
    // Compiled once (above): building its 28 column references took 20 µs a request.
    const { rows } = await this.db.executeQuery<SignedInRow>(CompiledQuery.raw(this.signedInSql, [hash]));
    const [row] = rows;
    if (!row) return undefined;
    const own = (alias: Alias) => {
      const found = tableRow(alias, row);
      const table = JOINED[alias];
      const children =
        alias === 'r' ? { role_permissions: row.held.map((id) => ({ permission_id: Number(id) })) } : {};
      return found && storedRowOf(tableDefs[table].collection ?? table, table, found, children);
    };
    return {
      session: own('s') as SessionRow,
      user: own('u') as UserRow,
      employee: own('e') as EmployeeRow | null,
      role: own('r') as RoleRow | null,
    };
  }

  insert(tx: Tx, doc: NewRow<SessionRow>): Promise<SessionRow> {
    return this.rows.insert(tx, doc);
  }

  update(tx: Tx, id: number, patch: RowPatch<SessionRow>): Promise<SessionRow> {
    return this.rows.update(tx, id, patch);
  }

  /** Deletes these sessions in one statement (ids that are gone already are ignored). */
  async remove(tx: Tx, ids: readonly number[]): Promise<void> {
    const wanted = integerIds(ids);
    if (wanted.length)
      await postgresTx(tx).writes().deleteFrom('sessions').where('id', 'in', wanted).execute();
  }
}
