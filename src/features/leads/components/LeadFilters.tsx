import { useCallback } from 'react';
import { CompanySearchBox } from '../../../components/CompanySearchBox';
import { Col, Form, Row } from 'react-bootstrap';
import { DateRangePresetPicker } from '../../../components/DateRangePresetPicker';
import { useLookupList } from '../../../api/lookups';
import { PRIORITIES, stageWords } from '../rowActions';
import type { LeadFilters as Filters } from '../types';

// Until the server's stage list arrives.
const INITIAL_STAGES = ['new', 'in_progress', 'closed'];

type Option = { value: string; label: string };
// Master rows are untyped JSON; read the fields each list needs.
type Named = { id: number; name?: string; type?: string; lead_stage?: string; user?: { name?: string } };

function Select({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: Option[];
  onChange: (v: string) => void;
}) {
  return (
    <Form.Select size="sm" aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{label}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </Form.Select>
  );
}

/** Search box, the five filters and the date range of the leads list. */
export function LeadFilters({
  value,
  onChange,
}: {
  value: Filters;
  onChange: (change: Partial<Filters>) => void;
}) {
  const employees = useLookupList<Named>('employees') ?? [];
  const stages = useLookupList<Named>('lead-stages') ?? [];
  const industries = useLookupList<Named>('industries') ?? [];
  const exhibitions = useLookupList<Named>('exhibitions') ?? [];
  const commitSearch = useCallback((search: string) => onChange({ search }), [onChange]);

  const stageOptions = (stages.length ? stages.map((s) => String(s.lead_stage)) : INITIAL_STAGES).map(
    (s) => ({
      value: s,
      label: stageWords(s),
    }),
  );

  return (
    <Row className="g-2 align-items-center mb-3">
      <Col xs={12} md={3}>
        <CompanySearchBox committed={value.search} onCommit={commitSearch} label="Search" />
      </Col>
      <Col xs={6} md className="lead-filter-col">
        <Select
          label="Employee"
          value={value.employee}
          onChange={(employee) => onChange({ employee })}
          options={employees.map((e) => ({
            value: String(e.id),
            label: e.user?.name ?? e.name ?? `#${e.id}`,
          }))}
        />
      </Col>
      <Col xs={6} md className="lead-filter-col">
        <Select
          label="Stage"
          value={value.stage}
          onChange={(stage) => onChange({ stage })}
          options={stageOptions}
        />
      </Col>
      <Col xs={6} md className="lead-filter-col">
        <Select
          label="Priority"
          value={value.priority}
          onChange={(priority) => onChange({ priority })}
          options={PRIORITIES.map((p) => ({ value: p, label: p }))}
        />
      </Col>
      <Col xs={6} md className="lead-filter-col">
        <Select
          label="Industries"
          value={value.selectedIndustryType}
          onChange={(selectedIndustryType) => onChange({ selectedIndustryType })}
          options={industries.map((i) => ({ value: String(i.id), label: i.type ?? i.name ?? `#${i.id}` }))}
        />
      </Col>
      <Col xs={6} md className="lead-filter-col">
        <Select
          label="Exhibition"
          value={value.exhibition}
          onChange={(exhibition) => onChange({ exhibition })}
          options={exhibitions.map((x) => ({ value: String(x.id), label: x.name ?? `#${x.id}` }))}
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
