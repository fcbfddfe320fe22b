import { useMemo } from 'react';
import { useLookupList } from './lookups';

/** A select option of a list filter: the row's id as a string and its name. */
export interface LookupOption {
  value: string;
  label: string;
}

// Master rows are untyped JSON; each filterable list names its rows by its own field.
type Row = { id: number; name?: string; type?: string; user?: { name?: string } };

const LABELS = {
  employees: (r: Row) => r.user?.name ?? r.name,
  industries: (r: Row) => r.type ?? r.name,
  exhibitions: (r: Row) => r.name,
} as const;

/**
 * A master list as filter options (leads list, prospects, stakeholders), so every list labels
 * employees, industries and exhibitions alike; a row without a name shows its id.
 */
export function useLookupOptions(collection: keyof typeof LABELS): LookupOption[] {
  const rows = useLookupList<Row>(collection);
  return useMemo(
    () => (rows ?? []).map((r) => ({ value: String(r.id), label: LABELS[collection](r) ?? `#${r.id}` })),
    [rows, collection],
  );
}
