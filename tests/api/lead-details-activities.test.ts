import { startTestServer, type TestServer } from '../support/test-server';
import { PNG_BYTES } from './lead-wizard-fixtures';
import { pickLeads, postForm, SVG, type AnyRow } from './support/lead-details';

// The six activity saves: success, each validation key, access and files.

let server: TestServer;
let staff: string;
let leads: ReturnType<typeof pickLeads>;

beforeAll(async () => {
  server = await startTestServer();
  staff = await server.login('staff@crms.test', 'Staff#123');
  leads = pickLeads(server);
});
afterAll(() => server.close());

const json = (path: string, body: unknown, token: string | undefined = staff) =>
  server.request('POST', path, { token, body });
const timeline = async (leadId: number) =>
  (await json('/get-leads-details-tab-count-and-data', { lead_id: leadId })).body.contents;
const png = { bytes: PNG_BYTES, name: 'photo.png', type: 'image/png' };

describe('log, note and sms', () => {
  it.each([
    ['/store-leads-details-log-info', { description: 'Called them', log_type: 'Log a Call' }, 'log'],
    ['/store-leads-details-note-info', { note_description: 'A note' }, 'note'],
    ['/store-leads-details-sms-info', { sms_description: 'Hello' }, 'sms'],
  ])('%s saves and the timeline counts it', async (path, fields, type) => {
    const before = await timeline(leads.open.id);
    const res = await json(path, { lead_id: leads.open.id, key_account: 'N', ...fields });
    expect(res.status).toBe(201);
    expect(res.body.message).toMatch(/saved successfully\.$/);
    const after = await timeline(leads.open.id);
    expect(after.counts[type]).toBe(before.counts[type] + 1);
    expect(after.counts.all).toBe(before.counts.all + 1);
    expect(after.details[0]).toEqual(expect.objectContaining({ id: res.body.contents.id, type }));
  });

  it.each([
    ['/store-leads-details-log-info', 'description'],
    ['/store-leads-details-note-info', 'note_description'],
    ['/store-leads-details-sms-info', 'sms_description'],
  ])('%s: 422 %s required', async (path, key) => {
    const res = await json(path, { lead_id: leads.open.id });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual([key]);
  });

  it('log: an unknown log type and key account flag are refused', async () => {
    const res = await json('/store-leads-details-log-info', {
      lead_id: leads.open.id,
      description: 'x',
      log_type: 'Telegram',
      key_account: 'maybe',
    });
    expect(res.body.errors).toEqual({
      log_type: ['The selected log type is invalid.'],
      key_account: ['The key account must be Y or N.'],
    });
  });

  it('401, 403 restricted, 404 unknown, 422 lead_id', async () => {
    const body = { note_description: 'x' };
    const path = '/store-leads-details-note-info';
    expect((await json(path, { lead_id: leads.open.id, ...body }, '')).status).toBe(401);
    expect((await json(path, { lead_id: leads.restricted.id, ...body })).status).toBe(403);
    expect((await json(path, { lead_id: 999999, ...body })).status).toBe(404);
    expect((await json(path, body)).body.errors.lead_id).toBeDefined();
  });
});

