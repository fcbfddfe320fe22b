import type { LeadMedia } from '../../contract/person-fields';
import { SALES_EMPLOYEE_IDS } from './accounts';
import { buildConcernPersons } from './contacts';
import { BASE_MS, DAY_MS, iso } from './dates';
import { buildOrganization, type LeadContext } from './leads';
import { DESIGNATIONS, DOCUMENT_CATEGORIES, type ExhibitionRow } from './master-data';
import { mobile, pickPerson, slug } from './names';
import type { Rng } from './prng';
import { ATTACHMENT_FILES, LOGO_FILE, sampleFile } from './sample-files';

/**
 * Prospects and stakeholders share one shape (data-model "Other areas"): `count` records created
 * over the `maxAgeDays` days before the base date, oldest first, numbered from `firstId`.
 */
export function buildOrgRecords(rng: Rng, ctx: LeadContext, count: number, maxAgeDays: number, firstId = 1) {
  const times = Array.from(
    { length: count },
    () => BASE_MS - rng.int(1, maxAgeDays) * DAY_MS - rng.int(0, 400) * 60_000,
  ).sort((a, b) => a - b);
  return times.map((ms, i) => {
    const org = buildOrganization(rng, ctx);
    const past = ctx.exhibitions.filter((e) => Date.parse(e.start_date) <= ms);
    const social: { mediaName: LeadMedia; URL: string }[] = [
      { mediaName: 'Facebook', URL: `https://www.facebook.com/${org.handle}` },
    ];
    if (rng.chance(0.4))
      social.push({ mediaName: 'linkedin', URL: `https://www.linkedin.com/company/${org.handle}` });
    const updatedMs = rng.chance(0.5) ? ms : Math.min(BASE_MS - 3_600_000, ms + rng.int(1, 15) * DAY_MS);
    return {
      id: firstId + i,
      organization_name: org.organization_name,
      industry_id: org.industry_id,
      phone: org.phone,
      address: org.address,
      website_link: `https://www.${org.domain}`,
      exhibitions: rng
        .sample(past.length ? past : ctx.exhibitions.slice(0, 1), rng.int(1, 2))
        .map((e) => e.id)
        .sort((a, b) => a - b),
      social_networks: social,
      concern_person_info: buildConcernPersons(rng, org.domain, 1, 3),
      created_by: rng.pick(SALES_EMPLOYEE_IDS),
      created_at: iso(ms),
      updated_at: iso(updatedMs),
    };
  });
}

export const buildProspects = (rng: Rng, ctx: LeadContext) => buildOrgRecords(rng, ctx, 40, 170);
export const buildStakeholders = (rng: Rng, ctx: LeadContext) => buildOrgRecords(rng, ctx, 25, 300);

const DOCS: [string, number, string[]][] = [
  ['Exhibitor Brochure', 1, ['seed-brochure-1.pdf']],
  ['Hall Floor Plan', 2, ['seed-brochure-1.pdf', LOGO_FILE]],
  ['Stall Price List', 3, ['seed-price-list-1.csv']],
  ['Space Booking Contract', 4, ['seed-brochure-1.pdf']],
  ['Exhibitor Manual', 5, ['seed-brochure-1.pdf', 'seed-meeting-notes-1.txt']],
  ['Kick-off Meeting Notes', 6, ['seed-meeting-notes-1.txt']],
  ['Visitor Report', 7, ['seed-price-list-1.csv', 'seed-brochure-1.pdf']],
  ['Sponsorship Deck', 1, ['seed-brochure-1.pdf']],
  ['Pavilion Layout', 2, [LOGO_FILE]],
  ['Sponsor Rate Card', 3, ['seed-price-list-1.csv']],
  ['Partner Agreement', 4, ['seed-brochure-1.pdf', 'seed-visiting-card-1.png']],
  ['Post-show Review Notes', 6, ATTACHMENT_FILES.slice(0, 3)],
];

export function buildDocuments(rng: Rng, exhibitions: ExhibitionRow[]) {
  const past = exhibitions.filter((e) => Date.parse(e.start_date) <= BASE_MS);
  return DOCS.map(([title, category_id, files], i) => {
    const ex = past[(i * 3) % past.length];
    const ms = Math.min(
      BASE_MS - DAY_MS,
      Date.parse(ex.start_date) + rng.int(-20, 10) * DAY_MS + rng.int(3, 10) * 3_600_000,
    );
    if (category_id > DOCUMENT_CATEGORIES.length) throw new Error('bad document category');
    return {
      id: i + 1,
      file_name: `${title} - ${ex.name}`,
      category_id,
      exhibition_id: ex.id,
      files: files.map(sampleFile),
      created_by: rng.pick([1, 2, 3, 4, 5, 12]),
      created_at: iso(ms),
    };
  })
    .sort((a, b) => a.created_at.localeCompare(b.created_at))
    .map((d, i) => ({ ...d, id: i + 1 }));
}

/** 30 birthday contacts: at least two in every month (so "this month" is never empty), plus extras. */
export function buildBirthdays(rng: Rng, ctx: LeadContext) {
  const months = [...Array.from({ length: 24 }, (_, i) => (i % 12) + 1), 6, 6, 7, 5, 12, 1];
  return months.map((month, i) => {
    const org = buildOrganization(rng, ctx);
    const p = pickPerson(rng);
    const day = month === 6 && i >= 24 ? [28, 30][i - 24] : rng.int(1, 28);
    return {
      id: i + 1,
      CompanyName: org.organization_name,
      PersonName: p.name,
      Designation: rng.pick(DESIGNATIONS.slice(8)),
      DOB: `${rng.int(1966, 1996)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      ContactEmail: `${slug(p.first)}.${slug(p.last)}@${org.domain}`,
      ContactNumber: mobile(rng),
      Address: org.address,
      created_at: iso(BASE_MS - rng.int(20, 200) * DAY_MS - rng.int(0, 400) * 60_000),
    };
  });
}
