/** A document file as the server answers it (docs/api.md, Documents). */
export interface DocumentFile {
  file_path: string;
  original_name: string;
  mime: string | null;
  size: number | null;
  full_url: string | null;
  download_url: string;
  base64: string | null;
}

export interface DocumentRow {
  id: number;
  file_name: string;
  category_id: number | null;
  exhibition_id: number | null;
  category: { id: number; name: string } | null;
  exhibition: { id: number; name: string } | null;
  files: DocumentFile[];
  created_at: string;
}

/** What the document form holds: kept stored files (edit) and newly chosen files. */
export interface DocumentFormValues {
  file_name?: string;
  category_id?: string;
  exhibition_id?: string;
  existing_files?: string[];
  document_files?: File[];
}