describe('task', () => {
  const path = '/store-leads-details-task-info';
  const valid = {
    task_title: 'Call back',
    task_description: 'About the stall',
    type: 'Log a Call',
    start_date: '2026-12-01',
    start_time: '09:00',
    due_date: '2026-12-01',
    due_time: '10:00',
    priority: 'high',
    key_account: 'N',
  };

  it('saves with reminders, assignees and one attachment', async () => {
    const res = await postForm(server, path, staff, {
      ...valid,
      lead_id: String(leads.open.id),
      reminders: JSON.stringify([
        { reminderDate: '2026-11-30', reminderTime: '16:00' },
        { reminderDate: '', reminderTime: '' },
      ]),
      assign_to: JSON.stringify([{ id: 3, name: 'Staff', email: 'staff@crms.test' }, { id: 2 }]),
      attachments: png,
    });
    expect(res.status).toBe(201);
    const item = res.body.contents;
    expect(item).toEqual(
      expect.objectContaining({
        type: 'task',
        title: 'Call back',
        task_type: 'Log a Call',
        priority: 'high',
      }),
    );
    expect(item.reminders).toEqual([{ reminderDate: '2026-11-30', reminderTime: '16:00' }]);
    expect(item.assign_to.map((e: AnyRow) => e.id)).toEqual([3, 2]);
    expect(item.task_file.original_name).toBe('photo.png');
    const file = await fetch(`${server.origin}${item.task_file.url}`, {
      headers: { Authorization: `Bearer ${staff}` },
    });
    expect(file.status).toBe(200);
  });

  it('422 for every required field, keyed as the form names them', async () => {
    const res = await postForm(server, path, staff, { lead_id: String(leads.open.id) });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(
      ['due_date', 'due_time', 'priority', 'start_date', 'start_time', 'task_title', 'type'].sort(),
    );
  });

  it('422 for unreal dates and times, an end before the start, bad reminders and assignees', async () => {
    const res = await postForm(server, path, staff, {
      ...valid,
      lead_id: String(leads.open.id),
      start_date: '2026-02-30',
      start_time: '25:00',
      priority: 'urgent',
      reminders: JSON.stringify([{ reminderDate: '2026-13-01', reminderTime: '9am' }]),
      assign_to: JSON.stringify([{ id: 999999 }]),
    });
    expect(res.body.errors).toEqual(
      expect.objectContaining({
        start_date: [expect.stringMatching(/yyyy-MM-dd/)],
        start_time: [expect.stringMatching(/HH:mm/)],
        priority: ['The selected priority is invalid.'],
        'reminders.0.reminderDate': [expect.any(String)],
        'reminders.0.reminderTime': [expect.any(String)],
        assign_to: ['The selected assignee does not exist.'],
      }),
    );
    const before = await postForm(server, path, staff, {
      ...valid,
      lead_id: String(leads.open.id),
      due_time: '08:00',
    });
    expect(before.body.errors).toEqual({
      due_time: ['The end date and time must not be before the start date and time.'],
    });
    const notJson = await postForm(server, path, staff, {
      ...valid,
      lead_id: String(leads.open.id),
      reminders: '[{',
    });
    expect(notJson.body.errors.reminders).toBeDefined();
  });

  it('422 attachments for a disguised file; 413 above 5 MB; nothing saved', async () => {
    const before = (await timeline(leads.open.id)).counts.task;
    const fake = await postForm(server, path, staff, {
      ...valid,
      lead_id: String(leads.open.id),
      attachments: { bytes: 'MZ\u0000\u0000 not a png', name: 'evil.png' },
    });
    expect(fake.status).toBe(422);
    expect(fake.body.errors.attachments[0]).toMatch(/must be a file of type/);
    const big = await postForm(server, path, staff, {
      ...valid,
      lead_id: String(leads.open.id),
      attachments: { bytes: Buffer.alloc(5 * 1024 * 1024 + 1), name: 'big.pdf' },
    });
    expect(big.status).toBe(413);
    expect((await timeline(leads.open.id)).counts.task).toBe(before);
  });
});

describe('email', () => {
  const path = '/store-leads-details-email-info';
  it('saves with recipients and an attachment', async () => {
    const res = await postForm(server, path, staff, {
      lead_id: String(leads.open.id),
      subject: 'Quotation',
      body: 'Please find it attached.',
      sender_name: 'Staff',
      key_account: 'N',
      to_mail: JSON.stringify(['a@example.com', 'B@example.com']),
      attachment: { bytes: '%PDF-1.4 x', name: 'quote.pdf', type: 'application/pdf' },
    });
    expect(res.status).toBe(201);
    expect(res.body.contents).toEqual(
      expect.objectContaining({ subject: 'Quotation', contact_person: 'a@example.com, b@example.com' }),
    );
    expect(res.body.contents.email_file.original_name).toBe('quote.pdf');
  });

  it('422 subject and body required, recipients must be addresses', async () => {
    const res = await postForm(server, path, staff, {
      lead_id: String(leads.open.id),
      to_mail: JSON.stringify(['not an address']),
    });
    expect(Object.keys(res.body.errors).sort()).toEqual(['body', 'subject', 'to_mail']);
  });
});

describe('files', () => {
  const path = '/store-leads-details-files-info';
  it('saves several files, a repeated name once', async () => {
    const res = await postForm(server, path, staff, {
      lead_id: String(leads.open.id),
      description: 'Signed forms',
      'files[0]': png,
      'files[1]': { bytes: SVG, name: 'logo.svg', type: 'image/svg+xml' },
      'files[2]': png,
    });
    expect(res.status).toBe(201);
    expect(res.body.contents.attachments.map((f: AnyRow) => f.original_name)).toEqual([
      'photo.png',
      'logo.svg',
    ]);
  });

  it('422 files: none selected, or a forbidden type', async () => {
    const none = await postForm(server, path, staff, { lead_id: String(leads.open.id) });
    expect(none.body.errors).toEqual({ files: ['Please select at least one file.'] });
    const exe = await postForm(server, path, staff, {
      lead_id: String(leads.open.id),
      'files[0]': { bytes: 'MZ\u0000\u0000', name: 'run.exe' },
    });
    expect(exe.status).toBe(422);
    expect(exe.body.errors.files).toBeDefined();
  });
});

describe('key account', () => {
  it('a note with key_account Y makes the lead a key account', async () => {
    const lead = leads.db.leads.find(
      (l: AnyRow) => l.is_disabled !== 1 && !leads.keyAccountIds.has(l.id) && l.id !== leads.open.id,
    );
    const path = '/get-key-account-details-tab-count';
    expect((await json(path, { lead_id: lead.id })).status).toBe(404);
    await json('/store-leads-details-note-info', {
      lead_id: lead.id,
      note_description: 'VIP',
      key_account: 'Y',
    });
    const res = await json(path, { lead_id: lead.id });
    expect(res.status).toBe(200);
    expect(res.body.contents.details[0].key_account).toBe('Y');
  });
});
