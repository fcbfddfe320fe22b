import type { Gender, PersonMedia } from '../../contract/person-fields';
import {
  CONTACT_DEPARTMENT_IDS,
  CONTACT_DESIGNATION_IDS,
  DEPARTMENTS,
  DESIGNATIONS,
  INFLUENCING_ROLES,
} from './master-data';
import { mobile, pickPerson, slug } from './names';
import type { Rng } from './prng';
import { CARD_FILE } from './sample-files';

type Named = { id: number | null; name: string } | null;
export type ConcernPerson = {
  name: string;
  phone: string[];
  email: string[];
  dob: string | null;
  designation: Named;
  role: Named;
  department: Named;
  gender: Gender | null;
  attachment: string | null;
  social_networks: { social_media: PersonMedia; url: string }[];
};

const CUSTOM_DESIGNATIONS = ['Head of Exports', 'Compliance Lead', 'Brand Manager', 'Country Manager'];
const CUSTOM_DEPARTMENTS = ['Export', 'Compliance', 'Corporate Affairs'];
const CUSTOM_ROLES = ['Approver', 'Budget Owner'];

const dob = (rng: Rng): string =>
  `${rng.int(1965, 1998)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;

/** One concern person of an organisation; `domain` is the organisation's e-mail domain. */
function buildConcernPerson(rng: Rng, domain: string, index: number): ConcernPerson {
  const p = pickPerson(rng);
  const local = `${p.first}.${p.last}`.toLowerCase().replace(/[^a-z.]/g, '');
  const phones = [mobile(rng)];
  if (rng.chance(0.3)) phones.push(mobile(rng));
  const emails = [`${local}@${domain}`];
  if (rng.chance(0.2)) emails.push(`${slug(p.first)}${rng.int(70, 99)}@gmail.com`);
  const desigId = index === 0 ? rng.pick([1, 9, 10, 21, 2]) : rng.pick(CONTACT_DESIGNATION_IDS);
  const designation: Named = rng.chance(0.08)
    ? { id: null, name: rng.pick(CUSTOM_DESIGNATIONS) }
    : { id: desigId, name: DESIGNATIONS[desigId - 1] };
  const roleId = index === 0 ? 1 : rng.int(2, INFLUENCING_ROLES.length);
  const role: Named = rng.chance(0.1)
    ? rng.chance(0.5)
      ? null
      : { id: null, name: rng.pick(CUSTOM_ROLES) }
    : { id: roleId, name: INFLUENCING_ROLES[roleId - 1] };
  const depId = rng.pick(CONTACT_DEPARTMENT_IDS);
  const department: Named = rng.chance(0.1)
    ? rng.chance(0.5)
      ? null
      : { id: null, name: rng.pick(CUSTOM_DEPARTMENTS) }
    : { id: depId, name: DEPARTMENTS[depId - 1][0] };
  const social: ConcernPerson['social_networks'] = [];
  if (rng.chance(0.5))
    social.push({ social_media: 'linkedin', url: `https://www.linkedin.com/in/${local.replace('.', '-')}` });
  if (rng.chance(0.35)) social.push({ social_media: 'facebook', url: `https://www.facebook.com/${local}` });
  if (rng.chance(0.05))
    social.push({ social_media: 'youtube', url: `https://www.youtube.com/@${slug(p.name)}` });
  return {
    name: p.name,
    phone: phones,
    email: emails,
    dob: rng.chance(0.75) ? dob(rng) : null,
    designation,
    role,
    department,
    gender: rng.chance(0.03) ? null : p.gender,
    attachment: rng.chance(0.15) ? CARD_FILE : null,
    social_networks: social,
  };
}

export function buildConcernPersons(rng: Rng, domain: string, min: number, max: number): ConcernPerson[] {
  const n = rng.int(min, max);
  return Array.from({ length: n }, (_, i) => buildConcernPerson(rng, domain, i));
}
