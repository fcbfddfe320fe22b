import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as XLSX from '@e965/xlsx';
import { REPORT_SHEET, reportRows } from '../../src/features/reports/exportXlsx';
import type { ActivityCard } from '../../src/features/reports/types';
import { renderApp, settle, storeSession } from './support/renderApp';
import { ADMIN, useTestServer } from './support/server';

const server = useTestServer();
beforeEach(() => localStorage.clear());

const cardButtons = () => screen.queryAllByRole('button', { name: /: activity details$/ });

describe('the spreadsheet rows', () => {
  const card = {
    leads: [
      {
        lead_id: 1,
        organization_name: '=HYPERLINK("x")',
        log_activity: 'Called, Visited',
        task_details: '',
        notes: '-5 offer',
        sms_description: '',
        email_subject: '@all',
        file_description: '',
        priority: 'N/A',
      },
    ],
  } as unknown as ActivityCard;

  it('have a header and neutralise formula cells, and read back from an xlsx', () => {
    const rows = reportRows(card);
    expect(rows[0]).toEqual(['Organization Name', 'Log', 'Task', 'Note', 'SMS', 'Email', 'File', 'Priority']);
    expect(rows[1]).toEqual([
      '\'=HYPERLINK("x")',
      'Called, Visited',
      '',
      "'-5 offer",
      '',
      "'@all",
      '',
      'N/A',
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), REPORT_SHEET);
    const back = XLSX.read(XLSX.write(book, { type: 'array', bookType: 'xlsx' }), { type: 'array' });
    expect(back.SheetNames).toEqual(['Leads Report']);
    expect(XLSX.utils.sheet_to_json(back.Sheets['Leads Report'], { header: 1, defval: '' })).toEqual(rows);
  });
});

describe('/reports/employee-activity', () => {
  it('shows 12 cards, loads more, filters back to page 1 and opens the details', async () => {
    const token = await server().login(ADMIN.email, ADMIN.password);
    storeSession(token);
    const all = (await server().request('GET', '/employee-activity-report?per_page=100', { token })).body
      .contents as { total: number; data: ActivityCard[] };
    const view = renderApp('/reports/employee-activity', server().baseUrl);
    await waitFor(() => expect(cardButtons()).toHaveLength(Math.min(12, all.total)));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(cardButtons()).toHaveLength(Math.min(24, all.total)));

    const employee = all.data[0].employee_id;
    const mine = all.data.filter((c) => c.employee_id === employee);
    await user.selectOptions(screen.getByLabelText('Employee'), String(employee));
    await waitFor(() => expect(cardButtons()).toHaveLength(Math.min(12, mine.length)));
    // Everything of this filter is loaded once the count reaches the total: no Load More.
    if (mine.length <= 12) expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();

    await user.click(cardButtons()[0]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Leads Activity Details')).toBeTruthy();
    expect(within(dialog).getByText(mine[0].leads[0].organization_name)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Download' })).toBeTruthy();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]);

    const exhibitions = new Set(mine.map((c) => c.exhibition?.id));
    const other = (await server().request('GET', '/exhibitions', { token })).body.contents as {
      id: number;
    }[];
    const none = other.find((x) => !exhibitions.has(x.id));
    if (none) {
      await user.selectOptions(screen.getByLabelText('Exhibition'), String(none.id));
      expect(await screen.findByText('No results found')).toBeTruthy();
    }
    await settle(view.store);
    view.unmount();
  }, 60_000);
});
