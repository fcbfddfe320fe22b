/** A birthday contact as GET birthday-wish-list returns it (docs/api.md "Birthday wish"). */
export interface BirthdayContact {
  id: number;
  CompanyName: string | null;
  PersonName: string;
  Designation: string | null;
  ContactEmail: string;
  ContactNumber: string | null;
  DOB: string;
  Address: string | null;
  created_at: string | null;
  birthday_today: boolean;
  wish_sent_at: string | null;
  wish_sent_today: boolean;
}

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

export interface EmailTemplateSettings {
  image: string | null;
  image_original_name: string | null;
  image_url: string | null;
  padding_top: number;
  padding_left: number;
  preview_width: number;
  preview_height: number;
  cc_users: string[];
}

export interface TemplateValues {
  image?: File | null;
  padding_top: number | string;
  padding_left: number | string;
  preview_width: number | string;
  preview_height: number | string;
  cc_users: string[];
}
