import { generated, id, nullable, optionalRef, ref, smallint, table, text, timestamptz } from '../columns';
import { concernPersons, socialNetworks } from './people';

/** A prospect or stakeholder list: its rows, their exhibitions (ids) and their concern persons. */
function organizations<T extends string, P extends string>(tableName: T, collection: string, parent: P) {
  const rows = table({
    collection,
    columns: {
      id: id(),
      organization_name: text(),
      industry_id: optionalRef('industries', 'RESTRICT'),
      phone: text(),
      address: text(),
      website_link: nullable(text()),
      social_networks: socialNetworks(),
      created_by: optionalRef('employees', 'RESTRICT'),
      created_at: timestamptz(),
      updated_at: timestamptz(),
      /** The name as searches and keys compare it (migration 0022). */
      organization_key: generated(text(), 'crms_text_key(organization_name)'),
    },
    primaryKey: ['id'],
    indexes: [
      { name: `${tableName}_newest_idx`, on: 'created_at DESC, id DESC' },
      { name: `${tableName}_industry_idx`, on: 'industry_id' },
      { name: `${tableName}_created_by_idx`, on: 'created_by' },
      { name: `${tableName}_organization_name_idx`, on: 'lower(organization_name)' },
      { name: `${tableName}_organization_key_trgm`, using: 'gin', on: 'organization_key gin_trgm_ops' },
      // contract/identity-keys.ts's name and phone keys (migration 0006).
      {
        name: `${tableName}_name_key_idx`,
        on: "crms_lower(btrim(regexp_replace(organization_name, '\\s+'::text, ' '::text, 'g'::text)))",
      },
      { name: `${tableName}_phone_key_idx`, on: "regexp_replace(phone, '\\D'::text, ''::text, 'g'::text)" },
    ],
  });
  const exhibitions = table({
    columns: {
      ...({ [parent]: ref(tableName, 'CASCADE') } as Record<P, ReturnType<typeof ref>>),
      position: smallint(),
      exhibition_id: ref('exhibitions', 'RESTRICT'),
    },
    primaryKey: [parent, 'position'],
    indexes: [{ name: `${tableName}_exhibitions_exhibition_idx`, on: 'exhibition_id' }],
  });
  const persons = concernPersons(`${tableName}_concern_persons`, parent, tableName);
  // A person's identity keys and visiting card (migration 0006).
  const people = {
    ...persons,
    indexes: [
      ...(persons.indexes ?? []),
      {
        name: `${tableName}_concern_persons_phone_keys_idx`,
        using: 'gin' as const,
        on: 'person_phone_keys(phones)',
      },
      {
        name: `${tableName}_concern_persons_email_keys_idx`,
        using: 'gin' as const,
        on: 'person_email_keys(emails)',
      },
      { name: `${tableName}_concern_persons_attachment_idx`, on: 'attachment' },
    ],
  };
  return {
    [tableName]: rows,
    [`${tableName}_exhibitions`]: exhibitions,
    [`${tableName}_concern_persons`]: people,
  } as Record<T, typeof rows> &
    Record<`${T}_exhibitions`, typeof exhibitions> &
    Record<`${T}_concern_persons`, typeof people>;
}

/** Prospects and stakeholders (collections prospects and stackholders, sic). */
export const organizationTables = {
  ...organizations('prospects', 'prospects', 'prospect_id'),
  ...organizations('stakeholders', 'stackholders', 'stakeholder_id'),
};
