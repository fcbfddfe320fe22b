import type { Database } from '../db/database';
import { DerivedIndex, GroupIndex, SortedIndex } from '../db/indexes';
import { Repository } from '../db/repository';
import type { Row } from '../db/row';

/** The stored names of a document's files. */
export const fileNamesOf = (row: Row): string[] =>
  Array.isArray(row.files) ? row.files.map((f: { file_name?: unknown }) => String(f?.file_name ?? '')) : [];

/**
 * Documents: kept newest first with a lower-cased name (the list and its search), and by stored
 * file name (downloads are checked against the document that holds the file).
 */
export class DocumentRepository extends Repository {
  constructor(db: Database) {
    super(db, 'documents');
    db.defineIndex(
      'documents',
      'newest',
      new SortedIndex((a, b) =>
        a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1,
      ),
    );
    db.defineIndex('documents', 'name', new DerivedIndex((row) => String(row.file_name ?? '').toLowerCase()));
    db.defineIndex('documents', 'files', new GroupIndex(fileNamesOf));
  }

  /** Documents that hold a stored file. */
  withFile(name: string): Row[] {
    return this.inAnyGroup('files', [name]);
  }

  /** Newest first; with `search`, only names containing it (ignoring case). */
  searchNewestFirst(search: string): Row[] {
    const rows = this.db.index<SortedIndex>('documents', 'newest').ordered();
    const term = search.trim().toLowerCase();
    if (!term) return [...rows];
    const names = this.db.index<DerivedIndex<string>>('documents', 'name');
    return rows.filter((row) => names.of(row).includes(term));
  }
}
