/**
 * A shared document as GET /document-manage answers it (made by server/documents/present.ts).
 * Each file carries `file_path` (what existing_files[] and the download call name), `full_url`
 * (GET /uploads, which previews use) and `base64` (always null: the list never carries file
 * contents).
 */
export interface DocumentFile {
  file_path: string;
  original_name: string;
  mime: string | null;
  size: number | null;
  full_url: string | null;
  download_url: string;
  base64: null;
}

export interface DocumentRecord {
  id: number;
  file_name: string;
  category_id: number | null;
  exhibition_id: number | null;
  category: { id: number; name: string } | null;
  exhibition: { id: number; name: string } | null;
  files: DocumentFile[];
  created_at: string;
  updated_at: string;
}
