import { useState } from 'react';
import { Button, Card, Col, Form, Row, Spinner } from 'react-bootstrap';
import { useSearchParams } from 'react-router-dom';
import { useLookupList } from '../../api/lookups';
import { gatedScreen } from '../../components/RequirePermission';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { P } from '../../../contract/permissions';
import { ActivityCardGrid } from './ActivityCardGrid';
import { ActivityDetailsModal } from './ActivityDetailsModal';
import { useEmployeeActivityReportInfiniteQuery } from './api';
import type { ActivityCard, ReportFilters } from './types';

const EMPTY_TEXT = 'No results found';

/** /reports/employee-activity behind its menu permission. */
export default gatedScreen(P.employeeActivity, EmployeeActivity);

type Named = { id: number; name?: string; user?: { name?: string } };

function EmployeeActivity() {
  // The search palette links here with ?employee_id=.
  const [query] = useSearchParams();
  const [filters, setFilters] = useState<ReportFilters>(() => ({
    employee_id: /^\d+$/.test(query.get('employee_id') ?? '') ? query.get('employee_id')! : '',
    exhibition_id: '',
  }));
  const [open, setOpen] = useState<ActivityCard | null>(null);
  const employees = useLookupList<Named>('employees');
  const exhibitions = useLookupList<Named>('exhibitions');
  // A filter change is a new query: it starts again at page 1.
  const { data, isFetching, isFetchingNextPage, isError, hasNextPage, fetchNextPage, refetch } =
    useEmployeeActivityReportInfiniteQuery(filters);
  const cards = data?.pages.flatMap((page) => page.data) ?? [];
  const set = (key: keyof ReportFilters) => (e: React.ChangeEvent<HTMLSelectElement>) =>
    setFilters((f) => ({ ...f, [key]: e.target.value }));

  return (
    <Card>
      <Card.Header>
        <h1 className="h5 mb-3">Employee Activity Report</h1>
        <Row className="g-2">
          <Col sm={6} lg={4}>
            <Form.Select aria-label="Employee" value={filters.employee_id} onChange={set('employee_id')}>
              <option value="">All Employees</option>
              {(employees ?? []).map((e) => (
                <option key={e.id} value={e.id}>
                  {e.name ?? e.user?.name ?? ''}
                </option>
              ))}
            </Form.Select>
          </Col>
          <Col sm={6} lg={4}>
            <Form.Select
              aria-label="Exhibition"
              value={filters.exhibition_id}
              onChange={set('exhibition_id')}
            >
              <option value="">All Exhibitions</option>
              {(exhibitions ?? []).map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name}
                </option>
              ))}
            </Form.Select>
          </Col>
        </Row>
      </Card.Header>
      <Card.Body>
        {isError && (
          <LoadFailedAlert
            text="The report could not be loaded. Please try again."
            onRetry={() => void refetch()}
          />
        )}
        {isFetching && !isFetchingNextPage && cards.length === 0 ? (
          <p className="text-center py-4">Loading...</p>
        ) : cards.length === 0 ? (
          // After a failure the alert says what happened: "No results found" would be untrue.
          !isError && <p className="text-center text-body-secondary py-4">{EMPTY_TEXT}</p>
        ) : (
          <ActivityCardGrid cards={cards} onOpen={setOpen} />
        )}
        {hasNextPage && cards.length > 0 && (
          <div className="text-center mt-3">
            <Button
              variant="outline-primary"
              onClick={() => void fetchNextPage()}
              disabled={isFetchingNextPage}
            >
              {isFetchingNextPage && (
                <Spinner as="span" animation="border" size="sm" className="me-2" aria-label="Loading" />
              )}
              Load More
            </Button>
          </div>
        )}
      </Card.Body>
      <ActivityDetailsModal card={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
