import { ErrorBag } from '../validation/errors';
import { isBlank, isEmail, isIsoDate, text } from '../validation/values';

/** The birthday item's writable fields (anything else in a body is ignored). */
export const BIRTHDAY_FIELDS = [
  'CompanyName',
  'PersonName',
  'Designation',
  'ContactEmail',
  'ContactNumber',
  'DOB',
  'Address',
] as const;
type BirthdayField = (typeof BIRTHDAY_FIELDS)[number];
type RequiredField = 'PersonName' | 'ContactEmail' | 'DOB';
/** A contact's fields once checked: the required ones are text, the others text or null. */
export type BirthdayInput = Record<RequiredField, string> &
  Record<Exclude<BirthdayField, RequiredField>, string | null>;

const LABEL: Record<string, string> = {
  CompanyName: 'company name',
  PersonName: 'person name',
  Designation: 'designation',
  ContactEmail: 'contact email',
  ContactNumber: 'contact number',
  DOB: 'date of birth',
  Address: 'address',
};
const REQUIRED = new Set<string>(['PersonName', 'ContactEmail', 'DOB'] satisfies RequiredField[]);

/**
 * Person name, contact email and date of birth required; the email valid; DOB a real yyyy-MM-dd
 * date not after `today`; every field at most 255 characters. Errors keyed by the field names.
 */
export function checkBirthday(
  body: Record<string, unknown>,
  today: string,
  bag = new ErrorBag(),
  prefix = '',
) {
  const out = {} as Record<BirthdayField, string | null>;
  for (const key of BIRTHDAY_FIELDS) {
    const v = body[key];
    const at = `${prefix}${key}`;
    out[key] = null;
    if (isBlank(v)) {
      if (REQUIRED.has(key)) bag.add(at, `The ${LABEL[key]} field is required.`);
      continue;
    }
    if (typeof v !== 'string' && typeof v !== 'number') {
      bag.add(at, `The ${LABEL[key]} must be text.`);
      continue;
    }
    const t = text(v);
    if (t.length > 255) bag.add(at, `The ${LABEL[key]} may not be greater than 255 characters.`);
    out[key] = t;
  }
  if (out.ContactEmail && !isEmail(out.ContactEmail))
    bag.add(`${prefix}ContactEmail`, 'The contact email must be a valid email address.');
  if (out.DOB && !isIsoDate(out.DOB))
    bag.add(`${prefix}DOB`, 'The date of birth must be a date in the format yyyy-MM-dd.');
  else if (out.DOB && out.DOB > today) bag.add(`${prefix}DOB`, 'The date of birth cannot be in the future.');
  if (out.ContactEmail) out.ContactEmail = out.ContactEmail.toLowerCase();
  // A required field left null is always in the bag: the input is null only then.
  const { PersonName, ContactEmail, DOB } = out;
  const input: BirthdayInput | null =
    PersonName !== null && ContactEmail !== null && DOB !== null
      ? { ...out, PersonName, ContactEmail, DOB }
      : null;
  return { input, bag };
}

export function readBirthday(body: Record<string, unknown>, today: string): BirthdayInput {
  const { input, bag } = checkBirthday(body, today);
  bag.throwIfAny();
  if (!input) throw new Error('a birthday contact without a required field passed the checks');
  return input;
}
