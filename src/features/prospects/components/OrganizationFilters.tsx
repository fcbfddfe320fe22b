import { Col } from 'react-bootstrap';
import { FilterSelect } from '../../../components/FilterSelect';
import { MultiSelect } from '../../../components/MultiSelect';
import { OrganizationFilterBar } from '../../../components/OrganizationFilterBar';
import { useLookupOptions } from '../../../api/lookupOptions';
import type { OrganizationFilters as Filters } from '../types';

/** Company search, industry, exhibitions, date range (presets incl. All Time) and employees. */
export function OrganizationFilters({
  value,
  onChange,
}: {
  value: Filters;
  onChange: (change: Partial<Filters>) => void;
}) {
  const industries = useLookupOptions('industries');
  const multi = [
    { key: 'exhibitions', label: 'Exhibitions', options: useLookupOptions('exhibitions') },
    { key: 'employees', label: 'Employees', options: useLookupOptions('employees') },
  ] as const;

  return (
    <OrganizationFilterBar value={value} onChange={onChange} searchLabel="Search companies">
      <Col xs={12} sm={6} md={2}>
        <FilterSelect
          label="Industry"
          value={value.industry}
          onChange={(industry) => onChange({ industry })}
          options={industries}
        />
      </Col>
      {multi.map(({ key, label, options }) => (
        <Col key={key} xs={12} sm={6} md={2}>
          <MultiSelect
            label={label}
            inputId={`filter-${key}`}
            value={value[key]}
            options={options}
            onChange={(next) => onChange({ [key]: next })}
          />
        </Col>
      ))}
    </OrganizationFilterBar>
  );
}
