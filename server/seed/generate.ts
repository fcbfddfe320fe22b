import { SALES_EMPLOYEE_IDS } from './accounts';
import { buildLeadActivities, type Activity } from './activities';
import { BASE_MS, DAY_MS } from './dates';
import { buildGeography } from './geography';
import { buildLead, createLeadContext, type Lead } from './leads';
import type { ExhibitionRow } from './master-data';
import { buildOrgRecords } from './other-areas';
import { createRng } from './prng';

/**
 * Appends `count` generated leads (same shape as the seeded ones) to a copy of `seed`, spread
 * over the year before the seed's base date, each with 2-8 timeline activities (about 5 on
 * average) appended to `lead-activities`. Deterministic for the same seed, count and prngSeed.
 * `progress` is called with the number of leads built so far, every 10,000 leads.
 */
export function addGeneratedLeads<T extends Record<string, unknown>>(
  seed: T,
  count: number,
  prngSeed = 1,
  progress?: (leadsBuilt: number) => void,
): T {
  const rng = createRng((0x9e3779b1 ^ prngSeed) >>> 0);
  // A stream of its own: the generated leads stay the ones earlier versions produced, and a change
  // to the activity rules never changes them.
  const activityRng = createRng((0x85ebca6b ^ prngSeed) >>> 0);
  const leads = (seed.leads as Lead[]) ?? [];
  const seedActivities = (seed['lead-activities'] as Activity[]) ?? [];
  const exhibitions = seed.exhibitions as ExhibitionRow[];
  const ctx = createLeadContext(buildGeography('').places, exhibitions);
  const firstId = leads.reduce((max, l) => Math.max(max, l.id), 0) + 1;
  const times = Array.from({ length: count }, () => BASE_MS - 60_000 - Math.floor(rng.next() * 365 * DAY_MS));
  times.sort((a, b) => a - b);
  const extra: Lead[] = new Array(count);
  const activities: Activity[] = [];
  for (let i = 0; i < count; i++) {
    const lead = buildLead(rng, ctx, {
      id: firstId + i,
      createdMs: Math.floor(times[i] / 60_000) * 60_000,
      createdBy: rng.pick(SALES_EMPLOYEE_IDS),
    });
    extra[i] = lead;
    for (const activity of buildLeadActivities(activityRng, lead)) activities.push(activity);
    if (progress && (i + 1) % 10_000 === 0) progress(i + 1);
  }
  const ordered = inCreationOrder(activities);
  const firstActivityId = seedActivities.reduce((max, a) => Math.max(max, a.id), 0) + 1;
  // The rows are fresh objects nobody else holds: numbering them in place avoids a second copy.
  for (let i = 0; i < ordered.length; i++) ordered[i].id = firstActivityId + i;
  return {
    ...seed,
    leads: leads.concat(extra),
    'lead-activities': seedActivities.concat(ordered),
  };
}

/**
 * The activities sorted by created_at, then lead id, then generation order (ids follow creation,
 * as the seed numbers its own). Sorting the rows themselves compares strings on objects of several
 * shapes and took seconds for 500k rows; sorting their indexes by numeric keys is several times faster.
 */
function inCreationOrder(activities: Activity[]): Activity[] {
  const n = activities.length;
  const ms = new Float64Array(n);
  const lead = new Float64Array(n);
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    ms[i] = Date.parse(activities[i].created_at);
    lead[i] = activities[i].lead_id;
    order[i] = i;
  }
  order.sort((a, b) => ms[a] - ms[b] || lead[a] - lead[b] || a - b);
  const out: Activity[] = new Array(n);
  for (let i = 0; i < n; i++) out[i] = activities[order[i]];
  return out;
}

/**
 * Appends `prospects` generated prospects and `stakeholders` generated stakeholders (the seed's
 * shape: one to three concern persons each, created over the year before the base date) to a
 * copy of `seed`. Their ids follow the seed's; deterministic for the same counts and prngSeed.
 */
export function addGeneratedOrganizations<T extends Record<string, unknown>>(
  seed: T,
  counts: { prospects: number; stakeholders: number },
  prngSeed = 1,
): T {
  const exhibitions = seed.exhibitions as ExhibitionRow[];
  // One namer for both collections, so generated names never repeat (as an import would refuse).
  const ctx = createLeadContext(buildGeography('').places, exhibitions);
  const more = (collection: 'prospects' | 'stackholders', count: number, stream: number) => {
    const rows = (seed[collection] as { id: number; created_at: string }[]) ?? [];
    if (count === 0) return rows;
    const firstId = rows.reduce((max, r) => Math.max(max, r.id), 0) + 1;
    const extra = buildOrgRecords(createRng((stream ^ prngSeed) >>> 0), ctx, count, 365, firstId);
    return rows.concat(extra);
  };
  return {
    ...seed,
    prospects: more('prospects', counts.prospects, 0xc2b2ae35),
    stackholders: more('stackholders', counts.stakeholders, 0x27d4eb2f),
  };
}
