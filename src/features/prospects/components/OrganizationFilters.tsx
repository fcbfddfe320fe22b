import { useCallback } from 'react';
import { CompanySearchBox } from '../../../components/CompanySearchBox';
import { Col, Form, Row } from 'react-bootstrap';
import { DateRangePresetPicker } from '../../../components/DateRangePresetPicker';
import { MultiSelect } from '../../../components/MultiSelect';
import { useLookupList } from '../../../api/lookups';
import type { OrganizationFilters as Filters } from '../types';

type Named = { id: number; name?: string; type?: string; user?: { name?: string } };

/** Company search, industry, exhibitions, date range (presets incl. All Time) and employees. */
export function OrganizationFilters({
  value,
  onChange,
}: {
  value: Filters;
  onChange: (change: Partial<Filters>) => void;
}) {
  const industries = useLookupList<Named>('industries') ?? [];
  const exhibitions = useLookupList<Named>('exhibitions') ?? [];
  const employees = useLookupList<Named>('employees') ?? [];
  const commitSearch = useCallback((search: string) => onChange({ search }), [onChange]);

  return (
    <Row className="g-2 align-items-center mb-3">
      <Col xs={12} md={3}>
        <CompanySearchBox committed={value.search} onCommit={commitSearch} label="Search companies" />
      </Col>
      <Col xs={12} sm={6} md={2}>
        <Form.Select
          size="sm"
          aria-label="Industry"
          value={value.industry}
          onChange={(e) => onChange({ industry: e.target.value })}
        >
          <option value="">Industry</option>
          {industries.map((i) => (
            <option key={i.id} value={String(i.id)}>
              {i.type ?? i.name ?? `#${i.id}`}
            </option>
          ))}
        </Form.Select>
      </Col>
      <Col xs={12} sm={6} md={2}>
        <MultiSelect
          label="Exhibitions"
          inputId="filter-exhibitions"
          value={value.exhibitions}
          options={exhibitions.map((x) => ({ value: String(x.id), label: x.name ?? `#${x.id}` }))}
          onChange={(next) => onChange({ exhibitions: next })}
        />
      </Col>
      <Col xs={12} sm={6} md={2}>
        <MultiSelect
          label="Employees"
          inputId="filter-employees"
          value={value.employees}
          options={employees.map((e) => ({
            value: String(e.id),
            label: e.user?.name ?? e.name ?? `#${e.id}`,
          }))}
          onChange={(next) => onChange({ employees: next })}
        />
      </Col>
      <Col xs="auto">
        <DateRangePresetPicker
          value={{ start_date: value.start_date, end_date: value.end_date }}
          onChange={(range) => onChange(range)}
        />
      </Col>
    </Row>
  );
}
