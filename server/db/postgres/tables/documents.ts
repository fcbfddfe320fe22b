import type { StoredFileRef } from '../../../stored/row-types';
import {
  date,
  id,
  integer,
  jsonb,
  nullable,
  optionalRef,
  table,
  text,
  textArray,
  timestamptz,
} from '../columns';
import { trigram } from './people';

/** Shared documents, birthday contacts and the birthday mail's template (server/stored/accounts.ts). */
export const documentTables = {
  documents: table({
    collection: 'documents',
    columns: {
      id: id(),
      file_name: text(),
      category_id: optionalRef('document_categories', 'RESTRICT'),
      exhibition_id: optionalRef('exhibitions', 'RESTRICT'),
      files: jsonb<StoredFileRef[]>(),
      created_by: optionalRef('employees', 'RESTRICT'),
      created_at: timestamptz(),
      updated_at: nullable(timestamptz()),
    },
    primaryKey: ['id'],
    indexes: [
      { name: 'documents_newest_idx', on: 'created_at DESC, id DESC' },
      { name: 'documents_category_idx', on: 'category_id' },
      { name: 'documents_exhibition_idx', on: 'exhibition_id' },
      { name: 'documents_created_by_idx', on: 'created_by' },
      { name: 'documents_files_idx', using: 'gin', on: 'files jsonb_path_ops' },
      { name: 'documents_file_name_trgm', using: 'gin', on: 'crms_lower(file_name) gin_trgm_ops' },
    ],
  }),
  /** The import sheet's column names become snake case: CompanyName is company_name. */
  birthdays: table({
    collection: 'birthdays',
    columns: {
      id: id(),
      // Optional in the form and the import sheet: null when left blank (migration 0010).
      company_name: nullable(text()),
      person_name: text(),
      designation: nullable(text()),
      dob: date(),
      contact_email: text(),
      contact_number: nullable(text()),
      address: nullable(text()),
      wish_sent_at: nullable(timestamptz()),
      wish_year: nullable(integer()),
      created_at: timestamptz(),
      updated_at: nullable(timestamptz()),
    },
    primaryKey: ['id'],
    indexes: [
      {
        name: 'birthdays_month_day_idx',
        on: 'EXTRACT(month FROM dob), EXTRACT(day FROM dob), crms_lower(person_name) COLLATE "C", id',
      },
      { name: 'birthdays_contact_email_key_idx', on: 'crms_text_key(contact_email)' },
      trigram('birthdays_person_name_trgm', 'person_name'),
      trigram('birthdays_company_name_trgm', 'company_name'),
    ],
  }),
  email_template_settings: table({
    collection: 'email-template-settings',
    columns: {
      id: id(),
      image: nullable(text()),
      image_original_name: nullable(text()),
      padding_top: integer(),
      padding_left: integer(),
      preview_width: integer(),
      preview_height: integer(),
      cc_users: textArray(),
      updated_at: nullable(timestamptz()),
    },
    primaryKey: ['id'],
    indexes: [{ name: 'email_template_settings_image_idx', on: 'image' }],
  }),
};
