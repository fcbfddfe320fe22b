import type { Kysely } from 'kysely';
import type { NewRow, RowPatch } from '../../row';
import type { Tx } from '../../tx';
import type { Repos } from '../../../repositories';
import type { SessionRow } from '../../../stored/accounts';
import type { Database } from '../schema';
import { PostgresTableRepository } from '../table-repository';
import { postgresTx, readerOf } from '../transaction';
import { integerIds, storedRows } from './stored-rows';

type Sessions = Repos['sessions'];

/**
 * `repos.sessions` on PostgreSQL (the embedded one is server/auth/repository.ts SessionRepository):
 * a token's session through the unique index on token_hash, a user's through sessions_user_idx.
 */
export class PostgresSessionRepository implements Sessions {
  private readonly rows: PostgresTableRepository<SessionRow>;

  constructor(private readonly db: Kysely<Database>) {
    this.rows = new PostgresTableRepository<SessionRow>(db, 'sessions');
  }

  get(id: number, via?: Tx): Promise<SessionRow | undefined> {
    return this.rows.get(id, via);
  }

  /** Every session of one user, by id. */
  async ofUser(userId: number, via?: Tx): Promise<SessionRow[]> {
    if (!Number.isSafeInteger(userId)) return [];
    const rows = await readerOf(this.db, via)
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    return storedRows('sessions', 'sessions', rows);
  }

  async byTokenHash(hash: string): Promise<SessionRow | undefined> {
    const rows = await this.db.selectFrom('sessions').selectAll().where('token_hash', '=', hash).execute();
    return storedRows('sessions', 'sessions', rows)[0];
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
