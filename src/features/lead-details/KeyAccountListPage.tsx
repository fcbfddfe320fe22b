import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Card, Form } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { P } from '../../../contract/permissions';
import type { KeyAccountRow } from '../../../contract/records';
import { DataTable } from '../../components/DataTable';
import { QueryFailedAlert, UNAVAILABLE_TEXT } from '../../components/LoadFailedAlert';
import { useSettled } from '../../lib/useDebouncedSearch';
import { RequirePermission } from '../../components/RequirePermission';
import { TablePager, usePager } from '../../components/TablePager';
import { useKeyAccountListQuery } from './api';

const lines = (values: (string | null | undefined)[]) => values.filter(Boolean).join(', ');

/** Initial Info, Concern Person Info (every phone and email), Action (Details). */
const COLUMNS: ColumnDef<KeyAccountRow, unknown>[] = [
  {
    id: 'initial',
    header: 'Initial Info',
    cell: ({ row }) => {
      const info = row.original.initial_info;
      return (
        <div className="small text-break">
          <div className="fw-semibold">{info.organization_name}</div>
          <div>{info.phone}</div>
          <div>{info.address}</div>
          <div className="text-body-secondary">{info.industry?.type}</div>
        </div>
      );
    },
  },
  {
    id: 'persons',
    header: 'Concern Person Info',
    cell: ({ row }) => (
      <ul className="list-unstyled small mb-0 text-break">
        {row.original.concern_person.map((p, i) => (
          <li key={i} className="mb-1">
            <div className="fw-semibold">{p.name}</div>
            <div>{lines(p.email)}</div>
            <div>{lines(p.phone)}</div>
            {/* A restricted row's persons carry only name, phones and e-mails. */}
            {'gender' in p && p.gender && <div className="text-body-secondary">{p.gender}</div>}
          </li>
        ))}
      </ul>
    ),
  },
  {
    id: 'action',
    header: 'Action',
    cell: ({ row }) => (
      <Link
        className="btn btn-outline-primary btn-sm"
        to={`/key-account/${row.original.id}/key-account-details`}
      >
        Details
      </Link>
    ),
  },
];

/** Key Account List, behind the 'key account' permission; server paging and search. */
export default function KeyAccountListPage() {
  return (
    <RequirePermission permission={P.keyAccount}>
      <KeyAccountList />
    </RequirePermission>
  );
}

function KeyAccountList() {
  const [text, setText] = useState('');
  // One call per pause in typing, not per key.
  const search = useSettled(text.trim());
  const { page, perPage, setPage, pagerProps } = usePager();
  const params = useMemo(() => ({ page, per_page: perPage, search }), [page, perPage, search]);
  const query = useKeyAccountListQuery(params);
  const { currentData: data, isFetching, isError } = query;
  return (
    <Card className="shadow-sm">
      <Card.Header>
        <h1 className="h5 mb-0">Key Account List</h1>
      </Card.Header>
      <Card.Body>
        <Form.Control
          type="search"
          placeholder="Search by organization name"
          aria-label="Search by organization name"
          className="mb-3"
          style={{ maxWidth: 360 }}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setPage(1);
          }}
        />
        <QueryFailedAlert query={query} what="The key accounts could not be loaded." />
        <DataTable
          columns={COLUMNS}
          data={data?.data ?? []}
          loading={isFetching && !data}
          emptyText={isError ? UNAVAILABLE_TEXT : 'No key accounts found.'}
          getRowId={(r) => String(r.id)}
        />
        {!isError && <TablePager {...pagerProps(data?.total ?? 0)} />}
      </Card.Body>
    </Card>
  );
}
