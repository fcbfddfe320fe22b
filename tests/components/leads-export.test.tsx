import { exportPhones } from '../../src/features/leads/exportPhones';
import { readListParams } from '../../src/features/leads/listParams';
import { createAppStore } from '../../src/app/store';
import { storeSession } from './support/renderApp';
import { STAFF, useTestServer } from './support/server';

// Export Phone: POST /download-all-phone with the list's active filters,
// saved as phone_numbers.csv, formula triggers neutralised. The browser test clicks the menu item.

const server = useTestServer();

type Lead = {
  id: number;
  initial_info: { organization_name: string };
  concern_person: { name: string; phone: string[] }[];
};

test('downloads phone_numbers.csv holding exactly the filtered leads’ phones, neutralised', async () => {
  const token = await server().login(STAFF.email, STAFF.password);
  storeSession(token);
  const saved: { blob?: Blob; name?: string } = {};
  const createObjectURL = jest.fn((blob: Blob) => {
    saved.blob = blob;
    return 'blob:phones';
  });
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.name = this.download;
  });

  const params = readListParams(new URLSearchParams('stage=new&priority=Good&start_date=1970-01-01&page=2'));
  await createAppStore({ apiUrl: server().baseUrl }).dispatch(exportPhones(params));
  expect(click).toHaveBeenCalledTimes(1);
  // The spec's file name, written out: the download is checked, not the constant it is made from.
  expect(saved.name).toBe('phone_numbers.csv');
  const lines = (await saved.blob!.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Organization Name,Concern Person,Phone');

  // The same filters on the list (every page, paging ignored by the export).
  const list = await server().request(
    'GET',
    `/leads?stage=new&priority=Good&start_date=1970-01-01&end_date=${params.end_date}&per_page=100`,
    { token },
  );
  const leads = (list.body.contents as { data: Lead[]; total: number }).data;
  expect(leads.length).toBeGreaterThan(0);
  const phones = leads.flatMap((l) => l.concern_person.flatMap((p) => p.phone));
  expect(lines).toHaveLength(phones.length + 1);
  // Phones start with + : every phone cell is neutralised with a leading apostrophe.
  expect(lines.slice(1).every((line) => /,'\+\d+$/.test(line))).toBe(true);
  click.mockRestore();
}, 30_000);

test('a failed export throws the server’s message (the page shows "Failed to download file.")', async () => {
  storeSession('not-a-valid-token');
  await expect(
    createAppStore({ apiUrl: server().baseUrl }).dispatch(
      exportPhones(readListParams(new URLSearchParams(''))),
    ),
  ).rejects.toThrow('Unauthenticated.');
});
