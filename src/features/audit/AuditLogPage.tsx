import { useState } from 'react';
import { Button, Card, Col, Form, Row } from 'react-bootstrap';
import { toast } from 'react-toastify';
import { P } from '../../../contract/permissions';
import { DataTable } from '../../components/DataTable';
import { DateRangePresetPicker } from '../../components/DateRangePresetPicker';
import { RequirePermission } from '../../components/RequirePermission';
import { TablePager } from '../../components/TablePager';
import { useLookupList } from '../../api/lookups';
import { presetRange } from '../../lib/dateRanges';
import { useAppDispatch } from '../../lib/hooks';
import { downloadAuditCsv, useAuditLogQuery, type AuditFilters } from './api';
import { AUDIT_COLUMNS } from './auditColumns';
import { QueryFailedAlert } from '../../components/LoadFailedAlert';

type Named = { id: number; name?: string; user?: { name?: string } };

const initialFilters = (): AuditFilters => ({
  employee: '',
  lead: '',
  ...presetRange('Last 30 Days'),
  page: 1,
  per_page: 20,
});

/** Audit log (admin): access requests, decisions and reads through grants; filters and CSV. */
function AuditLog() {
  const [filters, setFilters] = useState<AuditFilters>(initialFilters);
  const [lead, setLead] = useState('');
  const employees = useLookupList<Named>('employees') ?? [];
  const log = useAuditLogQuery(filters, { refetchOnMountOrArgChange: true });
  const { data, isFetching, isError } = log;
  const change = (patch: Partial<AuditFilters>) => setFilters((f) => ({ ...f, ...patch, page: 1 }));
  const leadInvalid = lead.trim() !== '' && !/^\d+$/.test(lead.trim());

  return (
    <>
      <Row className="g-2 mb-3 align-items-end">
        <Col xs={12} md={4}>
          <Form.Label htmlFor="audit-employee" className="small mb-1">
            Employee
          </Form.Label>
          <Form.Select
            id="audit-employee"
            size="sm"
            value={filters.employee}
            onChange={(e) => change({ employee: e.target.value })}
          >
            <option value="">All employees</option>
            {employees.map((e) => (
              <option key={e.id} value={String(e.id)}>
                {e.user?.name ?? e.name ?? `#${e.id}`}
              </option>
            ))}
          </Form.Select>
        </Col>
        <Col xs={12} md={3}>
          <Form.Label htmlFor="audit-lead" className="small mb-1">
            Lead ID
          </Form.Label>
          <Form.Control
            id="audit-lead"
            size="sm"
            inputMode="numeric"
            value={lead}
            isInvalid={leadInvalid}
            onChange={(e) => setLead(e.target.value)}
            onBlur={() => !leadInvalid && change({ lead: lead.trim() })}
            onKeyDown={(e) => e.key === 'Enter' && !leadInvalid && change({ lead: lead.trim() })}
          />
          <Form.Control.Feedback type="invalid">The lead must be an id.</Form.Control.Feedback>
        </Col>
        <Col xs={12} md="auto">
          <DateRangePresetPicker
            id="audit-date-range"
            value={{ start_date: filters.start_date, end_date: filters.end_date }}
            onChange={(range) => change(range)}
          />
        </Col>
      </Row>
      <QueryFailedAlert query={log} what="The audit log could not be loaded." />
      <DataTable
        columns={AUDIT_COLUMNS}
        data={data?.data ?? []}
        loading={isFetching && !data}
        emptyText={isError ? 'The audit log could not be loaded.' : 'No entries match the current filters.'}
        getRowId={(e) => String(e.id)}
      />
      <TablePager
        page={filters.page}
        perPage={filters.per_page}
        total={data?.total ?? 0}
        onPage={(page) => setFilters((f) => ({ ...f, page }))}
        onPerPage={(per_page) => setFilters((f) => ({ ...f, per_page, page: 1 }))}
      />
      <ExportButton filters={filters} />
    </>
  );
}

function ExportButton({ filters }: { filters: AuditFilters }) {
  const [busy, setBusy] = useState(false);
  const dispatch = useAppDispatch();
  const download = () => {
    setBusy(true);
    dispatch(downloadAuditCsv(filters))
      .then(
        () => toast.success('File downloaded successfully.'),
        () => toast.error('Failed to download file.'),
      )
      .finally(() => setBusy(false));
  };
  return (
    <div className="mt-2">
      <Button size="sm" variant="outline-secondary" disabled={busy} onClick={download}>
        Download CSV
      </Button>
    </div>
  );
}

export default function AuditLogPage() {
  return (
    <RequirePermission permission={P.manageRole}>
      <Card className="shadow-sm">
        <Card.Header>
          <h1 className="h5 mb-0">Audit Log</h1>
        </Card.Header>
        <Card.Body>
          <AuditLog />
        </Card.Body>
      </Card>
    </RequirePermission>
  );
}
