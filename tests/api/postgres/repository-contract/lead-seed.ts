import { postgresTx } from '../../../../server/db/postgres/transaction';
import type { NewRow } from '../../../../server/db/row';
import type { Tx } from '../../../../server/db/tx';
import type { RowVisibility } from '../../../../server/leads/query';
import type { LeadRow } from '../../../../server/stored/leads';
import type { StoreUnderTest } from './stores';

/** Employees 1..3, industries 1..2 and exhibitions 1..2: what the seeded leads point at. */
export async function seedReferences(s: StoreUnderTest): Promise<void> {
  await s.transaction(async (tx) => {
    // The embedded store does not check references; PostgreSQL needs the employees to exist.
    if (tx.store === 'postgres') await addEmployees(tx, 3);
    for (const type of ['Jute', 'Garments'])
      await s.table('industries').insert(tx, { type, description: null });
    for (const name of ['Dhaka Fair', 'Chattogram Expo'])
      await s.table('exhibitions').insert(tx, { name, start_date: '2026-01-01', end_date: '2026-01-03' });
  });
}

async function addEmployees(tx: Tx, n: number): Promise<void> {
  const db = postgresTx(tx).writes();
  for (let i = 1; i <= n; i++) {
    const user = await db
      .insertInto('users')
      .values({ name: `User ${i}`, email: `u${i}@example.com`, created_at: AT })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('employees')
      .values({ user_id: user.id, phone: '', address: '', created_at: AT })
      .execute();
  }
}

const AT = '2026-03-01T09:30:00.000Z';

/** The n-th seeded lead: every filter, a restricted lead's hidden fields and search texts vary. */
export function seededLead(n: number): NewRow<LeadRow> {
  const pick = <T>(values: readonly T[]) => values[n % values.length];
  const day = String(1 + (n % 9)).padStart(2, '0');
  const hour = String((n * 5) % 24).padStart(2, '0');
  const exhibitions = pick([
    [],
    [{ exhibition_id: 1, employee_id: 2, additionalEmployeeID: null }],
    [
      { exhibition_id: 2, employee_id: 3, additionalEmployeeID: 1 },
      { exhibition_id: null, employee_id: null, additionalEmployeeID: 2 },
    ],
  ]);
  return {
    initial_info: {
      organization_name: `${pick(['Acme', 'Pacific Jute', 'Delta 50%_off', 'Bengal Tex'])} ${n}`,
      organization_logo: n % 7 === 0 ? `logo-${n % 2}.png` : null,
      industry_id: pick([1, 2, null]),
      information_source_id: null,
      phone: `+880 171 ${1000 + (n % 5)}`,
      address: pick(['Dhaka', null]),
      country_id: null,
      division_id: null,
      district_id: null,
      zone_id: null,
      website_link: null,
      exhibitions,
      social_networks: [],
    },
    concern_person: Array.from({ length: n % 3 }, (_, i) => ({
      name: `${pick(['Rahim', 'Karim', 'Salma'])} ${i}`,
      phone: [`0171${n}${i}1`, `hidden-phone-${n % 4}`],
      email: [`p${i}@lead${n % 5}.example`, `secret${n % 3}@hidden.example`],
      dob: i ? '1990-05-0' + (1 + (n % 9)) : null,
      designation: i ? { id: null, name: 'Manager' } : null,
      role: null,
      department: null,
      gender: pick(['male', 'female', null]),
      attachment: i === 1 ? `card-${n % 3}.png` : null,
      social_networks: [],
    })),
    lead_priority: pick(['High', 'low', null, 'Medium']),
    lead_stage: pick(['New', 'won', 'Won', null, 'Lost']),
    status: null,
    is_disabled: n % 4 === 1 ? 1 : 0,
    created_by: pick([1, 2, 3, null]),
    // Some share a timestamp, so the order falls back to ids.
    created_at: `2026-02-${day}T${hour}:00:00.000Z`,
  };
}

/** A caller without Leads Details who holds Details grants of these leads (server/policy/lead-policy.ts). */
export const limitedViewer = (grants: number[]): RowVisibility => ({
  listedOnly: (lead) => lead.is_disabled === 1 && !grants.includes(lead.id),
  readsEveryLead: () => false,
  detailsGrantIds: () => grants,
});

export const everyLeadViewer: RowVisibility = {
  listedOnly: () => false,
  readsEveryLead: () => true,
  detailsGrantIds: () => [],
};
