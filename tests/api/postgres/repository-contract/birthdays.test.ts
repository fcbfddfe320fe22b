import type { NewRow } from '../../../../server/db/row';
import type { BirthdayRow } from '../../../../server/stored/accounts';
import { STORES, type StoreUnderTest } from './stores';
import { outside } from './outside';

/**
 * The contract of `repos.birthdays` and `repos.emailTemplates` (server/birthdays/repository.ts)
 * on both stores: contacts written as server/birthdays/routes.ts and the import write them, the
 * calendar list paged as GET /birthday-wish pages it, the daily mail's month-days.
 */
const AT = '2026-03-01T09:00:00.000Z';
const contact = (PersonName: string, DOB: string, ContactEmail = `${PersonName.toLowerCase()}@x.com`) =>
  ({
    CompanyName: 'Acme',
    PersonName,
    Designation: 'CEO',
    DOB,
    ContactEmail,
    ContactNumber: '017',
    Address: 'Dhaka',
    wish_sent_at: null,
    created_at: AT,
  }) satisfies NewRow<BirthdayRow>;
/**
 * A contact without a null wish_sent_at: the routes write null, the seed writes nothing, and a
 * PostgreSQL column cannot tell them apart (it reads as no field); both mean "no wish sent yet".
 */
const plain = (row: object | undefined) => {
  if (!row || !('wish_sent_at' in row) || row.wish_sent_at !== null) return row;
  const { wish_sent_at: _none, ...rest } = row;
  return rest;
};
const names = (rows: BirthdayRow[]) => rows.map((r) => r.PersonName);
const byId = (rows: BirthdayRow[]) => [...rows].sort((a, b) => a.id - b.id);

