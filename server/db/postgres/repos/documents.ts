import { type Kysely, sql } from 'kysely';
import type { DocumentRepository } from '../../../documents/repository';
import type { DocumentRow } from '../../../stored/accounts';
import type { NewRow, RowPatch } from '../../row';
import type { Tx } from '../../tx';
import type { Database } from '../schema';
import { likeContaining } from './like';
import { PostgresRows } from './rows';

type Public<T> = { [K in keyof T]: T[K] };

/**
 * `repos.documents` on PostgreSQL: the same answers as server/documents/repository.ts. The list
 * reads documents_newest_idx, a name search the trigram index documents_file_name_trgm, and a
 * download's holder the GIN index documents_files_idx (`files @> [{file_name}]`).
 */
export class PostgresDocumentRepository implements Public<DocumentRepository> {
  private readonly rows: PostgresRows<DocumentRow>;

  constructor(db: Kysely<Database>) {
    this.rows = new PostgresRows(db, 'documents');
  }

  get(id: number, via?: Tx): Promise<DocumentRow | undefined> {
    return this.rows.get(id, via);
  }

  /** Documents that hold a stored file. */
  withFile(name: string): Promise<DocumentRow[]> {
    const holds = JSON.stringify([{ file_name: name }]);
    return this.rows.select(undefined, (q) => q.where(sql<boolean>`files @> ${holds}::jsonb`).orderBy('id'));
  }

  /** Newest first; with `search`, only names containing it (ignoring case). */
  searchNewestFirst(search: string): Promise<DocumentRow[]> {
    const term = search.trim().toLowerCase();
    return this.rows.select(undefined, (q) =>
      (term ? q.where(sql`crms_lower(file_name)`, 'like', likeContaining(term)) : q)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc'),
    );
  }

  /** The newest `limit` documents whose name contains `term` (lower-cased), and how many there are. */
  async searchNames(term: string, limit: number): Promise<{ found: DocumentRow[]; total: number }> {
    // crms_lower: the lower-casing of the embedded search, and documents_file_name_trgm (migration 0012).
    const named = sql<boolean>`crms_lower(file_name) like ${likeContaining(term)}`;
    const [found, total] = await Promise.all([
      this.rows.select(undefined, (q) =>
        q.where(named).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit),
      ),
      this.rows
        .q()
        .selectFrom('documents')
        .select(sql<number>`count(*)`.as('n'))
        .where(named)
        .executeTakeFirstOrThrow(),
    ]);
    return { found, total: Number(total.n) };
  }

  insert(tx: Tx, doc: NewRow<DocumentRow>): Promise<DocumentRow> {
    return this.rows.insert(tx, doc);
  }

  update(tx: Tx, id: number, patch: RowPatch<DocumentRow>): Promise<DocumentRow> {
    return this.rows.update(tx, id, patch);
  }

  remove(tx: Tx, id: number): Promise<boolean> {
    return this.rows.remove(tx, id);
  }
}
