import type { Kysely } from 'kysely';
import type { NewRow, RowPatch } from '../../row';
import type { Tx } from '../../tx';
import type { Repos } from '../../../repositories';
import type { UserRow } from '../../../stored/accounts';
import type { Database } from '../schema';
import { PostgresTableRepository } from '../table-repository';

type Users = Repos['users'];

/**
 * `repos.users` on PostgreSQL (the embedded one is server/auth/repository.ts UserRepository). An
 * email is found through the unique index on lower(email) (tables/accounts.ts), which also keeps
 * one account per address whatever its case.
 */
export class PostgresUserRepository implements Users {
  private readonly rows: PostgresTableRepository<UserRow>;

  constructor(db: Kysely<Database>) {
    this.rows = new PostgresTableRepository<UserRow>(db, 'users');
  }

  get(id: number | null | undefined, via?: Tx): Promise<UserRow | undefined> {
    return this.rows.get(id, via);
  }

  getMany(ids: readonly unknown[], via?: Tx): Promise<Map<number, UserRow>> {
    return this.rows.getMany(ids, via);
  }

  withEmail(email: string, via?: Tx): Promise<UserRow[]> {
    return this.rows.withSameText('email', email, via);
  }

  async byEmail(email: string, via?: Tx): Promise<UserRow | undefined> {
    return (await this.withEmail(email, via))[0];
  }

  insert(tx: Tx, doc: NewRow<UserRow>): Promise<UserRow> {
    return this.rows.insert(tx, doc);
  }

  update(tx: Tx, id: number, patch: RowPatch<UserRow>): Promise<UserRow> {
    return this.rows.update(tx, id, patch);
  }

  /** Deletes the account; PostgreSQL also deletes its employee and sessions (ON DELETE CASCADE). */
  remove(tx: Tx, id: number): Promise<boolean> {
    return this.rows.remove(tx, id);
  }
}