describe.each(STORES)('repos.birthdays on the %s store', (_name, open) => {
  let s: StoreUnderTest;
  beforeAll(async () => {
    s = await open();
  });
  afterAll(() => s?.close());
  const repo = () => s.repos.birthdays;
  const insert = (doc: NewRow<BirthdayRow>) => s.transaction((tx) => repo().insert(tx, doc));

  test('contacts read back exactly; a wish and an edit are merged in', async () => {
    const row = await insert(contact('Rahim', '1980-03-05'));
    expect(plain(row)).toStrictEqual(plain({ id: row.id, ...contact('Rahim', '1980-03-05') }));
    expect(await repo().get(row.id)).toStrictEqual(row);
    expect(await repo().get(999)).toBeUndefined();
    const wished = await s.transaction((tx) =>
      repo().update(tx, row.id, { wish_sent_at: AT, wish_year: 2026 }),
    );
    expect(wished).toStrictEqual({ ...row, wish_sent_at: AT, wish_year: 2026 });
    const edited = await s.transaction((tx) =>
      repo().update(tx, row.id, { ...contact('Rahim', '1980-03-06'), updated_at: AT }),
    );
    expect(plain(edited)).toStrictEqual(
      plain({ ...wished, DOB: '1980-03-06', wish_sent_at: null, updated_at: AT }),
    );
    await expect(s.transaction((tx) => repo().update(tx, 999, { PersonName: 'x' }))).rejects.toThrow(
      /does not exist/,
    );
  });

  test('a contact without the optional fields keeps them null (as a form left blank saves it)', async () => {
    const bare = {
      ...contact('Nobody', '1975-07-07'),
      CompanyName: null,
      Designation: null,
      ContactNumber: null,
      Address: null,
    };
    const row = await insert(bare);
    expect(plain(row)).toStrictEqual(plain({ id: row.id, ...bare }));
    expect(await repo().get(row.id)).toStrictEqual(row);
    // Removed again: the calendar tests below count every contact.
    expect(await s.transaction((tx) => repo().remove(tx, row.id))).toBe(true);
  });

  test('upcomingPage: calendar order from a month-day, wrapping past 31 December', async () => {
    for (const [name, dob] of [
      ['karim', '1990-12-31'],
      ['Bashir', '1985-01-01'],
      ['Anwar', '1970-03-06'],
      ['Zaman', '2000-03-01'],
      ['Leap', '1988-02-29'],
    ])
      await insert(contact(name, dob));
    // Rahim (03-06, from the test before) and Anwar share a day: by name, ignoring case.
    const all = await repo().upcomingPage('03-02', 1, 10);
    expect(all.total).toBe(6);
    expect(names(all.rows)).toEqual(['Anwar', 'Rahim', 'karim', 'Bashir', 'Leap', 'Zaman']);
    expect(names((await repo().upcomingPage('03-02', 1, 4)).rows)).toEqual([
      'Anwar',
      'Rahim',
      'karim',
      'Bashir',
    ]);
    expect(names((await repo().upcomingPage('03-02', 2, 2)).rows)).toEqual(['karim', 'Bashir']);
    expect(names((await repo().upcomingPage('03-02', 2, 4)).rows)).toEqual(['Leap', 'Zaman']);
    expect(await repo().upcomingPage('03-02', 3, 4)).toEqual({ rows: [], total: 6 });
    expect(names((await repo().upcomingPage('01-01', 1, 3)).rows)).toEqual(['Bashir', 'Leap', 'Zaman']);
    expect(names((await repo().upcomingPage('12-31', 1, 2)).rows)).toEqual(['karim', 'Bashir']);
    expect((await repo().upcomingPage('03-02', 1, 10)).rows[0]).toStrictEqual(all.rows[0]);
  });

  test('bornOn: the contacts of each month-day asked', async () => {
    expect(names(byId(await repo().bornOn(['03-06'])))).toEqual(['Rahim', 'Anwar']);
    expect(names(await repo().bornOn(['02-28', '02-29']))).toEqual(['Leap']);
    expect(await repo().bornOn(['07-07'])).toEqual([]);
    expect(await repo().bornOn([])).toEqual([]);
  });

  test('withEmails: contacts by lower-cased address, a transaction’s own included', async () => {
    const found = await repo().withEmails(['rahim@x.com', 'nobody@x.com', 'leap@x.com']);
    expect([...found.keys()]).toEqual(['rahim@x.com', 'leap@x.com']);
    expect(found.get('leap@x.com')).toStrictEqual((await repo().bornOn(['02-29']))[0]);
    expect((await repo().withEmails([])).size).toBe(0);
    await s.transaction(async (tx) => {
      await repo().insert(tx, contact('New', '1999-09-09'));
      // Outside the transaction its contact is not there yet; through it, it is.
      expect((await outside(() => repo().withEmails(['new@x.com']))).size).toBe(0);
      expect((await repo().withEmails(['new@x.com'], tx)).size).toBe(1);
    });
    expect((await repo().withEmails(['new@x.com'])).size).toBe(1);
  });

  test('remove and rollback; ids are never given again', async () => {
    const row = await insert(contact('Gone', '1990-05-05'));
    let rolledBack = 0;
    await expect(
      s.transaction(async (tx) => {
        expect(await repo().remove(tx, row.id)).toBe(true);
        rolledBack = (await repo().insert(tx, contact('Never', '1990-05-05'))).id;
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(names(await repo().bornOn(['05-05']))).toEqual(['Gone']);
    expect(await s.transaction((tx) => repo().remove(tx, row.id))).toBe(true);
    expect(await s.transaction((tx) => repo().remove(tx, row.id))).toBe(false);
    expect(await repo().bornOn(['05-05'])).toEqual([]);
    const next = await insert(contact('Next', '1990-05-05'));
    expect(next.id).toBeGreaterThan(rolledBack);
    expect(rolledBack).toBeGreaterThan(row.id);
  });

  test("claimUnwished: the mail job's claim holds once per year, also when two jobs claim at once", async () => {
    const row = await insert(contact('Wished', '1985-07-07'));
    const mail = () =>
      s.transaction(async (tx) => {
        const claimed = await repo().claimUnwished(tx, row.id, 2026);
        if (claimed) await repo().update(tx, row.id, { wish_sent_at: AT, wish_year: 2026 });
        return claimed ? 1 : (0 as number);
      });
    const sent = await Promise.all([mail(), mail(), mail()]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await s.transaction((tx) => repo().claimUnwished(tx, row.id, 2026))).toBeUndefined();
    expect((await s.transaction((tx) => repo().claimUnwished(tx, row.id, 2027)))?.id).toBe(row.id);
  });
});

describe.each(STORES)('repos.emailTemplates on the %s store', (_name, open) => {
  let s: StoreUnderTest;
  beforeAll(async () => {
    s = await open();
  });
  afterAll(() => s?.close());
  const repo = () => s.repos.emailTemplates;
  const defaults = {
    id: 0,
    image: null,
    padding_top: 100,
    padding_left: 100,
    preview_width: 600,
    preview_height: 400,
    cc_users: [],
  };

  test('the defaults until the first save, which stores one row; later saves update it', async () => {
    expect(await repo().current()).toStrictEqual(defaults);
    await expect(
      s.transaction(async (tx) => {
        await repo().save(tx, { padding_top: 5, updated_at: AT });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await repo().current()).toStrictEqual(defaults);
    const first = await s.transaction((tx) =>
      repo().save(tx, {
        padding_top: 10,
        cc_users: ['boss@x.com'],
        image: 'a.png',
        image_original_name: 'A.png',
        updated_at: AT,
      }),
    );
    const expected = {
      ...defaults,
      padding_top: 10,
      cc_users: ['boss@x.com'],
      image: 'a.png',
      image_original_name: 'A.png',
      updated_at: AT,
    };
    expect(first).toStrictEqual({ ...expected, id: first.id });
    expect(first.id).toBeGreaterThan(0);
    const second = await s.transaction(async (tx) => {
      const saved = await repo().save(tx, { padding_left: 7, updated_at: AT });
      expect(await repo().current(tx)).toStrictEqual(saved);
      return saved;
    });
    expect(second).toStrictEqual({ ...first, padding_left: 7 });
    expect(await repo().current()).toStrictEqual(second);
  });

  test('withFile: the template holding an image', async () => {
    expect((await repo().withFile('a.png')).map((t) => t.id)).toEqual([(await repo().current()).id]);
    expect(await repo().withFile('b.png')).toEqual([]);
  });
});
