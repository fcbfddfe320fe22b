import { Col } from 'react-bootstrap';
import { FilterSelect } from '../../../components/FilterSelect';
import { OrganizationFilterBar } from '../../../components/OrganizationFilterBar';
import { useLookupList } from '../../../api/lookups';
import { useLookupOptions, type LookupOption } from '../../../api/lookupOptions';
import { LEAD_PRIORITIES } from '../../../../contract/priorities';
import { FIRST_STAGE } from '../../../../contract/stages';
import { stageWords } from '../rowActions';
import type { LeadFilters as Filters } from '../types';

// Until the server's stage list arrives.
const INITIAL_STAGES = [FIRST_STAGE, 'in_progress', 'closed'];

type SelectKey = 'employee' | 'stage' | 'priority' | 'selectedIndustryType' | 'exhibition';

/** Search box, the five filters and the date range of the leads list. */
export function LeadFilters({
  value,
  onChange,
}: {
  value: Filters;
  onChange: (change: Partial<Filters>) => void;
}) {
  const stages = useLookupList<{ id: number; lead_stage?: string }>('lead-stages') ?? [];
  const stageOptions = (stages.length ? stages.map((s) => String(s.lead_stage)) : INITIAL_STAGES).map(
    (s) => ({ value: s, label: stageWords(s) }),
  );
  const selects: { key: SelectKey; label: string; options: LookupOption[] }[] = [
    { key: 'employee', label: 'Employee', options: useLookupOptions('employees') },
    { key: 'stage', label: 'Stage', options: stageOptions },
    { key: 'priority', label: 'Priority', options: LEAD_PRIORITIES.map((p) => ({ value: p, label: p })) },
    { key: 'selectedIndustryType', label: 'Industries', options: useLookupOptions('industries') },
    { key: 'exhibition', label: 'Exhibition', options: useLookupOptions('exhibitions') },
  ];

  return (
    <OrganizationFilterBar value={value} onChange={onChange} searchLabel="Search">
      {selects.map(({ key, label, options }) => (
        <Col key={key} xs={6} md className="lead-filter-col">
          <FilterSelect
            label={label}
            value={value[key]}
            onChange={(v) => onChange({ [key]: v })}
            options={options}
          />
        </Col>
      ))}
    </OrganizationFilterBar>
  );
}
