import type { ImportDescriptor } from '../../components/import';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The birthday import through the shared import dialog (POST /birthday-import). */
export const BIRTHDAY_IMPORT: ImportDescriptor = {
  title: 'Import Birthday List',
  endpoint: '/birthday-import',
  duplicates: true,
  duplicateHint: 'same contact email',
  fields: [
    { field: 'CompanyName', label: 'CompanyName', aliases: ['Company', 'Company Name', 'Organization'] },
    {
      field: 'PersonName',
      label: 'PersonName',
      aliases: ['Person Name', 'Name', 'Full Name'],
      required: true,
    },
    { field: 'Designation', label: 'Designation', aliases: ['Title'] },
    {
      field: 'ContactEmail',
      label: 'ContactEmail',
      aliases: ['Contact Email', 'Email', 'E-mail'],
      required: true,
      check: (v) => (EMAIL.test(v) ? null : 'ContactEmail is not a valid email address.'),
    },
    { field: 'ContactNumber', label: 'ContactNumber', aliases: ['Contact Number', 'Phone', 'Mobile'] },
    { field: 'DOB', label: 'DOB', aliases: ['Date of Birth', 'Birthday', 'Birth Date'], required: true },
    { field: 'Address', label: 'Address' },
  ],
};
