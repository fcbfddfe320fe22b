import type { Repos } from '../../repositories';
import type { Tx } from '../../db/tx';
import { ErrorBag } from '../../validation/errors';
import { isBlank, toInt } from '../../validation/values';
import {
  asList,
  asObject,
  readOrganizationContact,
  readSocialNetworks,
  optionalRef,
  optionalText,
  requiredRefIn,
  refIn,
  requiredText,
} from './formats';
import { LEAD_PRIORITIES } from '../../../contract/priorities';
import type { RowOf, TableCollection } from '../../stored/collections';
import type { StoredLeadInfo } from '../../stored/leads';

/** The stored `initial_info` of a lead plus the lead's priority (docs/data-model.md). */
export interface InitialInfoValues {
  /** What step 1 stores (the logo is uploaded separately). */
  initial_info: Omit<StoredLeadInfo, 'organization_logo'>;
  lead_priority: string;
  /** Typed names that match no existing record: created once the whole request is valid. */
  newIndustry: string | null;
  newInformationSource: string | null;
}

/** Validates POST /store-leads-initial-info and /update-leads-initial-info; 422 keys as docs/api.md lists them. */
export async function readInitialInfo(
  repos: Repos,
  body: Record<string, unknown>,
  via: Tx,
): Promise<InitialInfoValues> {
  const bag = new ErrorBag();
  const { organization_name, phone, address, website_link } = readOrganizationContact(bag, body);

  const lead_priority = requiredText(bag, 'lead_priority', body.lead_priority, 'lead priority');
  if (lead_priority && !(LEAD_PRIORITIES as readonly string[]).includes(lead_priority))
    bag.add('lead_priority', `The lead priority must be one of: ${LEAD_PRIORITIES.join(', ')}.`);

  const industry = await typedOrPicked(
    repos,
    bag,
    'industry_type',
    'industries',
    'type',
    body.industry_type_id,
    body.industry_type_text ?? body.industry_type,
    via,
  );
  const source = await typedOrPicked(
    repos,
    bag,
    'information_source',
    'information-sources',
    'name',
    body.information_source_id,
    body.information_source_text,
    via,
  );
  const place = await readPlace(repos, bag, body, via);
  const exhibitions = await readExhibitions(repos, bag, body.exhibitions, via);
  const social_networks = readSocialNetworks(bag, body.social_networks);
  bag.throwIfAny();

  return {
    lead_priority,
    newIndustry: industry.newName,
    newInformationSource: source.newName,
    initial_info: {
      organization_name,
      industry_id: industry.id,
      information_source_id: source.id,
      phone,
      address,
      ...place,
      website_link,
      exhibitions,
      social_networks,
    },
  };
}

/** An id picked from the list, or a typed text: an existing record (case-insensitive) or a new one. */
async function typedOrPicked(
  repos: Repos,
  bag: ErrorBag,
  key: string,
  collection: TableCollection,
  field: string,
  rawId: unknown,
  rawText: unknown,
  via: Tx,
) {
  const what = key.replace(/_/g, ' ');
  if (!isBlank(rawId))
    return { id: await optionalRef(repos, bag, `${key}_id`, collection, rawId, what, via), newName: null };
  const typed = optionalText(bag, `${key}_text`, rawText, what);
  if (!typed) return { id: null, newName: null };
  // Through the name's unique index (server/master/descriptors.ts), not a read of the whole table.
  const [existing] = await repos.table(collection).withSameText(field, typed, via);
  return existing ? { id: existing.id as number, newName: null } : { id: null, newName: typed };
}

/**
 * Country is required; division, district and zone are optional but must form one chain. Each
 * place row is read once (the chain check asks again for rows the references read: on
 * PostgreSQL three more round trips per lead).
 */
async function readPlace(repos: Repos, bag: ErrorBag, body: Record<string, unknown>, via: Tx) {
  const read = new Map<string, Promise<unknown>>();
  const row = <N extends TableCollection>(collection: N, id: number): Promise<RowOf<N> | undefined> => {
    const key = `${collection}:${id}`;
    if (!read.has(key)) read.set(key, repos.table(collection).get(id, via));
    return read.get(key) as Promise<RowOf<N> | undefined>;
  };
  const ref = async (required: boolean, key: string, collection: TableCollection, what: string) => {
    const raw = body[key];
    if (isBlank(raw)) {
      if (required) bag.add(key, `The ${what} field is required.`);
      return null;
    }
    const id = toInt(raw);
    const found = Number.isNaN(id) ? undefined : await row(collection, id);
    return refIn(() => !!found, bag, key, raw, what);
  };
  const country_id = await ref(true, 'country_id', 'countries', 'country');
  let division_id = await ref(false, 'division_id', 'divisions', 'division');
  let district_id = await ref(false, 'district_id', 'districts', 'district');
  const zone_id = await ref(false, 'zone_id', 'zones', 'zone');
  // The spec's payload carries only zone and country: derive the middle of the chain from the zone.
  if (zone_id != null) district_id ??= (await row('zones', zone_id))?.district_id ?? null;
  if (district_id != null) division_id ??= (await row('districts', district_id))?.division_id ?? null;
  const parentOk = async (
    collection: TableCollection,
    id: number | null,
    key: string,
    parent: number | null,
  ) => id == null || parent == null || (await row(collection, id))?.[key] === parent;
  if (!(await parentOk('divisions', division_id, 'country_id', country_id)))
    bag.add('division_id', 'The selected division does not belong to the selected country.');
  if (!(await parentOk('districts', district_id, 'division_id', division_id)))
    bag.add('district_id', 'The selected district does not belong to the selected division.');
  if (!(await parentOk('zones', zone_id, 'district_id', district_id)))
    bag.add('zone_id', 'The selected zone does not belong to the selected district.');
  return { country_id, division_id, district_id, zone_id };
}

/** The assignment blocks: their exhibitions and employees read with one `getMany` each. */
async function readExhibitions(repos: Repos, bag: ErrorBag, raw: unknown, via: Tx) {
  const rows = asList(raw);
  if (rows.length === 0) bag.add('exhibitions', 'At least one exhibition is required.');
  if (rows.length > 50) bag.add('exhibitions', 'No more than 50 exhibitions are allowed.');
  const blocks = rows.slice(0, 50).map(asObject);
  const [exhibitions, employees] = await Promise.all([
    repos.table('exhibitions').getMany(
      blocks.map((row) => toInt(row.exhibition_id)),
      via,
    ),
    repos.table('employees').getMany(
      blocks.flatMap((row) => [row.employee_id, row.additionalEmployeeID].map(toInt)),
      via,
    ),
  ]);
  const isExhibition = (id: number) => exhibitions.has(id);
  const isEmployee = (id: number) => employees.has(id);
  return blocks.map((row, i) => {
    const key = `exhibitions.${i}`;
    return {
      exhibition_id: requiredRefIn(
        isExhibition,
        bag,
        `${key}.exhibition_id`,
        row.exhibition_id,
        'exhibition',
      ),
      employee_id: requiredRefIn(isEmployee, bag, `${key}.employee_id`, row.employee_id, 'assign to'),
      additionalEmployeeID: refIn(
        isEmployee,
        bag,
        `${key}.additionalEmployeeID`,
        row.additionalEmployeeID,
        'additional employee',
      ),
    };
  });
}
