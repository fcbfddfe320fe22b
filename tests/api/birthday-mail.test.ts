import fs from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from '../support/test-server';
import { ADMIN } from '../support/demo-accounts';

// The daily birthday mail, on a clock the test moves: 2026-06-15 10:00 in Dhaka.
let now = new Date('2026-06-15T04:00:00Z');
let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer({ now: () => now });
  admin = await server.login(ADMIN.email, ADMIN.password);
});
afterAll(() => server.close());

const outbox = () => path.join(server.dataDir, 'outbox');
const mails = () =>
  fs.existsSync(outbox()) ? fs.readdirSync(outbox()).filter((f) => f.includes('-birthday-')) : [];
const named = (day: string, id: number) =>
  `${Date.parse(`${day}T00:00:00+06:00`)}-birthday-${id}-${day.slice(0, 4)}.json`;
// One run of the daily job at the clock's time, awaited: no waiting on timers.
const tick = () => server.sendBirthdayMails();

it("mails today's birthdays once per person per year, with the template's CC, and the list marks them", async () => {
  const form = new FormData();
  form.append('padding_top', '30');
  form.append('padding_left', '45');
  form.append('cc_users[]', 'hr@crms.test');
  form.append('image', new Blob([new Uint8Array(Buffer.from('89504e470d0a1a0a0000', 'hex'))]), 'card.png');
  await fetch(`${server.baseUrl}/birthday-template/save-settings`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${admin}` },
    body: form,
  });
  const saved = await server.request('POST', '/birthday-wish/save', {
    token: admin,
    body: { PersonName: 'June <Fifteen>', ContactEmail: 'june15@example.com', DOB: '1990-06-15' },
  });
  const id = saved.body.contents.id;
  const tomorrow = await server.request('POST', '/birthday-wish/save', {
    token: admin,
    body: { PersonName: 'June Sixteen', ContactEmail: 'june16@example.com', DOB: '1991-06-16' },
  });
  await tick();
  const file = named('2026-06-15', id);
  expect(mails()).toContain(file);
  expect(mails()).not.toContain(named('2026-06-16', tomorrow.body.contents.id));
  const mail = JSON.parse(fs.readFileSync(path.join(outbox(), file), 'utf8'));
  expect(mail).toMatchObject({
    to: 'june15@example.com',
    cc: ['hr@crms.test'],
    subject: 'Happy Birthday, June <Fifteen>!',
  });
  expect(mail.html).toContain('top:30px;left:45px');
  expect(mail.html).toContain('June &lt;Fifteen&gt;');

  const list = await server.request('GET', '/birthday-wish-list', { token: admin });
  const row = list.body.contents.data.find((r: { id: number }) => r.id === id);
  expect(row).toMatchObject({ birthday_today: true, wish_sent_today: true });

  // Later the same day and the next runs: still one mail.
  const before = mails().length;
  now = new Date('2026-06-15T15:00:00Z');
  await tick();
  expect(mails()).toHaveLength(before);

  // The next day: the other contact's turn; a year later: the first one again.
  now = new Date('2026-06-16T04:00:00Z');
  await tick();
  expect(mails()).toContain(named('2026-06-16', tomorrow.body.contents.id));
  now = new Date('2027-06-15T04:00:00Z');
  await tick();
  expect(mails()).toContain(named('2027-06-15', id));
});
