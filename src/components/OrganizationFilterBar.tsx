import { useCallback, type ReactNode } from 'react';
import { Col, Row } from 'react-bootstrap';
import { CompanySearchBox } from './CompanySearchBox';
import { DateRangePresetPicker } from './DateRangePresetPicker';

interface SearchAndRange {
  search: string;
  start_date: string;
  end_date: string;
}

/**
 * The filter row of the organization lists (leads, prospects, stakeholders): the company search
 * first, the list's own filters (`children`, each in its Col), the date range last.
 */
export function OrganizationFilterBar({
  value,
  onChange,
  searchLabel,
  children,
}: {
  value: SearchAndRange;
  onChange: (change: Partial<SearchAndRange>) => void;
  searchLabel: string;
  children: ReactNode;
}) {
  const commitSearch = useCallback((search: string) => onChange({ search }), [onChange]);
  return (
    <Row className="g-2 align-items-center mb-3">
      <Col xs={12} md={3}>
        <CompanySearchBox committed={value.search} onCommit={commitSearch} label={searchLabel} />
      </Col>
      {children}
      <Col xs="auto">
        <DateRangePresetPicker
          value={{ start_date: value.start_date, end_date: value.end_date }}
          onChange={(range) => onChange(range)}
        />
      </Col>
    </Row>
  );
}
