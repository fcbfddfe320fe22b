import { parseContacts } from './contacts';
import type { SmsValues } from './drafts';
import { countSms } from './smsCounter';

/** Send needs a campaign name, at least one valid contact and a message the coding can carry. */
export function validateForSend(values: SmsValues, now = new Date()): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.campaign_name?.trim()) errors.campaign_name = 'The campaign name field is required.';
  if (values.sender_id && !/^([A-Za-z0-9 ]{1,11}|\d{1,15})$/.test(values.sender_id.trim()))
    errors.sender_id = 'The sender ID is up to 11 letters and digits, or a number of up to 15 digits.';
  const parsed = parseContacts(values.contacts ?? '', values.add_country_code, values.remove_duplicates);
  if (parsed.invalid.length) errors.contacts = `Not a phone number: ${parsed.invalid[0]}`;
  else if (parsed.numbers.length === 0) errors.contacts = 'Add at least one contact number.';
  if (!values.message?.trim()) errors.message = 'The message field is required.';
  else if (countSms(values.message, values.data_coding).unsupported.length)
    errors.message = 'The message has characters GSM 7-bit cannot send: choose Unicode data coding.';
  if (values.schedule && !(new Date(values.schedule).getTime() > now.getTime()))
    errors.schedule = 'The schedule must be in the future.';
  return errors;
}
