/**
 * A stored row of a known collection: its fields typed, any field not listed reads as `unknown`
 * (so code that reaches for a field the type does not name must check it first). Rows are
 * frozen once stored (server/db/row.ts), so every field is read-only.
 */
export type Stored<T> = Readonly<T> & { readonly id: number; readonly [key: string]: unknown };

/** A file kept in uploads/ and the name it was uploaded under. */
export interface StoredFileRef {
  file_name: string;
  original_name?: string;
  mime?: string | null;
  size?: number | null;
}
