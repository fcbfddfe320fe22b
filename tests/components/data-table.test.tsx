/** The shared table's own states: Loading..., the empty text, and no sorting on fixed columns. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '../../src/components/DataTable';

type Row = { id: number; name: string };
const columns: ColumnDef<Row, unknown>[] = [
  { id: 'name', header: 'Name', accessorFn: (r) => r.name },
  { id: 'actions', header: 'Action', enableSorting: false, cell: () => 'menu' },
];

/** Names 'b' then 'a': a sort by name reverses them. */
const renderTwoRows = () =>
  render(
    <DataTable
      columns={columns}
      data={[
        { id: 1, name: 'b' },
        { id: 2, name: 'a' },
      ]}
    />,
  );

test('shows Loading... while loading, then the rows, or the empty text', () => {
  const { rerender } = render(<DataTable columns={columns} data={[]} loading selectable />);
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  rerender(<DataTable columns={columns} data={[]} selectable />);
  expect(screen.getByText('No data found')).toBeInTheDocument();
  rerender(<DataTable columns={columns} data={[{ id: 1, name: 'One' }]} selectable />);
  expect(screen.queryByText('Loading...')).toBeNull();
  expect(screen.getByText('One')).toBeInTheDocument();
});

test('a column with enableSorting false does not sort', async () => {
  renderTwoRows();
  const action = screen.getByRole('columnheader', { name: 'Action' });
  await userEvent.click(action);
  expect(action).not.toHaveAttribute('aria-sort');
  const name = screen.getByRole('columnheader', { name: 'Name' });
  await userEvent.click(name);
  expect(name).toHaveAttribute('aria-sort', 'ascending');
  expect(within(screen.getAllByRole('row')[1]).getByText('a')).toBeInTheDocument();
});

test('rebuilt columns (a memo over a busy flag) keep the elements in the cells, so a click in progress lands', async () => {
  const decided: number[] = [];
  const columnsFor = (busy: boolean): ColumnDef<Row, unknown>[] => [
    { id: 'name', header: 'Name', accessorFn: (r) => r.name },
    {
      id: 'actions',
      header: 'Action',
      enableSorting: false,
      cell: ({ row }) => (
        <button type="button" aria-busy={busy} onClick={() => decided.push(row.original.id)}>
          Reject
        </button>
      ),
    },
  ];
  const data = [{ id: 1, name: 'One' }];
  const { rerender } = render(<DataTable columns={columnsFor(false)} data={data} />);
  const button = screen.getByRole('button', { name: 'Reject' });
  const user = userEvent.setup();
  await user.pointer({ keys: '[MouseLeft>]', target: button });
  // The approval's refetch settles between the press and the release.
  rerender(<DataTable columns={columnsFor(true)} data={data} />);
  expect(screen.getByRole('button', { name: 'Reject' })).toBe(button);
  expect(button).toHaveAttribute('aria-busy', 'true');
  await user.pointer({ keys: '[/MouseLeft]', target: button });
  expect(decided).toEqual([1]);
});

test('a sortable column sorts from the keyboard: its header holds a button', async () => {
  renderTwoRows();
  const user = userEvent.setup();
  const name = screen.getByRole('columnheader', { name: 'Name' });
  // Only the sortable header offers a button.
  expect(within(screen.getByRole('columnheader', { name: 'Action' })).queryByRole('button')).toBeNull();
  await user.tab();
  expect(within(name).getByRole('button')).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(name).toHaveAttribute('aria-sort', 'ascending');
  expect(within(screen.getAllByRole('row')[1]).getByText('a')).toBeInTheDocument();
  await user.keyboard(' ');
  expect(name).toHaveAttribute('aria-sort', 'descending');
  expect(within(screen.getAllByRole('row')[1]).getByText('b')).toBeInTheDocument();
  // aria-sort tells the direction: the arrow shown beside the name is not read as part of it.
  expect(within(name).getByRole('button')).toHaveAccessibleName('Name');
});
