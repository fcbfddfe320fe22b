/**
 * Edit and details access requests in the browser: staff asks to edit a lead, the
 * supervisor approves from the header bell, staff can then open the lead's edit route; staff asks
 * for the details of a disabled lead, the supervisor rejects, staff still cannot open it.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS, pathOf, type E2ETest } from './harness';
import { pageApi } from './pageApi';

const { staff, supervisor } = DEMO_ACCOUNTS;

interface ListedLead {
  id: number;
  is_disabled: number;
  can_edit: boolean;
  /** Own unfinished lead: Edit continues the wizard (no request to make). */
  can_continue: boolean;
  can_view_details: boolean;
  pending_requests: string[];
  initial_info: { organization_name: string };
}

const api = <T>(page: Page, method: string, path: string) => pageApi<T>(page, method, path);

/** A lead staff has no access to and no request for (disabled or not), with a unique name. */
async function pickLead(page: Page, disabled: boolean): Promise<ListedLead> {
  const res = await api<{ contents: { data: ListedLead[] } }>(
    page,
    'GET',
    '/leads?per_page=100&start_date=1970-01-01',
  );
  const names = res.body.contents.data.map((l) => l.initial_info.organization_name);
  const lead = res.body.contents.data.find(
    (l) =>
      l.is_disabled === (disabled ? 1 : 0) &&
      !l.can_edit &&
      !l.can_continue &&
      (disabled ? !l.can_view_details : true) &&
      l.pending_requests.length === 0 &&
      names.filter((n) => n === l.initial_info.organization_name).length === 1,
  );
  assert.ok(lead, `no suitable ${disabled ? 'disabled ' : ''}lead for staff`);
  return lead;
}

/** The leads list filtered down to one lead (filters live in the URL). */
async function openList(page: Page, baseUrl: string, lead: ListedLead) {
  const search = encodeURIComponent(lead.initial_info.organization_name);
  await page.goto(`${baseUrl}/leads-organization/leads-index?search=${search}&start_date=1970-01-01`);
  await page.getByRole('heading', { name: 'Leads', exact: true }).waitFor();
  await page.getByRole('button', { name: `Actions for lead ${lead.id}` }).waitFor();
}

async function menuItem(page: Page, lead: ListedLead, label: string) {
  await page.getByRole('button', { name: `Actions for lead ${lead.id}` }).click();
  const item = page.getByRole('button', { name: label, exact: true });
  await item.waitFor();
  return item;
}

async function confirmSwal(page: Page, text: string, button: string) {
  const popup = page.locator('.swal2-popup');
  await popup.getByText(text, { exact: true }).waitFor();
  await popup.getByRole('button', { name: button, exact: true }).click();
  await popup.waitFor({ state: 'hidden' });
}

/** As supervisor: the bell lists the request; Approve or Reject it there. */
async function decideFromBell(
  page: Page,
  lead: ListedLead,
  kind: 'edit' | 'details',
  action: 'Approve' | 'Reject',
) {
  await page.getByRole('button', { name: 'Notifications' }).click();
  const entry = page
    .locator('.notification-menu > div')
    .filter({ hasText: `requested ${kind} access to lead #${lead.id}` });
  await entry.waitFor();
  await entry.getByRole('button', { name: action, exact: true }).click();
  if (action === 'Approve')
    await confirmSwal(page, 'Do you want to give the edit request to this employee?', 'Yes, Approve it!');
  else await confirmSwal(page, 'Do you want to Reject the edit request?', 'Yes, Reject it!');
  await page
    .getByText(action === 'Approve' ? 'Request approved successfully.' : 'Request rejected successfully.', {
      exact: true,
    })
    .first()
    .waitFor();
}

