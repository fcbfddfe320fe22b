import type { StoreUnderTest } from './stores';

const AT = '2026-01-01T00:00:00.000Z';

/**
 * The rows other parts own that the PostgreSQL tables of notifications, reminders and access
 * requests point at (foreign keys): employees 1-3, leads 1-3, task activities 1-2 (of lead 1),
 * exhibition 1 and document category 1. Written with plain SQL, as those parts' repositories may
 * not exist yet; a fresh database gives them exactly these ids. The embedded store checks no
 * references, so it needs none.
 */
export async function addParents(s: StoreUnderTest): Promise<void> {
  if (!s.pool) return;
  for (const n of [1, 2, 3]) {
    await s.pool.query('INSERT INTO users (name, email, created_at) VALUES ($1, $2, $3)', [
      `User ${n}`,
      `u${n}@example.com`,
      AT,
    ]);
    await s.pool.query(
      "INSERT INTO employees (user_id, phone, address, created_at) VALUES ($1, '1', 'Dhaka', $2)",
      [n, AT],
    );
    await s.pool.query(
      `INSERT INTO leads (organization_name, phone, address, social_networks, is_disabled, created_at,
         search_text, listed_search_text, identity_keys) VALUES ($1, '1', 'Dhaka', '[]', 0, $2, '', '', '{}')`,
      [`Lead ${n}`, AT],
    );
  }
  for (const title of ['Call', 'Visit'])
    await s.pool.query(
      "INSERT INTO lead_activities (lead_id, type, key_account, created_at, task_title) VALUES (1, 'task', 'N', $1, $2)",
      [AT, title],
    );
  await s.pool.query(
    "INSERT INTO exhibitions (name, start_date, end_date) VALUES ('Fair', '2026-01-01', '2026-01-02')",
  );
  await s.pool.query("INSERT INTO document_categories (name) VALUES ('Brochures')");
}
