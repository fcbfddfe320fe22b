import type { Prospect } from './types';

type Fields = Record<string, unknown>;

const isFields = (v: unknown): v is Fields => !!v && typeof v === 'object' && !Array.isArray(v);

/** Text of a link's prospect: a string, else blank. */
const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** A prospect's industry as a link gives it: `{id, type}`, else none. */
const industryOf = (v: unknown): Prospect['industry'] =>
  isFields(v) && typeof v.id === 'number' ? { id: v.id, type: text(v.type) } : null;

/**
 * The `selectedProspect` query value (the JSON of the chosen prospect), or null when it is
 * missing or not a prospect (a hand-edited link starts empty). The text may have been edited by
 * hand, so it is read into the shape GET /prospects-list answers (a field of another shape reads
 * as blank); its lists are taken as they are (the persons are read further by personFromApi,
 * which takes any shape).
 */
export function prospectFromQuery(raw: string | null): Prospect | null {
  if (!raw) return null;
  let p: unknown;
  try {
    p = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isFields(p) || typeof p.organization_name !== 'string' || typeof p.id !== 'number') return null;
  return {
    id: p.id,
    organization_name: p.organization_name,
    industry: industryOf(p.industry),
    phone: text(p.phone),
    address: text(p.address),
    website_link: text(p.website_link),
    social_networks: Array.isArray(p.social_networks) ? p.social_networks : [],
    concern_person_info: Array.isArray(p.concern_person_info) ? p.concern_person_info : [],
  };
}
