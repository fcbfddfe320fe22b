import type { ImportColumn, ImportResource } from '../imports/types';
import { sheetDate } from '../../contract/sheet-cells';
import { businessDate } from './dates';
import { checkBirthday, type BirthdayInput } from './input';
import { emailKey } from './email-key';
import type { Repos } from '../repositories';

/** The sheet of a birthday import: the sample's headers (the field names) or everyday names. */
const BIRTHDAY_COLUMNS: ImportColumn[] = [
  { field: 'CompanyName', label: 'CompanyName', aliases: ['Company', 'Company Name', 'Organization'] },
  { field: 'PersonName', label: 'PersonName', aliases: ['Person Name', 'Name', 'Full Name'] },
  { field: 'Designation', label: 'Designation', aliases: ['Title'] },
  { field: 'ContactEmail', label: 'ContactEmail', aliases: ['Contact Email', 'Email', 'E-mail'] },
  { field: 'ContactNumber', label: 'ContactNumber', aliases: ['Contact Number', 'Phone', 'Mobile'] },
  { field: 'DOB', label: 'DOB', aliases: ['Date of Birth', 'Birthday', 'Birth Date'] },
  { field: 'Address', label: 'Address' },
];

/** Birthday contacts as an importable resource of the shared pipeline (server/imports). */
export function birthdayImport(repo: Repos['birthdays']): ImportResource<BirthdayInput> {
  return {
    get: (id, tx) => repo.get(id, tx),
    columns: BIRTHDAY_COLUMNS,
    read(row, ctx) {
      const { input, bag } = checkBirthday({ ...row, DOB: sheetDate(row.DOB) }, businessDate(ctx.now()));
      if (bag.empty && input) return { values: input };
      return {
        errors: Object.entries(bag.errors).map(([field, messages]) => ({ field, message: messages[0] })),
      };
    },
    key: (v) => emailKey(v.ContactEmail),
    existing: (keys, tx) => repo.withEmails(keys, tx),
    create: (s, v) => repo.insert(s.tx, { ...v, created_at: s.now.toISOString() }),
    update: (s, existing, v) => repo.update(s.tx, existing.id, { ...v, updated_at: s.now.toISOString() }),
  };
}
