import { SALES_EMPLOYEE_IDS } from './accounts';
import { BASE_MS, DAY_MS } from './dates';
import { buildGeography } from './geography';
import { buildLead, createLeadContext, type Lead } from './leads';
import type { ExhibitionRow } from './master-data';
import { createRng } from './prng';

/**
 * Appends `count` generated leads (same shape as the seeded ones) to a copy of `seed`, spread
 * over the year before the seed's base date. Deterministic for the same seed, count and prngSeed.
 */
export function addGeneratedLeads<T extends Record<string, unknown>>(
  seed: T,
  count: number,
  prngSeed = 1,
): T {
  const rng = createRng((0x9e3779b1 ^ prngSeed) >>> 0);
  const leads = (seed.leads as Lead[]) ?? [];
  const exhibitions = seed.exhibitions as ExhibitionRow[];
  const ctx = createLeadContext(buildGeography('').places, exhibitions);
  const firstId = leads.reduce((max, l) => Math.max(max, l.id), 0) + 1;
  const times = Array.from({ length: count }, () => BASE_MS - 60_000 - Math.floor(rng.next() * 365 * DAY_MS));
  times.sort((a, b) => a - b);
  const extra = times.map((ms, i) =>
    buildLead(rng, ctx, {
      id: firstId + i,
      createdMs: Math.floor(ms / 60_000) * 60_000,
      createdBy: rng.pick(SALES_EMPLOYEE_IDS),
    }),
  );
  return { ...seed, leads: [...leads, ...extra] };
}
