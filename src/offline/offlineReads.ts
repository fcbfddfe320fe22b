/**
 * Which API answers are kept for offline reads (src/offline/cachedBaseQuery.ts) and for how long.
 * Everything else is never stored: other users' data, screens the booth does not need.
 */
const DAY = 24 * 60 * 60 * 1000;

export type ReadKind = 'lookup' | 'own' | 'session';

/** How long an answer is served offline after it was fetched. */
export const MAX_AGE: Record<ReadKind, number> = {
  /** Master lists change rarely (an admin edits them): a month. */
  lookup: 30 * DAY,
  /** The user's own leads and session change often: a week. */
  own: 7 * DAY,
  session: 7 * DAY,
};

/** The master lists the lead wizard reads (src/api/lookups.ts), as GET /{collection}. */
export const WIZARD_COLLECTIONS = [
  'exhibitions',
  'employees',
  'industries',
  'countries',
  'divisions',
  'districts',
  'zones',
  'designations',
  'lead-stages',
  'influencing-roles',
  'departments',
] as const;

/**
 * The location cascade's calls (src/api/lookups.ts): offline, a parent never opened online is
 * answered from the whole list, filtered as the server does (server/master/lookup-routes.ts).
 */
export const CHILDREN_OF: Record<string, { collection: string; key: string }> = {
  divisionsByCountry: { collection: 'divisions', key: 'country_id' },
  districtsByDivision: { collection: 'districts', key: 'division_id' },
  zonesByDistrict: { collection: 'zones', key: 'district_id' },
};

const collections = new Set<string>(WIZARD_COLLECTIONS.map((c) => `/${c}`));

/** The kind of a call, by its RTK Query endpoint and request; null: never kept. */
export function readKind(endpoint: string, args: unknown): ReadKind | null {
  if (endpoint === 'masterList') return collections.has(String(args)) ? 'lookup' : null;
  if (endpoint === 'informationSources' || endpoint in CHILDREN_OF) return 'lookup';
  // The leads lists as the server answers this user (it shows only the leads the user may see).
  if (endpoint === 'leads' || endpoint === 'lead') return 'own';
  // The same leads keyed for the wizard's offline duplicate warning (src/features/lead-wizard/).
  if (endpoint === 'leadDuplicateIndex') return 'own';
  if (endpoint === 'getRolePermissions') return 'session';
  return null;
}
