import type { LeadMedia } from '../../contract/person-fields';
import type { LeadPriority } from '../../contract/priorities';
import { FIRST_STAGE } from '../../contract/stages';
import { SALES_EMPLOYEE_IDS } from './accounts';
import { buildConcernPersons } from './contacts';
import { BASE_MS, DAY_MS, iso } from './dates';
import type { Place } from './geography';
import { placeWeight } from './geography';
import { INDUSTRIES, INFORMATION_SOURCES, LEAD_STAGES, type ExhibitionRow } from './master-data';
import { createOrgNamer, mobile, slug } from './names';
import type { Rng } from './prng';
import type { LeadRow } from '../stored/leads';
import { LOGO_FILE } from './sample-files';

export const STAGES = LEAD_STAGES.map(([s]) => s);

export type LeadContext = {
  places: Place[];
  exhibitions: ExhibitionRow[];
  orgName: ReturnType<typeof createOrgNamer>;
};
export type LeadSpec = {
  id: number;
  createdMs: number;
  createdBy: number;
  stage?: string;
  priority?: LeadPriority;
  disabled?: 0 | 1;
};

export function createLeadContext(places: Place[], exhibitions: ExhibitionRow[]): LeadContext {
  return { places, exhibitions, orgName: createOrgNamer() };
}

/** Who a lead is assigned to at an exhibition when it is not the creator (demo accounts favoured). */
const ASSIGNEE_WEIGHTS = SALES_EMPLOYEE_IDS.map((id) => [id, id === 2 || id === 3 ? 4 : 1] as const);

function stageFor(rng: Rng, ageDays: number): string {
  if (ageDays < 20)
    return rng.weighted([
      [FIRST_STAGE, 5],
      ['in_progress', 4],
      ['contacted', 3],
      ['qualified', 1],
      ['lost', 0.3],
      ['closed', 0.2],
    ]);
  if (ageDays < 70)
    return rng.weighted([
      [FIRST_STAGE, 1],
      ['in_progress', 3],
      ['contacted', 3],
      ['qualified', 3],
      ['proposal', 2],
      ['negotiation', 1],
      ['won', 0.6],
      ['lost', 0.8],
      ['closed', 0.4],
    ]);
  return rng.weighted([
    ['in_progress', 1],
    ['contacted', 1],
    ['qualified', 1.5],
    ['proposal', 2],
    ['negotiation', 2],
    ['won', 3],
    ['lost', 3],
    ['closed', 2],
  ]);
}

function leadExhibitions(rng: Rng, ctx: LeadContext, createdMs: number, createdBy: number) {
  const today = iso(createdMs).slice(0, 10);
  const past = ctx.exhibitions.filter((e) => e.start_date <= today);
  const pool = past.length ? past.slice(-3) : ctx.exhibitions.slice(0, 1);
  const chosen = rng.sample(pool, rng.chance(0.2) ? 2 : 1);
  return chosen.map((e) => {
    const employee_id = rng.chance(0.65) ? createdBy : rng.weighted(ASSIGNEE_WEIGHTS);
    let additional: number | null = null;
    if (rng.chance(0.3)) {
      const a = rng.weighted(ASSIGNEE_WEIGHTS);
      if (a !== employee_id) additional = a;
    }
    return { exhibition_id: e.id, employee_id, additionalEmployeeID: additional };
  });
}

function orgSocial(rng: Rng, handle: string) {
  const out: { mediaName: LeadMedia; URL: string }[] = [];
  if (rng.chance(0.6)) out.push({ mediaName: 'Facebook', URL: `https://www.facebook.com/${handle}` });
  if (rng.chance(0.35))
    out.push({ mediaName: 'linkedin', URL: `https://www.linkedin.com/company/${handle}` });
  if (rng.chance(0.15)) out.push({ mediaName: 'Instagram', URL: `https://www.instagram.com/${handle}` });
  if (rng.chance(0.05)) out.push({ mediaName: 'Twiter', URL: `https://twitter.com/${handle}` });
  return out;
}

/** Organisation basics shared by leads, prospects and stakeholders. */
export function buildOrganization(rng: Rng, ctx: LeadContext) {
  const industry_id = rng.int(1, INDUSTRIES.length);
  const organization_name = ctx.orgName(rng, industry_id);
  const place = rng.weighted(ctx.places.map((p) => [p, placeWeight(p)] as const));
  const handle = slug(organization_name);
  const domain = `${handle}.${place.country === 'Bangladesh' ? 'com.bd' : 'com'}`;
  const industrial = [1, 5, 7, 8, 9, 10].includes(industry_id);
  const street = industrial
    ? `Plot ${rng.int(1, 120)}${rng.pick(['', '/A', '/B'])}, ${place.zone}`
    : `House ${rng.int(1, 90)}, Road ${rng.int(1, 30)}, ${place.zone}`;
  const address = `${street}, ${place.district}${place.country === 'Bangladesh' ? '' : `, ${place.country}`}`;
  const phone = place.country === 'Bangladesh' && rng.chance(0.25) ? `+8802${rng.digits(8)}` : mobile(rng);
  return { industry_id, organization_name, place, handle, domain, address, phone };
}

/** A lead row as the store types it (`satisfies`: server/stored/leads.ts), so seed and type agree. */
export function buildLead(rng: Rng, ctx: LeadContext, spec: LeadSpec) {
  const org = buildOrganization(rng, ctx);
  const ageDays = (BASE_MS - spec.createdMs) / DAY_MS;
  const updatedMs = rng.chance(0.4)
    ? spec.createdMs
    : spec.createdMs + rng.int(1, 20) * DAY_MS + rng.int(0, 300) * 60_000;
  return {
    id: spec.id,
    initial_info: {
      organization_name: org.organization_name,
      organization_logo: rng.chance(0.2) ? LOGO_FILE : null,
      industry_id: org.industry_id,
      information_source_id: rng.int(1, INFORMATION_SOURCES.length),
      phone: org.phone,
      address: org.address,
      country_id: org.place.country_id,
      division_id: org.place.division_id,
      district_id: org.place.district_id,
      zone_id: org.place.zone_id,
      website_link: rng.chance(0.8) ? `https://www.${org.domain}` : null,
      exhibitions: leadExhibitions(rng, ctx, spec.createdMs, spec.createdBy),
      social_networks: orgSocial(rng, org.handle),
    },
    concern_person: buildConcernPersons(rng, org.domain, 1, 3),
    lead_priority:
      spec.priority ??
      rng.weighted<LeadPriority>([
        ['Very Good', 15],
        ['Good', 35],
        ['Low', 30],
        ['Very Low', 20],
      ]),
    lead_stage: spec.stage ?? stageFor(rng, ageDays),
    status: 'active',
    is_disabled: spec.disabled ?? (rng.chance(0.15) ? 1 : 0),
    created_by: spec.createdBy,
    created_at: iso(spec.createdMs),
    updated_at: iso(Math.max(updatedMs, spec.createdMs)),
  } satisfies LeadRow;
}
export type Lead = ReturnType<typeof buildLead>;
