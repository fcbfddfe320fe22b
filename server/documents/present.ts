import { uploadUrl } from '../leads/present';
import type { Repos } from '../repositories';
import { RelatedRows, type RelatedCollection } from '../master/related-rows';
import type { DocumentRow } from '../stored/accounts';
import type { DocumentRecord } from '../../contract/documents';

/** The call that downloads one file of a document (the path is the file's stored name). */
const documentFileUrl = (filePath: string) => `/api/document-download-file/${encodeURIComponent(filePath)}`;

const named = (related: RelatedRows, collection: RelatedCollection, id: unknown) => {
  const row = related.row(collection, id);
  return row ? { id: row.id, name: String(row.name ?? '') } : null;
};

/** Documents as the API answers them, their categories and exhibitions read once for all. */
export async function presentDocuments(
  repos: Repos,
  docs: readonly DocumentRow[],
): Promise<DocumentRecord[]> {
  const related = await RelatedRows.load(
    repos,
    docs.flatMap((doc) => [
      ['document-categories', doc.category_id] as const,
      ['exhibitions', doc.exhibition_id] as const,
    ]),
  );
  return docs.map((doc) => presentDocument(related, doc));
}

/** A document as the API answers it (contract/documents.ts says what each file carries). */
function presentDocument(related: RelatedRows, doc: DocumentRow): DocumentRecord {
  const files = Array.isArray(doc.files) ? doc.files : [];
  return {
    id: doc.id,
    file_name: String(doc.file_name ?? ''),
    category_id: doc.category_id ?? null,
    exhibition_id: doc.exhibition_id ?? null,
    category: named(related, 'document-categories', doc.category_id),
    exhibition: named(related, 'exhibitions', doc.exhibition_id),
    files: files.map((f) => ({
      file_path: f.file_name,
      original_name: f.original_name ?? f.file_name,
      mime: f.mime ?? null,
      size: f.size ?? null,
      full_url: uploadUrl(f.file_name),
      download_url: documentFileUrl(f.file_name),
      base64: null,
    })),
    created_at: doc.created_at,
    updated_at: doc.updated_at ?? doc.created_at,
  };
}
