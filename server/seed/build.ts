import { buildPermissions, buildRoles, buildUsersAndEmployees } from './accounts';
import { daysAgo, iso } from './dates';
import { buildGeography } from './geography';
import { buildMasterData } from './master-data';
import { buildLeadActivities, type Activity } from './activities';
import { buildLeadPermissions, buildNotifications } from './lead-workflow';
import { buildLead, createLeadContext, type LeadContext } from './leads';
import { buildLeadSchedule } from './lead-schedule';
import { buildBirthdays, buildDocuments, buildProspects, buildStakeholders } from './other-areas';
import { createRng } from './prng';
import { emailTemplateDefaults } from '../birthdays/template-defaults';

/** Seed of the PRNG streams (one stream per area so editing one area leaves the others stable). */
const SEED = 20260630;

export type SeedDb = Record<string, unknown> & { settings: unknown };

/** Builds the whole seed database deterministically (same output on every run). */
export function buildSeed(): SeedDb {
  const permissions = buildPermissions();
  const roles = buildRoles(permissions);
  const { users, employees } = buildUsersAndEmployees();
  const master = buildMasterData();
  const geo = buildGeography(iso(daysAgo(420, 3, 30)));
  const ctx: LeadContext = createLeadContext(geo.places, master.exhibitions);
  const leadRng = createRng(SEED);
  const leads = buildLeadSchedule(createRng(SEED + 1)).map((spec) => buildLead(leadRng, ctx, spec));
  const activityRng = createRng(SEED + 2);
  const activities: Activity[] = leads
    .flatMap((lead) => buildLeadActivities(activityRng, lead))
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.lead_id - b.lead_id)
    .map((a, i) => ({ ...a, id: i + 1 }));
  return {
    users,
    employees,
    roles,
    permissions,
    sessions: [],
    password_resets: [],
    professions: master.professions,
    departments: master.departments,
    designations: master.designations,
    'information-sources': master['information-sources'],
    campaigns: master.campaigns,
    exhibitions: master.exhibitions,
    industries: master.industries,
    'lead-stages': master['lead-stages'],
    competitors: master.competitors,
    companies: master.companies,
    countries: geo.countries,
    divisions: geo.divisions,
    districts: geo.districts,
    thanas: geo.thanas,
    zones: geo.zones,
    units: master.units,
    categories: master.categories,
    products: master.products,
    'document-categories': master['document-categories'],
    'influencing-roles': master['influencing-roles'],
    leads,
    'lead-activities': activities,
    'lead-permissions': buildLeadPermissions(createRng(SEED + 3), leads),
    notifications: buildNotifications(createRng(SEED + 4), leads),
    prospects: buildProspects(createRng(SEED + 5), ctx),
    stackholders: buildStakeholders(createRng(SEED + 6), ctx),
    documents: buildDocuments(createRng(SEED + 7), master.exhibitions),
    birthdays: buildBirthdays(createRng(SEED + 8), ctx),
    settings: {
      email_template: emailTemplateDefaults(),
    },
  };
}
