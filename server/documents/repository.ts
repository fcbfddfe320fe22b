import { AsyncRows } from '../db/async-rows';
import type { Database } from '../db/database';
import { DerivedIndex, GroupIndex, SortedIndex } from '../db/indexes';
import { JoinedText } from '../db/joined-text';
import { Repository } from '../db/repository';
import type { DocumentRow } from '../stored/accounts';

/** The stored names of a document's files. */
const fileNamesOf = (row: DocumentRow): string[] =>
  Array.isArray(row.files) ? row.files.map((f: { file_name?: unknown }) => String(f?.file_name ?? '')) : [];

/** The indexed rows behind DocumentRepository: newest first, by name, by stored file. */
class DocumentRows extends Repository<DocumentRow> {
  constructor(db: Database) {
    super(db, 'documents');
    db.defineIndex(
      'documents',
      'newest',
      new SortedIndex((a: DocumentRow, b: DocumentRow) =>
        a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1,
      ),
    );
    db.defineIndex('documents', 'name', new DerivedIndex((row) => String(row.file_name ?? '').toLowerCase()));
    db.defineIndex('documents', 'files', new GroupIndex(fileNamesOf));
  }

  /** Documents that hold a stored file. */
  withFile(name: string): DocumentRow[] {
    return this.inAnyGroup('files', [name]);
  }

  /**
   * Newest first; with `search`, only names containing it (ignoring case), found by one indexOf
   * pass over the joined names (server/db/joined-text.ts).
   */
  searchNewestFirst(search: string): DocumentRow[] {
    const order = this.db.index<SortedIndex<DocumentRow>>('documents', 'newest');
    const rows = order.ordered();
    const term = search.trim().toLowerCase();
    if (!term) return [...rows];
    return Array.from(this.namePositions(term), (i) => rows[i]);
  }

  /** The newest `limit` documents whose name contains `term` (lower-cased), and how many there are. */
  searchNames(term: string, limit: number): { found: DocumentRow[]; total: number } {
    const rows = this.db.index<SortedIndex<DocumentRow>>('documents', 'newest').ordered();
    const positions = this.namePositions(term);
    return { found: Array.from(positions.subarray(0, limit), (i) => rows[i]), total: positions.length };
  }

  private namePositions(term: string): Int32Array {
    const order = this.db.index<SortedIndex<DocumentRow>>('documents', 'newest');
    const names = this.db.index<DerivedIndex<string, DocumentRow>>('documents', 'name');
    this.joined ??= new JoinedText(order, (row) => names.of(row));
    return this.joined.positions(term);
  }

  private joined: JoinedText<DocumentRow> | undefined;
}

/**
 * Documents: kept newest first with a lower-cased name (the list and its search), and by stored
 * file name (downloads are checked against the document that holds the file). Async, as a
 * PostgreSQL store's will be (docs/storage.md "Writing"): a list is one call.
 */
export class DocumentRepository extends AsyncRows<DocumentRow, DocumentRows> {
  constructor(db: Database) {
    super(new DocumentRows(db));
  }

  /** Documents that hold a stored file. */
  async withFile(name: string): Promise<DocumentRow[]> {
    return this.rows.withFile(name);
  }

  /** Newest first; with `search`, only names containing it (ignoring case). */
  async searchNewestFirst(search: string): Promise<DocumentRow[]> {
    return this.rows.searchNewestFirst(search);
  }

  /** The newest `limit` documents whose name contains `term` (lower-cased), and how many there are. */
  async searchNames(term: string, limit: number): Promise<{ found: DocumentRow[]; total: number }> {
    return this.rows.searchNames(term, limit);
  }
}
