import type { Kysely } from 'kysely';
import { migrate } from '../../../server/db/postgres/migrate';
import { createKysely } from '../../../server/db/postgres/pool';
import type { Database } from '../../../server/db/postgres/schema';
import { createTestDatabase, type TestDatabase } from '../../support/pg';

let db: TestDatabase;
let k: Kysely<Database>;
beforeAll(async () => {
  db = await createTestDatabase();
  await migrate(db.pool);
  k = createKysely(db.pool);
});
afterAll(() => db?.drop());

/** The SQLSTATE a statement fails with (23505 unique, 23503 foreign key, 428C9 generated always). */
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (err: { code?: string }) => err.code,
  );

const NOW = '2026-01-01T00:00:00.000Z';

test('an identity id is never given again after a delete, and cannot be chosen', async () => {
  const first = await k
    .insertInto('countries')
    .values({ name: 'Nepal' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await k.deleteFrom('countries').where('id', '=', first.id).execute();
  const second = await k
    .insertInto('countries')
    .values({ name: 'Nepal' })
    .returning('id')
    .executeTakeFirstOrThrow();
  expect(second.id).toBeGreaterThan(first.id);
  expect(await codeOf(db.pool.query("INSERT INTO countries (id, name) VALUES (999, 'Bhutan')"))).toBe(
    '428C9',
  );
});

test('master names are unique whatever their case; places may share a name', async () => {
  await k.insertInto('units').values({ name: 'Piece' }).execute();
  expect(await codeOf(k.insertInto('units').values({ name: 'PIECE' }).execute())).toBe('23505');
  const country = await k
    .insertInto('countries')
    .values({ name: 'Bangladesh' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const divisions = await k
    .insertInto('divisions')
    .values([
      { name: 'Dhaka', country_id: country.id },
      { name: 'Khulna', country_id: country.id },
    ])
    .returning('id')
    .execute();
  const districts = divisions.map((d) => ({ name: 'Sadar', division_id: d.id }));
  expect(await codeOf(k.insertInto('districts').values(districts).execute())).toBe('ok');
});

test('references must exist, a referenced master row cannot be deleted, a lead takes its parts along', async () => {
  expect(
    await codeOf(k.insertInto('divisions').values({ name: 'Nowhere', country_id: 987_654 }).execute()),
  ).toBe('23503');
  const industry = await k
    .insertInto('industries')
    .values({ type: 'Jute' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const lead = await k
    .insertInto('leads')
    .values({
      organization_name: 'Pacific Jute',
      industry_id: industry.id,
      phone: '+880',
      address: 'Dhaka',
      social_networks: JSON.stringify([]),
      is_disabled: 0,
      created_at: NOW,
      search_text: 'pacific jute',
      listed_search_text: 'pacific jute',
      identity_keys: ['n:pacific jute'],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await k
    .insertInto('lead_activities')
    .values({ lead_id: lead.id, type: 'note', key_account: 'N', created_at: NOW, note_description: 'hi' })
    .execute();
  expect(await codeOf(k.deleteFrom('industries').where('id', '=', industry.id).execute())).toBe('23503');
  await k.deleteFrom('leads').where('id', '=', lead.id).execute();
  const left = await k.selectFrom('lead_activities').select('id').where('lead_id', '=', lead.id).execute();
  expect(left).toEqual([]);
  expect(await codeOf(k.deleteFrom('industries').where('id', '=', industry.id).execute())).toBe('ok');
});

test('a session token is unique, and a user takes its sessions along', async () => {
  const user = await k
    .insertInto('users')
    .values({ name: 'A', email: 'a@example.com', created_at: NOW })
    .returning('id')
    .executeTakeFirstOrThrow();
  const session = { token_hash: 'h1', user_id: user.id, expires_at: NOW, created_at: NOW };
  await k.insertInto('sessions').values(session).execute();
  expect(await codeOf(k.insertInto('sessions').values(session).execute())).toBe('23505');
  expect(
    await codeOf(
      k.insertInto('users').values({ name: 'B', email: 'A@Example.com', created_at: NOW }).execute(),
    ),
  ).toBe('23505');
  await k.deleteFrom('users').where('id', '=', user.id).execute();
  expect(await k.selectFrom('sessions').selectAll().execute()).toEqual([]);
});
