import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import type { ImportColumn, ImportResource, WriteSession } from '../imports/types';
import type { Repos } from '../repositories';
import { duplicateKey } from './rows';
import { readOrganization, type OrganizationValues } from './input';
import { insertOrganization, insertOrganizations, updateOrganization } from './write';
import { sheetDate } from '../../contract/sheet-cells';
import type { TableCollection } from '../stored/collections';
import type { OrganizationRow } from '../stored/leads';
import type { ExhibitionRow } from '../stored/master';
import { textKey } from '../db/repository';

/** The sheet of a prospect / stakeholder import: one organization with one concern person a row. */
export const ORGANIZATION_COLUMNS: ImportColumn[] = [
  {
    field: 'organization_name',
    label: 'Organization Name',
    aliases: ['Organization', 'Company', 'Company Name'],
  },
  { field: 'industry', label: 'Industry Type', aliases: ['Industry', 'industryType'] },
  { field: 'phone', label: 'Phone', aliases: ['Organization Phone', 'Company Phone'] },
  { field: 'address', label: 'Address' },
  { field: 'website_link', label: 'Website', aliases: ['Website Link', 'Web', 'URL'] },
  { field: 'exhibitions', label: 'Exhibitions', aliases: ['Exhibition'] },
  { field: 'person_name', label: 'Concern Person Name', aliases: ['Contact Name', 'Person Name', 'Name'] },
  { field: 'person_phone', label: 'Concern Person Phone', aliases: ['Contact Phone', 'Mobile'] },
  { field: 'person_email', label: 'Concern Person Email', aliases: ['Contact Email', 'Email', 'E-mail'] },
  { field: 'designation', label: 'Designation' },
  { field: 'department', label: 'Department' },
  { field: 'role', label: 'Influencing Role', aliases: ['Role'] },
  { field: 'gender', label: 'Gender' },
  { field: 'dob', label: 'Date of Birth', aliases: ['DOB', 'Birthday'] },
];

/** Error keys of the record validator → the sheet column they come from. */
const COLUMN_OF: [RegExp, string][] = [
  [/^industry_type/, 'industry'],
  [/^exhibitions/, 'exhibitions'],
  [/^concern_person_info\.0\.name/, 'person_name'],
  [/^concern_person_info\.0\.phone/, 'person_phone'],
  [/^concern_person_info\.0\.email/, 'person_email'],
  [/^concern_person_info\.0\.(\w+)/, '$1'],
  [/^concern_person_info$/, 'person_name'],
];
const columnOf = (key: string) => {
  for (const [re, to] of COLUMN_OF) if (re.test(key)) return key.replace(re, to).split('.')[0];
  return key.split('.')[0];
};

const list = (v: unknown) =>
  String(v ?? '')
    .split(/[,;\n]/)
    .map((s) => s.trim())
    .filter(Boolean);

/** How many comma-separated pieces one exhibition name may span (a cell of many commas stays linear). */
const MAX_NAME_PIECES = 6;

/**
 * The names in an Exhibitions cell: separated by ";", new lines or commas, where a comma inside a
 * known name ("Plastic, Packaging & Printing Expo") belongs to the name: the longest run of
 * comma-separated pieces that names an exhibition is taken first.
 */
function exhibitionNames(cell: unknown, isName: (name: string) => boolean): string[] {
  const out: string[] = [];
  for (const part of String(cell ?? '').split(/[;\n]/)) {
    const pieces = part.split(',');
    for (let i = 0; i < pieces.length;) {
      let end = i + 1;
      for (let j = Math.min(pieces.length, i + MAX_NAME_PIECES); j > i + 1; j--)
        if (isName(pieces.slice(i, j).join(',').trim())) {
          end = j;
          break;
        }
      const name = pieces.slice(i, end).join(',').trim();
      if (name) out.push(name);
      i = end;
    }
  }
  return out;
}

/** The exhibitions by name ignoring case, read once per import call (`memo`). */
async function exhibitionsByName(ctx: AppContext, memo: Map<string, unknown>) {
  let byName = memo.get('exhibitions') as Map<string, ExhibitionRow> | undefined;
  if (byName) return byName;
  byName = new Map();
  for (const e of await ctx.repos.table('exhibitions').list())
    if (!byName.has(textKey(e.name))) byName.set(textKey(e.name), e);
  memo.set('exhibitions', byName);
  return byName;
}

/** A sheet row as the create payload (names of exhibitions and person lookups matched ignoring case). */
async function toPayload(
  ctx: AppContext,
  row: Record<string, unknown>,
  memo: Map<string, unknown>,
): Promise<Record<string, unknown>> {
  // A file names the same few designations, departments and roles on most rows: each read once.
  const named = async (collection: TableCollection, v: unknown) => {
    const name = String(v ?? '').trim();
    if (!name) return null;
    const key = `${collection}:${textKey(name)}`;
    let id = memo.get(key) as number | null | undefined;
    if (id === undefined) {
      id = (await ctx.repos.table(collection).withSameText('name', name))[0]?.id ?? null;
      memo.set(key, id);
    }
    return id !== null ? { id } : { id: null, name };
  };
  // Exhibition names may hold commas: the known names decide how the cell splits (exhibitionNames).
  const exhibitions = await exhibitionsByName(ctx, memo);
  const exhibition = (name: string) => exhibitions.get(textKey(name));
  const exhibitionIds = exhibitionNames(row.exhibitions, (name) => !!exhibition(name)).map(
    (name) => exhibition(name)?.id ?? `unknown:${name}`,
  );
  return {
    organization_name: row.organization_name,
    industryType: row.industry,
    phone: row.phone,
    address: row.address,
    website_link: row.website_link,
    exhibitions: exhibitionIds,
    concern_person_info: [
      {
        name: row.person_name,
        phone: list(row.person_phone),
        email: list(row.person_email),
        designation: await named('designations', row.designation),
        department: await named('departments', row.department),
        role: await named('influencing-roles', row.role),
        gender:
          String(row.gender ?? '')
            .trim()
            .toLowerCase() || null,
        dob: String(sheetDate(row.dob) ?? '').trim() || null,
      },
    ],
  };
}

/** Prospects or stakeholders as an importable resource of the shared pipeline (server/imports). */
export function organizationImport(
  repo: Repos['prospects'],
): ImportResource<OrganizationValues, OrganizationRow> {
  return {
    get: (id, tx) => repo.get(id, tx),
    columns: ORGANIZATION_COLUMNS,
    async read(row, ctx, memo) {
      try {
        return { values: await readOrganization(ctx, await toPayload(ctx, row, memo)) };
      } catch (err) {
        if (!(err instanceof HttpError) || !err.errors) throw err;
        const errors = Object.entries(err.errors).map(([key, messages]) => ({
          field: columnOf(key),
          message: key.startsWith('exhibitions.') ? 'An exhibition of this row does not exist.' : messages[0],
        }));
        return { errors };
      }
    },
    key: (v) => duplicateKey(v.record.organization_name, v.record.phone),
    existing: (keys, tx) => repo.withDuplicateKeys(keys, tx),
    create: (s: WriteSession, v) => insertOrganization(s, repo, v),
    createMany: (s: WriteSession, values) => insertOrganizations(s, repo, values),
    update: (s: WriteSession, existing, v) => updateOrganization(s, repo, existing, v),
  };
}
