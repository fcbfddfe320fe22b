import type { ImportColumn, ImportResource } from '../imports/types';
import { businessDate } from './dates';
import { checkBirthday, type BirthdayInput } from './input';
import { emailKey, type BirthdayRepository } from './repository';

/** The sheet of a birthday import: the sample's headers (the field names) or everyday names. */
export const BIRTHDAY_COLUMNS: ImportColumn[] = [
  { field: 'CompanyName', label: 'CompanyName', aliases: ['Company', 'Company Name', 'Organization'] },
  { field: 'PersonName', label: 'PersonName', aliases: ['Person Name', 'Name', 'Full Name'] },
  { field: 'Designation', label: 'Designation', aliases: ['Title'] },
  { field: 'ContactEmail', label: 'ContactEmail', aliases: ['Contact Email', 'Email', 'E-mail'] },
  { field: 'ContactNumber', label: 'ContactNumber', aliases: ['Contact Number', 'Phone', 'Mobile'] },
  { field: 'DOB', label: 'DOB', aliases: ['Date of Birth', 'Birthday', 'Birth Date'] },
  { field: 'Address', label: 'Address' },
];

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Dates as sheets hold them: yyyy-MM-dd (with or without a time), dd-MM-yyyy, dd/MM/yyyy, or an
 * Excel day number; anything else is left for the validator to refuse.
 */
export function sheetDate(value: unknown): unknown {
  const t = String(value ?? '').trim();
  let m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ].*)?$/.exec(t);
  if (m) return `${m[1]}-${pad(Number(m[2]))}-${pad(Number(m[3]))}`;
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(t);
  if (m) return `${m[3]}-${pad(Number(m[2]))}-${pad(Number(m[1]))}`;
  if (/^\d{4,5}$/.test(t)) {
    const day = new Date(Date.UTC(1899, 11, 30) + Number(t) * 86_400_000);
    return day.toISOString().slice(0, 10);
  }
  return value;
}

/** Birthday contacts as an importable resource of the shared pipeline (server/imports). */
export function birthdayImport(repo: BirthdayRepository): ImportResource<BirthdayInput> {
  return {
    collection: repo.collection,
    columns: BIRTHDAY_COLUMNS,
    read(row, ctx) {
      const { input, bag } = checkBirthday({ ...row, DOB: sheetDate(row.DOB) }, businessDate(ctx.now()));
      if (bag.empty) return { values: input };
      return {
        errors: Object.entries(bag.errors).map(([field, messages]) => ({ field, message: messages[0] })),
      };
    },
    key: (v) => emailKey(v.ContactEmail),
    existing: (key) => repo.withEmail(key),
    create: (s, v) =>
      s.repos.birthdays.insert(s.tx, { ...v, wish_sent_at: null, created_at: s.now.toISOString() }),
    update: (s, existing, v) =>
      s.repos.birthdays.update(s.tx, existing.id, { ...v, updated_at: s.now.toISOString() }),
  };
}
