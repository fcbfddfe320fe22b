import { sql } from 'kysely';
import { nameKey } from '../../../../contract/identity-keys';
import type { AnyDb } from '../any-table';
import type { OrganizationTables } from './organization-query';

/**
 * contract/identity-keys.ts's normalising in SQL, as migration 0006 indexes it: the name
 * (spaces collapsed, trimmed, lower-cased as JavaScript does: crms_lower, migration 0012), the phone's digits, and per person the digits of each
 * phone and each e-mail trimmed and lower-cased (the functions person_phone_keys and person_email_keys). The
 * rows they find are candidates: callers keep those whose identityKeys share a key, so the
 * answer is the embedded index's even where SQL's notion of a space or a digit differs.
 */
const NAME_KEY = sql`crms_lower(btrim(regexp_replace(organization_name, '\\s+', ' ', 'g')))`;
const PHONE_KEY = sql`regexp_replace(phone, '\\D', '', 'g')`;

/** The identity keys (`n:`, `p:`, `e:`) split by kind, without their prefix. */
function keysByKind(keys: readonly string[]) {
  const of = (prefix: string) => keys.filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length));
  return { names: of('n:'), phones: of('p:'), emails: of('e:') };
}

/** Ids of the records that may hold one of `keys` (a superset, see above), ascending. */
export async function candidateIds(
  db: AnyDb,
  t: OrganizationTables,
  keys: readonly string[],
): Promise<number[]> {
  const { names, phones, emails } = keysByKind(keys);
  const ids = new Set<number>();
  if (names.length || phones.length) {
    const own = await db
      .selectFrom(t.table)
      .select('id')
      .where((eb) =>
        eb.or([
          sql<boolean>`${NAME_KEY} = any(${names}::text[])`,
          sql<boolean>`${PHONE_KEY} = any(${phones}::text[])`,
        ]),
      )
      .execute();
    for (const row of own) ids.add(Number(row.id));
  }
  if (phones.length || emails.length) {
    const people = await db
      .selectFrom(t.persons)
      .select(t.parent)
      .where((eb) =>
        eb.or([
          sql<boolean>`person_phone_keys(phones) && ${phones}::text[]`,
          sql<boolean>`person_email_keys(emails) && ${emails}::text[]`,
        ]),
      )
      .execute();
    for (const row of people) ids.add(Number(row[t.parent]));
  }
  return [...ids].sort((a, b) => a - b);
}

/**
 * Ids of records whose name and phone may make one of these import keys (server/prospects/rows.ts
 * duplicateKey: the name trimmed and lower-cased, NUL, the phone's digits); callers compare the
 * keys themselves. Its name part collapsed is the indexed name key.
 */
export async function duplicateCandidates(
  db: AnyDb,
  t: OrganizationTables,
  keys: readonly string[],
): Promise<Record<string, unknown>[]> {
  if (!keys.length) return [];
  const names = keys.map((k) => nameKey(k.split('\u0000')[0]));
  const phones = keys.map((k) => k.split('\u0000')[1] ?? '');
  return db
    .selectFrom(t.table)
    .selectAll()
    .where(sql<boolean>`${NAME_KEY} = any(${names}::text[])`)
    .where(sql<boolean>`${PHONE_KEY} = any(${phones}::text[])`)
    .orderBy('id')
    .execute();
}
