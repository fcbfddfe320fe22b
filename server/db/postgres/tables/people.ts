import type { LeadSocialNetwork } from '../../../../contract/records';
import { date, jsonb, nullable, optionalRef, ref, smallint, table, text, textArray } from '../columns';

/** What the trigram indexes use: `lower(x) gin_trgm_ops` (contains-searches of any case). */
export const trigram = (name: string, column: string) => ({
  name,
  using: 'gin' as const,
  on: `lower(${column}) gin_trgm_ops`,
});

/**
 * The concern persons of a lead, prospect or stakeholder, in their order. Their designation,
 * role and department are `{id, name}` refs: the id points at a master row (a row in use cannot be
 * deleted, server/master/usage.ts), the name is kept as stored (78 refs of the seed have a name
 * and no id). Names, phones and emails are searched and checked for duplicates.
 */
export function concernPersons<P extends string>(tableName: string, parent: P, parentTable: string) {
  return table({
    columns: {
      ...({ [parent]: ref(parentTable, 'CASCADE') } as Record<P, ReturnType<typeof ref>>),
      position: smallint(),
      name: text(),
      phones: textArray(),
      emails: textArray(),
      dob: nullable(date()),
      designation_id: optionalRef('designations', 'RESTRICT'),
      designation_name: nullable(text()),
      role_id: optionalRef('influencing_roles', 'RESTRICT'),
      role_name: nullable(text()),
      department_id: optionalRef('departments', 'RESTRICT'),
      department_name: nullable(text()),
      gender: nullable(text<'male' | 'female' | 'others'>()),
      attachment: nullable(text()),
      social_networks: jsonb<{ social_media: string; url: string }[]>(),
    },
    primaryKey: [parent, 'position'],
    indexes: [
      trigram(`${tableName}_name_trgm`, 'name'),
      { name: `${tableName}_phones_idx`, using: 'gin', on: 'phones' },
      { name: `${tableName}_emails_idx`, using: 'gin', on: 'emails' },
      { name: `${tableName}_designation_idx`, on: 'designation_id' },
      { name: `${tableName}_role_idx`, on: 'role_id' },
      { name: `${tableName}_department_idx`, on: 'department_id' },
    ],
  });
}

export const socialNetworks = () => jsonb<LeadSocialNetwork[]>();
