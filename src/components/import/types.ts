import type { ImportField } from '../../../machines/import.mapping';

/** What one import dialog imports: its title, the call, and the fields with their headers. */
export interface ImportDescriptor {
  /** "Import Prospects". */
  title: string;
  /** "/prospects-import". */
  endpoint: string;
  fields: ImportField[];
  /** Offer skip / update of duplicates (the resource has a duplicate identity). */
  duplicates?: boolean;
  /** What a duplicate is, shown next to the choice ("same organization name and phone"). */
  duplicateHint?: string;
}

export type { ImportField };