/** A call with a JSON body as the signed-in user. */
async function post<T>(page: Page, path: string, body: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ path, body }) => {
      const res = await fetch(`/api${path}`, {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('bearer_token')}`,
        },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    },
    { path, body },
  );
}

/** The answer to the leads list request whose query matches (call before the action that asks). */
function leadsAnswer(page: Page, match: (query: URLSearchParams) => boolean) {
  return page.waitForResponse((res) => {
    const url = new URL(res.url());
    return url.pathname === '/api/leads' && match(url.searchParams);
  });
}

const total = (page: Page) => page.getByText(/^Total \d+$/).innerText();

export const tests: E2ETest[] = [
  {
    name: 'bell: a lead with a 200-character unbroken name keeps the notification menu on screen',
    async run({ page, baseUrl, signIn, signOut }) {
      await signIn(staff.email, staff.password);
      const name = `Bell${Date.now()}`.padEnd(200, 'x');
      // Staff assigns it to the admin (employee 1): the admin's bell lists it by name.
      const status = await page.evaluate(async (organization_name) => {
        const res = await fetch('/api/store-leads-initial-info', {
          method: 'POST',
          headers: {
            Accept: 'application/json',
            'Content-Type': 'application/json',
            Authorization: `Bearer ${localStorage.getItem('bearer_token')}`,
          },
          body: JSON.stringify({
            organization_name,
            phone: `+880 17${String(Date.now()).slice(-8)}`,
            lead_priority: 'Good',
            country_id: 1,
            exhibitions: [{ exhibition_id: 1, employee_id: 1, additionalEmployeeID: null }],
          }),
        });
        return res.status;
      }, name);
      assert.ok(status < 300, `lead not created (${status})`);
      await signOut();
      await signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
      await page.goto(`${baseUrl}/leads-organization/leads-index`);
      await page.getByRole('button', { name: 'Notifications' }).click();
      const menu = page.locator('.notification-menu');
      await menu.getByText(name.slice(0, 20)).first().waitFor();
      const box = await menu.boundingBox();
      const width = page.viewportSize()?.width ?? 0;
      assert.ok(box && box.x >= 0 && box.x + box.width <= width, `menu off-screen: ${JSON.stringify(box)}`);
    },
  },
  {
    name: 'leads list: filters in the URL, Export Phone, empty and error states, names as text',
    async run({ page, baseUrl, signIn }) {
      await signIn(staff.email, staff.password);
      // A lead whose name and person are markup: they must show as text, never run.
      const evil = '<img src=x onerror="window.__xss=1">';
      const stored = await post<{ contents: { id: number } }>(page, '/store-leads-initial-info', {
        organization_name: evil,
        industry_type_id: 1,
        information_source_id: 1,
        phone: '+880 1711-000000',
        address: '<b>Road 1</b>',
        lead_priority: 'Very Low',
        country_id: 1,
        exhibitions: [{ exhibition_id: 1, employee_id: 4, additionalEmployeeID: null }],
        social_networks: [],
      });
      assert.equal(stored.status, 201);
      const leadId = stored.body.contents.id;
      const persons = await post(page, '/lead-concern-info', {
        lead_id: leadId,
        concern_person_info: [
          { name: '<script>window.__xss=2</script>', phone: ['-8801711222333'], email: ['x@example.com'] },
        ],
      });
      assert.equal(persons.status, 200);

      await page.goto(`${baseUrl}/leads-organization/leads-index`);
      await page.getByRole('heading', { name: 'Leads', exact: true }).waitFor();
      // Default: the current month.
      const today = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      const monthLabel = `01-${pad(today.getMonth() + 1)}-${today.getFullYear()}`;
      assert.match(
        await page.getByRole('button', { name: 'Date range' }).innerText(),
        new RegExp(`^${monthLabel} - `),
      );

      // Filters go to the URL and back/reload restore them.
      await page.getByRole('combobox', { name: 'Priority' }).selectOption('Very Low');
      await page.waitForURL((url) => url.searchParams.get('priority') === 'Very Low');
      // The router commits new filters in a transition: right after the URL changes the table may
      // still show the previous filter's rows (this lead among them). The list asks for the new
      // filter only once that render committed, so its answer means the table is on the new filter.
      const searched = leadsAnswer(
        page,
        (q) => q.get('search') === '<img' && q.get('priority') === 'Very Low',
      );
      await page.getByRole('searchbox', { name: 'Search' }).fill('<img');
      await page.waitForURL((url) => url.searchParams.get('search') === '<img');
      assert.equal((await searched).status(), 200);
      await page.getByRole('button', { name: `Actions for lead ${leadId}` }).waitFor();
      assert.equal(await total(page), 'Total 1');
      await page.reload();
      await page.getByRole('button', { name: `Actions for lead ${leadId}` }).waitFor();
      assert.equal(await page.getByRole('combobox', { name: 'Priority' }).inputValue(), 'Very Low');
      assert.equal(await page.getByRole('searchbox', { name: 'Search' }).inputValue(), '<img');
      await page.getByText(evil, { exact: true }).waitFor();
      await page.getByText('<script>window.__xss=2</script>', { exact: true }).waitFor();
      assert.equal(await page.locator('img[src="x"], tbody script').count(), 0);
      assert.equal(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), undefined);

      // Export Phone downloads phone_numbers.csv of the filtered list, cells neutralised.
      await page.getByRole('button', { name: 'Import/Export' }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export Phone', exact: true }).click(),
      ]);
      assert.equal(download.suggestedFilename(), 'phone_numbers.csv');
      const file = await download.path();
      const csv = (await import('node:fs')).readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
      assert.deepEqual(csv.trim().split('\r\n'), [
        'Organization Name,Concern Person,Phone',
        `"${evil.replace(/"/g, '""')}",<script>window.__xss=2</script>,'-8801711222333`,
      ]);
      await page.getByText('File downloaded successfully.', { exact: true }).first().waitFor();

      // Back: the search is undone, the priority filter stays.
      await page.goBack();
      await page.waitForURL((url) => !url.searchParams.has('search'));
      // The URL changes before the router's render commits; the box follows that render.
      await page.waitForFunction(
        () => (document.querySelector('input[type="search"]') as HTMLInputElement | null)?.value === '',
      );
      assert.equal(await page.getByRole('searchbox', { name: 'Search' }).inputValue(), '');
      assert.equal(await page.getByRole('combobox', { name: 'Priority' }).inputValue(), 'Very Low');

      // Nothing matches: a clear message.
      await page.getByRole('searchbox', { name: 'Search' }).fill('zz-no-such-company-zz');
      await page.getByText('No leads match the current filters.', { exact: true }).waitFor();

      // The server is unreachable: an error with Retry, not an empty table.
      await page.route('**/api/leads?**', (route) => route.abort('connectionrefused'));
      await page.getByRole('combobox', { name: 'Stage' }).selectOption('new');
      const alert = page.getByRole('alert').filter({ hasText: 'The leads could not be loaded.' });
      await alert.getByText('The server could not be reached', { exact: false }).waitFor();
      await page.unroute('**/api/leads?**');
      await alert.getByRole('button', { name: 'Retry' }).click();
      await page.getByText('No leads match the current filters.', { exact: true }).waitFor();
      assert.equal(await alert.count(), 0);
    },
  },
  {
    name: 'staff asks to edit, supervisor approves from the bell, staff opens the edit route',
    async run({ page, baseUrl, signIn, signOut }) {
      await signIn(staff.email, staff.password);
      const lead = await pickLead(page, false);
      await openList(page, baseUrl, lead);
      await (await menuItem(page, lead, 'Request for Edit')).click();
      await confirmSwal(
        page,
        'Would you like to request permission to edit this record?',
        'Yes, request it!',
      );
      await page.getByText('Edit request sent successfully.', { exact: true }).first().waitFor();
      const requested = await menuItem(page, lead, 'Requested');
      assert.equal(await requested.isDisabled(), true, 'Requested is disabled while pending');
      await page.keyboard.press('Escape');
      await signOut();

      await signIn(supervisor.email, supervisor.password);
      await decideFromBell(page, lead, 'edit', 'Approve');
      await signOut();

      await signIn(staff.email, staff.password);
      await openList(page, baseUrl, lead);
      await (await menuItem(page, lead, 'Edit')).click();
      await page.waitForURL((url) => url.pathname === `/leads-organization/${lead.id}/initial-info`, {
        timeout: 15_000,
      });
      assert.equal(pathOf(page), `/leads-organization/${lead.id}/initial-info`);
    },
  },
  {
    name: 'staff asks for details of a disabled lead, supervisor rejects, staff still cannot open it',
    async run({ page, baseUrl, signIn, signOut }) {
      await signIn(staff.email, staff.password);
      const lead = await pickLead(page, true);
      assert.equal((await api(page, 'GET', `/leads/${lead.id}`)).status, 403);
      await openList(page, baseUrl, lead);
      await (await menuItem(page, lead, 'Request for Details')).click();
      await confirmSwal(
        page,
        'Would you like to request access to the details page for this record?',
        'Yes, request it!',
      );
      await page.getByText('Details request sent successfully.', { exact: true }).first().waitFor();
      assert.equal(await (await menuItem(page, lead, 'Requested for Details')).isDisabled(), true);
      await page.keyboard.press('Escape');
      await signOut();

      await signIn(supervisor.email, supervisor.password);
      await decideFromBell(page, lead, 'details', 'Reject');
      await signOut();

      await signIn(staff.email, staff.password);
      await openList(page, baseUrl, lead);
      // Still no access: the menu offers a new request, and choosing it asks again (cancelled here).
      await (await menuItem(page, lead, 'Request for Details')).click();
      const popup = page.locator('.swal2-popup');
      await popup
        .getByText('Would you like to request access to the details page for this record?')
        .waitFor();
      await popup.getByRole('button', { name: 'Cancel', exact: true }).click();
      await popup.waitFor({ state: 'hidden' });
      assert.equal(pathOf(page), '/leads-organization/leads-index');
      assert.equal((await api(page, 'GET', `/leads/${lead.id}`)).status, 403);
    },
  },
];
