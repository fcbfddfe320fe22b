import type { BirthdayContact } from '../../../contract/birthdays';

export type { BirthdayContact, EmailTemplateSettings } from '../../../contract/birthdays';

export type BirthdayValues = Partial<
  Omit<BirthdayContact, 'birthday_today' | 'wish_sent_at' | 'wish_sent_today'>
>;

/** The dialog's fields, in the spec's order. */
export const BIRTHDAY_FIELDS = [
  { name: 'CompanyName', label: 'Company Name' },
  { name: 'PersonName', label: 'Person Name', required: true },
  { name: 'Designation', label: 'Designation' },
  { name: 'ContactEmail', label: 'Contact Email', required: true, type: 'email' },
  { name: 'ContactNumber', label: 'Contact Number', type: 'tel' },
  { name: 'DOB', label: 'Date of Birth', required: true, type: 'date' },
  { name: 'Address', label: 'Address', as: 'textarea' as const },
] as const;

export interface TemplateValues {
  image?: File | null;
  padding_top: number | string;
  padding_left: number | string;
  preview_width: number | string;
  preview_height: number | string;
  cc_users: string[];
}
