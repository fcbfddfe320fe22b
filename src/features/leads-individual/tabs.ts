import { GENDERS } from '../../../contract/person-fields';
import { LEAD_PRIORITIES } from '../../../contract/priorities';

/**
 * The individual-lead tabs: static forms over demo option lists. Nothing here calls the server;
 * the values stay in the page while moving between tabs (see IndividualLeadLayout).
 */
export interface DemoField {
  name: string;
  label: string;
  kind?: 'text' | 'email' | 'tel' | 'date' | 'number' | 'textarea' | 'select';
  options?: readonly string[];
  required?: boolean;
}

export interface DemoTab {
  path: string;
  title: string;
  fields: DemoField[];
}

export const INDIVIDUAL_TABS: DemoTab[] = [
  {
    path: 'initial-info',
    title: 'Initial Information',
    fields: [
      {
        name: 'lead_source',
        label: 'Lead Source',
        kind: 'select',
        options: ['Exhibition', 'Website', 'Referral', 'Walk-in'],
        required: true,
      },
      {
        name: 'exhibition',
        label: 'Exhibition',
        kind: 'select',
        options: ['Dhaka International Trade Fair', 'Build Bangladesh Expo', 'Textech Bangladesh'],
      },
      {
        name: 'assigned_to',
        label: 'Assigned To',
        kind: 'select',
        options: ['Sadia Rahman', 'Tanvir Hasan', 'Nusrat Jahan'],
      },
      { name: 'lead_date', label: 'Lead Date', kind: 'date' },
      { name: 'priority', label: 'Priority', kind: 'select', options: LEAD_PRIORITIES },
    ],
  },
  {
    path: 'basic-info',
    title: 'Basic Information',
    fields: [
      { name: 'full_name', label: 'Full Name', required: true },
      { name: 'gender', label: 'Gender', kind: 'select', options: GENDERS },
      { name: 'dob', label: 'Date of Birth', kind: 'date' },
      {
        name: 'nationality',
        label: 'Nationality',
        kind: 'select',
        options: ['Bangladeshi', 'Indian', 'Other'],
      },
      { name: 'nid', label: 'NID / Passport No.' },
    ],
  },
  {
    path: 'personal-info',
    title: 'Personal Information',
    fields: [
      { name: 'father_name', label: "Father's Name" },
      { name: 'mother_name', label: "Mother's Name" },
      {
        name: 'marital_status',
        label: 'Marital Status',
        kind: 'select',
        options: ['Single', 'Married', 'Other'],
      },
      {
        name: 'profession',
        label: 'Profession',
        kind: 'select',
        options: ['Business', 'Service', 'Doctor', 'Engineer', 'Student'],
      },
      {
        name: 'blood_group',
        label: 'Blood Group',
        kind: 'select',
        options: ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'],
      },
    ],
  },
  {
    path: 'communication-info',
    title: 'Communication Information',
    fields: [
      { name: 'mobile', label: 'Mobile', kind: 'tel', required: true },
      { name: 'alt_phone', label: 'Alternate Phone', kind: 'tel' },
      { name: 'email', label: 'Email', kind: 'email' },
      {
        name: 'division',
        label: 'Division',
        kind: 'select',
        options: ['Dhaka', 'Chattogram', 'Rajshahi', 'Khulna', 'Sylhet', 'Barishal', 'Rangpur', 'Mymensingh'],
      },
      { name: 'address', label: 'Address', kind: 'textarea' },
    ],
  },
  {
    path: 'service-info',
    title: 'Service Information',
    fields: [
      {
        name: 'product',
        label: 'Interested Product',
        kind: 'select',
        options: ['CRM Suite', 'Field Sales App', 'Exhibition Kiosk'],
        required: true,
      },
      { name: 'service_type', label: 'Service Type', kind: 'select', options: ['New', 'Upgrade', 'Support'] },
      { name: 'budget', label: 'Budget (BDT)', kind: 'number' },
      {
        name: 'contact_time',
        label: 'Preferred Contact Time',
        kind: 'select',
        options: ['Morning', 'Afternoon', 'Evening'],
      },
      { name: 'remarks', label: 'Remarks', kind: 'textarea' },
    ],
  },
];
