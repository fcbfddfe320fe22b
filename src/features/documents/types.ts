export type { DocumentFile, DocumentRecord as DocumentRow } from '../../../contract/documents';

/** What the document form holds: kept stored files (edit) and newly chosen files. */
export interface DocumentFormValues {
  file_name?: string;
  category_id?: string;
  exhibition_id?: string;
  existing_files?: string[];
  document_files?: File[];
}
