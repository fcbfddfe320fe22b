import type { ImportDescriptor, ImportField } from '../../components/import';
import { isEmail, isPhone } from '../../components/person-form/schema';
import { GENDERS } from '../../../contract/person-fields';

const list = (v: string) =>
  v
    .split(/[,;\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
const phones = (label: string) => (v: string) =>
  list(v).every(isPhone) ? null : `${label} must have 6 to 20 digits.`;

/** The sheet columns (same headers and aliases as the server's, server/prospects/import-resource.ts). */
const FIELDS: ImportField[] = [
  {
    field: 'organization_name',
    label: 'Organization Name',
    aliases: ['Organization', 'Company', 'Company Name'],
    required: true,
  },
  { field: 'industry', label: 'Industry Type', aliases: ['Industry', 'industryType'] },
  {
    field: 'phone',
    label: 'Phone',
    aliases: ['Organization Phone', 'Company Phone'],
    required: true,
    check: phones('Phone'),
  },
  { field: 'address', label: 'Address' },
  { field: 'website_link', label: 'Website', aliases: ['Website Link', 'Web', 'URL'] },
  { field: 'exhibitions', label: 'Exhibitions', aliases: ['Exhibition'] },
  {
    field: 'person_name',
    label: 'Concern Person Name',
    aliases: ['Contact Name', 'Person Name', 'Name'],
    required: true,
  },
  {
    field: 'person_phone',
    label: 'Concern Person Phone',
    aliases: ['Contact Phone', 'Mobile'],
    required: true,
    check: phones('Concern Person Phone'),
  },
  {
    field: 'person_email',
    label: 'Concern Person Email',
    aliases: ['Contact Email', 'Email', 'E-mail'],
    required: true,
    check: (v) => (list(v).every(isEmail) ? null : 'Concern Person Email is not a valid email.'),
  },
  { field: 'designation', label: 'Designation' },
  { field: 'department', label: 'Department' },
  { field: 'role', label: 'Influencing Role', aliases: ['Role'] },
  {
    field: 'gender',
    label: 'Gender',
    check: (v) =>
      (GENDERS as readonly string[]).includes(v.toLowerCase())
        ? null
        : 'Gender must be male, female or others.',
  },
  { field: 'dob', label: 'Date of Birth', aliases: ['DOB', 'Birthday'] },
];

const common = { fields: FIELDS, duplicates: true, duplicateHint: 'same organization name and phone' };

export const PROSPECT_IMPORT: ImportDescriptor = {
  title: 'Import Prospects',
  endpoint: '/prospects-import',
  ...common,
};
export const STAKEHOLDER_IMPORT: ImportDescriptor = {
  title: 'Import Stackholders',
  endpoint: '/stackholders-import',
  ...common,
};
