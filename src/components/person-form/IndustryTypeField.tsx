import { useMemo } from 'react';
import { useLookupList } from '../../api/lookups';
import { TypeaheadField } from './TypeaheadField';

type IndustryRow = { id: number; type?: string };

/**
 * An organization's Industry Type (lead wizard step 1, prospect / stakeholder form): free text
 * with suggestions from the industries master list, writing `industry_type_id` / `_text`.
 */
export function IndustryTypeField() {
  const rows = useLookupList<IndustryRow>('industries');
  const items = useMemo(() => (rows ?? []).map((i) => ({ id: i.id, label: i.type ?? '' })), [rows]);
  return (
    <TypeaheadField
      idName="industry_type_id"
      textName="industry_type_text"
      label="Industry Type"
      items={items}
    />
  );
}
