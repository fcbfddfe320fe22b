import * as XLSX from '@e965/xlsx';
import { startTestServer, type TestServer } from '../support/test-server';
import { ADMIN, STAFF } from '../support/demo-accounts';
import { PNG_BYTES } from './lead-wizard-fixtures';

// 2026-03-10 09:00 in Dhaka.
const clock = new Date('2026-03-10T03:00:00Z');
let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  admin = await server.login(ADMIN.email, ADMIN.password);
});
afterAll(() => server.close());

const save = (body: Record<string, unknown>, token = admin) =>
  server.request('POST', '/birthday-wish/save', { token, body });
const list = (query = '') => server.request('GET', `/birthday-wish-list${query}`, { token: admin });
const valid = {
  PersonName: 'Rafi Karim',
  ContactEmail: 'Rafi@Example.com',
  DOB: '1990-03-10',
  CompanyName: 'Acme',
};

describe('birthday list', () => {
  it('pages in calendar order starting today, with the list envelope', async () => {
    const res = await list('?page=1&per_page=20');
    expect(res.status).toBe(200);
    expect(res.body.contents).toMatchObject({ current_page: 1, per_page: 20, total: expect.any(Number) });
    const days = res.body.contents.data.map((r: { DOB: string }) => r.DOB.slice(5));
    expect(days[0] >= '03-10').toBe(true);
    const wrap = days.findIndex((d: string, i: number) => i > 0 && d < days[i - 1]);
    // Sorted from today to 31 Dec, then from 1 Jan on.
    expect(days.slice(0, wrap < 0 ? undefined : wrap)).toEqual(
      [...days.slice(0, wrap < 0 ? undefined : wrap)].sort(),
    );
    expect((await list('?per_page=7')).body.contents.per_page).toBe(10);
  });

  it('creates, updates and deletes a contact', async () => {
    const created = await save(valid);
    expect(created.status).toBe(201);
    expect(created.body.contents).toMatchObject({
      PersonName: 'Rafi Karim',
      ContactEmail: 'rafi@example.com',
      birthday_today: true,
    });
    const id = created.body.contents.id;
    expect((await list()).body.contents.data.some((r: { id: number }) => r.id === id)).toBe(true);
    const updated = await save({ ...valid, id, Designation: 'CEO' });
    expect(updated.status).toBe(200);
    expect(updated.body.contents.Designation).toBe('CEO');
    const removed = await server.request('DELETE', `/birthday-wish/${id}`, { token: admin });
    expect(removed.body.message).toBe('Birthday contact deleted successfully.');
    expect((await server.request('DELETE', `/birthday-wish/${id}`, { token: admin })).status).toBe(404);
    expect((await save({ ...valid, id })).status).toBe(404);
  });

  it('keeps one contact per e-mail address (any case), as the import does', async () => {
    const first = await save({ ...valid, ContactEmail: 'twin@example.com' });
    expect(first.status).toBe(201);
    const second = await save({ ...valid, PersonName: 'Other', ContactEmail: 'TWIN@example.com' });
    expect(second.status).toBe(422);
    expect(second.body.errors.ContactEmail).toEqual(['The contact email has already been taken.']);
    // Saving the holder itself again is fine.
    expect(
      (await save({ ...valid, id: first.body.contents.id, ContactEmail: 'twin@example.com' })).status,
    ).toBe(200);
  });

  it('requires person name, contact email and date of birth, each valid', async () => {
    const empty = await save({});
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['ContactEmail', 'DOB', 'PersonName']);
    expect(empty.body.errors.PersonName).toEqual(['The person name field is required.']);
    const bad = await save({ ...valid, ContactEmail: 'nope', DOB: '1990-02-30' });
    expect(bad.body.errors.ContactEmail).toEqual(['The contact email must be a valid email address.']);
    expect(bad.body.errors.DOB).toEqual(['The date of birth must be a date in the format yyyy-MM-dd.']);
    expect((await save({ ...valid, DOB: '2027-01-01' })).body.errors.DOB).toEqual([
      'The date of birth cannot be in the future.',
    ]);
  });

  it('needs the Birthday List permission', async () => {
    const staff = await server.login(STAFF.email, STAFF.password);
    const perms = (await server.request('GET', '/get-role-permissions', { token: staff })).body.contents
      .permissions;
    if (perms.some((p: { name: string }) => p.name === 'Birthday List')) return;
    expect((await server.request('GET', '/birthday-wish-list', { token: staff })).status).toBe(403);
    expect((await save(valid, staff)).status).toBe(403);
  });

  it('offers a real xlsx sample with the field names as its header', async () => {
    const meta = await server.request('GET', '/download-sample-birthdaywish', { token: admin });
    expect(meta.body).toMatchObject({
      fileName: 'birthday_wish_sample.xlsx',
      fileUrl: '/download-sample-birthdaywish/file',
    });
    const file = await fetch(`${server.baseUrl}${meta.body.fileUrl}`, {
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect(file.headers.get('content-disposition')).toContain('birthday_wish_sample.xlsx');
    const book = XLSX.read(Buffer.from(await file.arrayBuffer()));
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
    expect(rows[0]).toEqual([
      'CompanyName',
      'PersonName',
      'Designation',
      'ContactEmail',
      'ContactNumber',
      'DOB',
      'Address',
    ]);
  });
});

describe('email template settings', () => {
  async function saveTemplate(
    fields: Record<string, string | string[]>,
    image?: { name: string; bytes: Buffer },
  ) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) form.append(k, one);
    if (image) form.append('image', new Blob([new Uint8Array(image.bytes)]), image.name);
    const res = await fetch(`${server.baseUrl}/birthday-template/save-settings`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin}` },
      body: form,
    });
    return { status: res.status, body: await res.json() };
  }

  it('starts from the defaults (padding 100, width 600)', async () => {
    const res = await server.request('GET', '/email-template-settings', { token: admin });
    expect(res.body.contents).toMatchObject({
      padding_top: 100,
      padding_left: 100,
      preview_width: 600,
      image: null,
    });
  });

  it('requires the image and both paddings; refuses a non-image', async () => {
    // Every field's error in one answer, the image's included.
    const res = await saveTemplate({ padding_top: '', padding_left: '' });
    expect(Object.keys(res.body.errors).sort()).toEqual(['image', 'padding_left', 'padding_top']);
    const both = await saveTemplate(
      { padding_top: '40', padding_left: '-3' },
      { name: 'evil.png', bytes: Buffer.from('<html></html>') },
    );
    expect(Object.keys(both.body.errors).sort()).toEqual(['image', 'padding_left']);
    const noImage = await saveTemplate({ padding_top: '40', padding_left: '60' });
    expect(noImage.body.errors.image).toEqual(['The template image field is required.']);
    const text = await saveTemplate(
      { padding_top: '40', padding_left: '60' },
      { name: 'a.txt', bytes: Buffer.from('x') },
    );
    expect(text.body.errors.image[0]).toMatch(/must be an image/);
    const wide = await saveTemplate(
      { padding_top: '40', padding_left: '60', preview_width: '900' },
      { name: 'a.png', bytes: PNG_BYTES },
    );
    expect(wide.body.errors.preview_width).toEqual(['The preview width must be between 100 and 600.']);
  });

  it('saves image, paddings and CC list; the image is readable by the team', async () => {
    const res = await saveTemplate(
      {
        padding_top: '40',
        padding_left: '60',
        preview_height: '300',
        cc_users: ['hr@crms.test', 'boss@crms.test'],
      },
      { name: 'card.png', bytes: PNG_BYTES },
    );
    expect(res.status).toBe(200);
    const got = (await server.request('GET', '/email-template-settings', { token: admin })).body.contents;
    expect(got).toMatchObject({
      padding_top: 40,
      padding_left: 60,
      preview_height: 300,
      cc_users: ['hr@crms.test', 'boss@crms.test'],
    });
    const img = await fetch(`${server.baseUrl}${got.image_url}`, {
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect(img.status).toBe(200);
    // A second save without a new image keeps the stored one.
    const again = await saveTemplate({ padding_top: '10', padding_left: '10', cc_users: 'a@b.io, c@d.io' });
    expect(again.body.contents).toMatchObject({ image: got.image, cc_users: ['a@b.io', 'c@d.io'] });
    const badCc = await saveTemplate({ padding_top: '10', padding_left: '10', cc_users: 'not-mail' });
    expect(badCc.body.errors['cc_users.0']).toEqual(['not-mail is not a valid email address.']);
  });
});

describe('POST /birthday-import (the shared import pipeline)', () => {
  const post = (body: unknown) => server.request('POST', '/birthday-import', { token: admin, body });

  it('stores good rows (sheet dates read) and reports a bad row by row and field', async () => {
    const res = await post({
      adjustmentFiles: [
        { PersonName: 'Imported One', ContactEmail: 'one@import.test', DOB: '1980-05-06' },
        { 'Person Name': 'Imported Two', Email: 'two@import.test', 'Date of Birth': '07/08/1985' },
        { PersonName: '', ContactEmail: 'bad', DOB: 'someday' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.contents).toMatchObject({ created: 2, updated: 0, skipped: 0 });
    const fields = res.body.contents.errors
      .filter((e: { row: number }) => e.row === 4)
      .map((e: { field: string }) => e.field);
    expect(fields.sort()).toEqual(['ContactEmail', 'DOB', 'PersonName']);
    const all = (await list('?per_page=100')).body.contents.data;
    expect(all.find((r: { PersonName: string }) => r.PersonName === 'Imported Two')?.DOB).toBe('1985-08-07');
  });

  it('treats the same email as a duplicate: skipped, or updated when asked', async () => {
    const row = { PersonName: 'Imported One Again', ContactEmail: 'ONE@import.test', DOB: '1980-05-06' };
    expect((await post({ adjustmentFiles: [row] })).body.contents).toMatchObject({ created: 0, skipped: 1 });
    expect((await post({ adjustmentFiles: [row], duplicates: 'update' })).body.contents).toMatchObject({
      updated: 1,
    });
  });

  it('answers 422 when no row could be imported, and for an empty file', async () => {
    const none = await post({ adjustmentFiles: [{ PersonName: 'x' }] });
    expect(none.status).toBe(422);
    expect(none.body.errors['rows.2.ContactEmail']).toEqual(['The contact email field is required.']);
    expect((await post({ adjustmentFiles: [] })).body.errors.adjustmentFiles).toEqual([
      'No data found in the uploaded file.',
    ]);
  });
});
